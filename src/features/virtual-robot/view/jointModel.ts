/**
 * The V2 joints the drawing needs: limits and home pose in degrees, from the robot model the simulators and the
 * Try it forms share (src/data/robot/model.json), and the arm joints in the order of the arm command topics.
 */
import {robotModel} from '@site/src/data/robotModel';
import type {ArmAngles, ArmJoint, JointAngles, JointName} from './types';

export const LIMITS = robotModel.limits.V2 as unknown as Readonly<Record<JointName, readonly [number, number]>>;

export const HOME = robotModel.home as unknown as Readonly<JointAngles>;

export const ARM_JOINTS = [...robotModel.parts.right_arm, ...robotModel.parts.left_arm] as readonly ArmJoint[];
export const JOINTS: readonly JointName[] = [...(robotModel.parts.head as readonly JointName[]), ...ARM_JOINTS];

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
