/**
 * The robot model (./robot/model.json, schema ./robot/schema.ts): joint limits, parts, home pose, motor speed,
 * speech and sensor defaults, shared by the ROS simulator (tools/robot/sim), the Try it forms and the virtual
 * robot. Types only from the schema module, so zod stays out of the pages' script.
 */
import data from './robot/model.json';
import type {RobotModel} from './robot/schema';

export type {RobotModel, Scenario, ScenarioPart, TimelineEvent} from './robot/schema';

export const robotModel = data as unknown as RobotModel;

/** A joint's limits in degrees on V2 (`RightElbowRoll` → [-80, -5]), undefined for a name that is not a joint. */
export function jointLimit(joint: string, generation: 'V1' | 'V2' = 'V2'): readonly [number, number] | undefined {
  return robotModel.limits[generation][joint];
}
