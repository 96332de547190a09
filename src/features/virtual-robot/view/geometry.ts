/**
 * The drawing's reading of the joint angles: a front view (the robot faces the reader) where each arm is a
 * two-segment chain projected onto the page, and two small side views that show the shoulder pitch, which a front
 * view can only foreshorten. LuxAI publishes no kinematic drawing of the V2 arm; the conventions are set out in
 * ./README.md ("How the angles are drawn").
 */
import {LIMITS} from './jointModel';
import type {ArmJoint, JointAngles} from './types';

export type Side = 'Right' | 'Left';
export type Point = {x: number; y: number};
export type ArmPose = {shoulder: Point; elbow: Point; hand: Point; elbowDepth: number; handDepth: number};

/** The drawing's coordinates (SVG user units). */
export const VIEW_BOX = {x: -40, y: 0, width: 320, height: 372};
export const UPPER_ARM = 50;
export const FOREARM = 44;
/** The robot's right shoulder is on the reader's left. */
export const SHOULDER: Record<Side, Point> = {Right: {x: 68, y: 146}, Left: {x: 172, y: 146}};
/** Side views of the shoulder pitch, under each arm; the robot's front points towards the middle of the figure. */
export const DIAL: Record<Side, Point & {front: 1 | -1; radius: number}> = {
  Right: {x: 4, y: 332, front: 1, radius: 26},
  Left: {x: 236, y: 332, front: -1, radius: 26},
};

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
/** +1 for the robot's left (the reader's right), -1 for its right. */
const lateral = (side: Side) => (side === 'Left' ? 1 : -1);

/**
 * The shoulder pitch as one angle for both arms: 90 = arm down, 0 = pointing forward, -90 = raised. The joints are
 * mirrored (home is RightShoulderPitch -90 and LeftShoulderPitch 90).
 */
export const forwardPitch = (side: Side, raw: number) => (side === 'Left' ? raw : -raw);
const rawPitch = (side: Side, forward: number) => (side === 'Left' ? forward : -forward);

/** A direction in 3-D: x to the robot's left, y up, z towards the reader. */
type Vec = [number, number, number];

function direction(side: Side, pitch: number, abduction: number): Vec {
  // The pitch turns the arm's plane about the shoulder axis; the roll then swings the arm out of the pitch direction
  // towards the side: roll 0 is out sideways (abduction 90), roll -90 along the pitch direction.
  const p = rad(pitch);
  const a = rad(abduction);
  return [lateral(side) * Math.sin(a), -Math.cos(a) * Math.sin(p), Math.cos(a) * Math.cos(p)];
}

/** Where the elbow and the hand are drawn, and how far in front of the body (+) or behind it (-) they are. */
export function armPose(side: Side, angles: Pick<JointAngles, ArmJoint>): ArmPose {
  const pitch = forwardPitch(side, angles[`${side}ShoulderPitch`]);
  const shoulderOut = 90 + angles[`${side}ShoulderRoll`];
  const forearmOut = shoulderOut + angles[`${side}ElbowRoll`];
  const s = SHOULDER[side];
  const u = direction(side, pitch, shoulderOut);
  const f = direction(side, pitch, forearmOut);
  const elbow = {x: s.x + UPPER_ARM * u[0], y: s.y - UPPER_ARM * u[1]};
  const hand = {x: elbow.x + FOREARM * f[0], y: elbow.y - FOREARM * f[1]};
  return {shoulder: s, elbow, hand, elbowDepth: UPPER_ARM * u[2], handDepth: UPPER_ARM * u[2] + FOREARM * f[2]};
}

/** The end of the pitch line in a side view. */
export function dialPoint(side: Side, rawShoulderPitch: number, length = DIAL[side].radius): Point {
  const p = rad(forwardPitch(side, rawShoulderPitch));
  const d = DIAL[side];
  return {x: d.x + d.front * length * Math.cos(p), y: d.y + length * Math.sin(p)};
}

/** The shoulder pitch that points a side view's line at `to`, within the limits. */
export function pitchFromDial(side: Side, to: Point): number {
  const d = DIAL[side];
  const forward = deg(Math.atan2(to.y - d.y, (to.x - d.x) * d.front));
  const [lo, hi] = LIMITS[`${side}ShoulderPitch`];
  return Math.round(Math.min(hi, Math.max(lo, rawPitch(side, forward)))) || 0;
}

/** The value of `joint` (whole degrees within its limits) that brings the drawn point `which` nearest to `to`. */
export function nearestAngle(side: Side, joint: 'ShoulderRoll' | 'ElbowRoll', angles: Pick<JointAngles, ArmJoint>, to: Point): number {
  const name = `${side}${joint}` as const;
  const [lo, hi] = LIMITS[name];
  let best = angles[name];
  let bestDistance = Infinity;
  for (let v = lo; v <= hi; v += 1) {
    const pose = armPose(side, {...angles, [name]: v});
    const p = joint === 'ShoulderRoll' ? pose.elbow : pose.hand;
    const distance = (p.x - to.x) ** 2 + (p.y - to.y) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [v, distance];
  }
  return best;
}

/** The face screen's offset and squash for a head turned by HeadYaw (+ to its left) and HeadPitch (+ down). */
export function headTransform(yaw: number, pitch: number): {dx: number; dy: number; sx: number; sy: number} {
  return {dx: 26 * Math.sin(rad(yaw)), dy: 20 * Math.sin(rad(pitch)), sx: 0.7 + 0.3 * Math.cos(rad(yaw)), sy: 0.8 + 0.2 * Math.cos(rad(pitch))};
}

const round = (v: number) => Math.round(v);

function describeArm(side: Side, angles: JointAngles): string {
  const pitch = forwardPitch(side, angles[`${side}ShoulderPitch`]);
  const where =
    pitch > 120
      ? 'down and back'
      : pitch >= 60
        ? 'down'
        : pitch > 20
          ? 'forward and down'
          : pitch >= -20
            ? 'forward'
            : pitch > -60
              ? 'forward and up'
              : pitch >= -120
                ? 'raised'
                : 'raised and back';
  const out = round(90 + angles[`${side}ShoulderRoll`]);
  const bend = round(-angles[`${side}ElbowRoll`]);
  return `${side.toLowerCase()} arm ${where}, ${out}° out from the body, elbow bent ${bend}°`;
}

/** The pose in words, for the figure's text alternative. */
export function describePose(angles: JointAngles): string {
  const yaw = round(angles.HeadYaw);
  const pitch = round(angles.HeadPitch);
  const turn = yaw === 0 ? 'facing forward' : `turned ${Math.abs(yaw)}° to its ${yaw > 0 ? 'left' : 'right'}`;
  const tilt = pitch === 0 ? 'level' : `tilted ${Math.abs(pitch)}° ${pitch > 0 ? 'down' : 'up'}`;
  return `Head ${turn}, ${tilt}; ${describeArm('Right', angles)}; ${describeArm('Left', angles)}.`;
}
