/**
 * The V2 joints the drawing needs: limits and home pose in degrees, as tools/robot/sim/sim_motors.py (`LIMITS`,
 * `HOME`) has them from the V2 motors page. The one copy in the view: point these at the data the simulators share
 * once it exists.
 */
import type {ArmAngles, ArmJoint, JointAngles, JointName} from './types';

export const LIMITS: Readonly<Record<JointName, readonly [number, number]>> = {
  HeadYaw: [-60, 60],
  HeadPitch: [-25, 25],
  RightShoulderPitch: [-140, 140],
  RightShoulderRoll: [-75, -5],
  RightElbowRoll: [-80, -5],
  LeftShoulderPitch: [-140, 140],
  LeftShoulderRoll: [-75, -5],
  LeftElbowRoll: [-80, -5],
};

export const HOME: Readonly<JointAngles> = {
  HeadYaw: 0,
  HeadPitch: 0,
  RightShoulderPitch: -90,
  RightShoulderRoll: -55,
  RightElbowRoll: -35,
  LeftShoulderPitch: 90,
  LeftShoulderRoll: -55,
  LeftElbowRoll: -35,
};

export const ARM_JOINTS: readonly ArmJoint[] = [
  'RightShoulderPitch',
  'RightShoulderRoll',
  'RightElbowRoll',
  'LeftShoulderPitch',
  'LeftShoulderRoll',
  'LeftElbowRoll',
];
export const JOINTS: readonly JointName[] = ['HeadYaw', 'HeadPitch', ...ARM_JOINTS];

export function clampJoint(joint: JointName, degrees: number): number {
  const [lo, hi] = LIMITS[joint];
  return Number.isFinite(degrees) ? Math.min(hi, Math.max(lo, degrees)) : HOME[joint];
}

/** Every joint within its limits; a missing or non-numeric angle reads as home. */
export function clampPose(angles: Partial<JointAngles>): JointAngles {
  const out = {} as JointAngles;
  for (const j of JOINTS) out[j] = clampJoint(j, angles[j] ?? HOME[j]);
  return out;
}

export function armsOf(angles: JointAngles): ArmAngles {
  const out = {} as ArmAngles;
  for (const j of ARM_JOINTS) out[j] = angles[j];
  return out;
}
