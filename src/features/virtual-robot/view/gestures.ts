/**
 * Stand-in motions for the gestures the simulated robot knows (tools/robot/sim/scenarios/default.yaml). LuxAI
 * publishes no trajectory for its recorded gestures, so these keyframes are ours: each gesture starts from and
 * returns to the pose the robot had, and its keyframes are spread over the gesture's duration (`at` from 0 to 1).
 * Angles are the joints' own, in degrees; `both` takes the shoulder pitch as ./geometry.ts `forwardPitch` reads it
 * (90 down, 0 forward, -90 raised) and mirrors it onto the two arms.
 */
import {JOINTS} from './jointModel';
import type {JointAngles} from './types';

export type Keyframe = {at: number; pose: Partial<JointAngles>};

const wave = (arm: 'Right' | 'Left', from: number, to: number, count: number, pitch: number, roll: number): Keyframe[] => {
  const frames: Keyframe[] = [];
  const sign = arm === 'Right' ? 1 : -1;
  for (let i = 0; i <= count * 2; i += 1) {
    frames.push({
      at: 0.15 + (0.7 * i) / (count * 2),
      pose: {[`${arm}ShoulderPitch`]: sign * pitch, [`${arm}ShoulderRoll`]: roll, [`${arm}ElbowRoll`]: i % 2 ? to : from},
    });
  }
  return frames;
};

const both = (at: number, forward: number, roll: number, elbow: number, head: Partial<JointAngles> = {}): Keyframe => ({
  at,
  pose: {
    RightShoulderPitch: 0 - forward,
    LeftShoulderPitch: forward,
    RightShoulderRoll: roll,
    LeftShoulderRoll: roll,
    RightElbowRoll: elbow,
    LeftElbowRoll: elbow,
    ...head,
  },
});

/** Keyframes by gesture name. A gesture not listed here plays `FALLBACK`. */
export const GESTURE_KEYFRAMES: Readonly<Record<string, readonly Keyframe[]>> = {
  'QT/bye': [{at: 0.08, pose: {HeadYaw: -10}}, ...wave('Right', -20, -70, 4, 70, -20), {at: 0.9, pose: {HeadYaw: 0}}],
  'QT/hi': wave('Right', -30, -70, 2, 45, -30),
  'QT/happy': [both(0.2, -50, -20, -30), both(0.4, 10, -50, -40), both(0.6, -50, -20, -30), both(0.8, 10, -50, -40)],
  'QT/emotions/happy': [
    both(0.2, -50, -20, -30, {HeadYaw: 15}),
    both(0.4, 10, -50, -40, {HeadYaw: -15}),
    both(0.6, -50, -20, -30, {HeadYaw: 15}),
    both(0.8, 10, -50, -40, {HeadYaw: 0}),
  ],
  'QT/clapping': [0.15, 0.27, 0.39, 0.51, 0.63, 0.75, 0.85].map((at, i) => both(at, 10, -70, i % 2 ? -40 : -75)),
  'QT/swipe_left': [
    {at: 0.25, pose: {RightShoulderPitch: -10, RightShoulderRoll: -10, RightElbowRoll: -5}},
    {at: 0.65, pose: {RightShoulderPitch: -10, RightShoulderRoll: -75, RightElbowRoll: -75, HeadYaw: 20}},
  ],
  'QT/swipe_right': [
    {at: 0.25, pose: {LeftShoulderPitch: 10, LeftShoulderRoll: -10, LeftElbowRoll: -5}},
    {at: 0.65, pose: {LeftShoulderPitch: 10, LeftShoulderRoll: -75, LeftElbowRoll: -75, HeadYaw: -20}},
  ],
  'QT/show_QT': [both(0.3, 30, -75, -80, {HeadPitch: 10}), both(0.7, 30, -75, -80, {HeadPitch: 10})],
  'QT/show_tablet': [both(0.3, 45, -60, -50, {HeadPitch: 20}), both(0.7, 45, -60, -50, {HeadPitch: 20})],
  'QT/show_left': [
    {at: 0.3, pose: {LeftShoulderPitch: 60, LeftShoulderRoll: -5, LeftElbowRoll: -10, HeadYaw: 40}},
    {at: 0.7, pose: {LeftShoulderPitch: 60, LeftShoulderRoll: -5, LeftElbowRoll: -10, HeadYaw: 40}},
  ],
  'QT/show_right': [
    {at: 0.3, pose: {RightShoulderPitch: -60, RightShoulderRoll: -5, RightElbowRoll: -10, HeadYaw: -40}},
    {at: 0.7, pose: {RightShoulderPitch: -60, RightShoulderRoll: -5, RightElbowRoll: -10, HeadYaw: -40}},
  ],
  'QT/up_right': [
    {at: 0.35, pose: {RightShoulderPitch: 100, RightShoulderRoll: -15, RightElbowRoll: -5, HeadPitch: -15}},
    {at: 0.7, pose: {RightShoulderPitch: 100, RightShoulderRoll: -15, RightElbowRoll: -5, HeadPitch: -15}},
  ],
  'QT/challenge': [0.15, 0.3, 0.45, 0.6, 0.75].map((at, i) => both(at, 20, -45, i % 2 ? -30 : -80, {HeadPitch: i % 2 ? 0 : 10})),
  'QT/monkey': [0.15, 0.3, 0.45, 0.6, 0.75].map((at, i) => ({
    at,
    pose: {
      RightShoulderPitch: i % 2 ? -30 : 80,
      LeftShoulderPitch: i % 2 ? -80 : 30,
      RightShoulderRoll: -10,
      LeftShoulderRoll: -10,
      RightElbowRoll: -80,
      LeftElbowRoll: -80,
      HeadYaw: i % 2 ? 20 : -20,
    },
  })),
  'QT/surprise': [both(0.2, -60, -10, -20, {HeadPitch: -15}), both(0.75, -60, -10, -20, {HeadPitch: -15})],
  'QT/sad': [both(0.3, 90, -75, -5, {HeadPitch: 20}), both(0.75, 90, -75, -5, {HeadPitch: 20})],
};

/** A recorded gesture of the reader's, or any other name: a small wave of both arms. */
export const FALLBACK: readonly Keyframe[] = [both(0.3, 0, -30, -60), both(0.5, 0, -30, -20), both(0.7, 0, -30, -60)];

export const keyframesOf = (name: string): readonly Keyframe[] => GESTURE_KEYFRAMES[name] ?? FALLBACK;

const ease = (t: number) => (1 - Math.cos(Math.PI * t)) / 2;

/** The stand-in pose `progress` (0 to 1) of the way through gesture `name`, which starts and ends at `base`. */
export function sampleGesture(name: string, base: JointAngles, progress: number): JointAngles {
  const frames = keyframesOf(name);
  const t = Math.min(1, Math.max(0, progress));
  const out = {...base};
  for (const joint of JOINTS) {
    const track: Array<[number, number]> = [[0, base[joint]]];
    for (const f of frames) if (f.pose[joint] !== undefined) track.push([f.at, f.pose[joint]]);
    if (track.length === 1) continue;
    track.push([1, base[joint]]);
    const i = track.findIndex(([at]) => at >= t);
    if (i <= 0) {
      out[joint] = track[Math.max(0, i)][1];
      continue;
    }
    const [a0, v0] = track[i - 1];
    const [a1, v1] = track[i];
    out[joint] = a1 === a0 ? v1 : v0 + (v1 - v0) * ease((t - a0) / (a1 - a0));
  }
  return out;
}

/** The one pose a gesture shows when the reader prefers reduced motion: its first keyframe, held. */
export function gestureStill(name: string, base: JointAngles): JointAngles {
  const first = keyframesOf(name)[0];
  return {...base, ...first?.pose} as JointAngles;
}
