/**
 * The virtual robot's scenario: tools/robot/sim/scenarios/default.yaml, the file the ROS simulator reads, turned
 * into JSON and checked against its schema when the site is built (../plugin.ts) and when the unit tests run
 * (vitest.config.mts), so both simulators share one copy of the durations, voices and sensor timeline.
 */
import defaults from '@site/tools/robot/sim/scenarios/default.yaml';
import type {Scenario, ScenarioPart} from '@site/src/data/robotModel';

export const defaultScenario = defaults as Scenario;

/** A page's scenario over the default one, key by key (tools/robot/sim/sim_common.py `load_scenario`). */
export function withScenario(part: ScenarioPart): Scenario {
  return {...defaultScenario, ...part} as Scenario;
}
