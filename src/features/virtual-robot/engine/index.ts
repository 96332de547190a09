/**
 * The virtual robot's chunk, imported by the robot chunk's connection (src/features/robot/chunk/connection.ts)
 * when the reader clicks "Virtual QTrobot (in this page)": one robot per page, its rosbridge, and roslib's
 * transport to it.
 */
import {pagePeer, VirtualRosbridge} from './bridge';
import {VirtualQTrobot} from './robot';
import {defaultScenario} from './scenario';

export type {LogEntry, VirtualRobotSnapshot, JointSample} from './robot';
export {VirtualQTrobot} from './robot';
export {VirtualRosbridge, pagePeer} from './bridge';

let bridge: VirtualRosbridge | undefined;

/** The page's virtual robot and its bridge, made on first use. */
export function virtualRobot(): {robot: VirtualQTrobot; bridge: VirtualRosbridge; peer: ReturnType<typeof pagePeer>} {
  bridge ??= new VirtualRosbridge(new VirtualQTrobot({scenario: defaultScenario}));
  return {robot: bridge.robot, bridge, peer: pagePeer(bridge)};
}
