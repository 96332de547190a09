import yaml from 'js-yaml';
import type {Plugin} from '@docusaurus/types';
import model from '../../data/robot/model.json';
import {parseRobotModel, parseScenario, type Scenario} from '../../data/robot/schema';

/**
 * The virtual robot's plugin: it checks the robot model (src/data/robot/model.json) against its schema, and lets
 * the engine import the ROS simulator's default scenario (tools/robot/sim/scenarios/default.yaml) as JSON,
 * checked against its schema, so the two simulators read one file. Nothing of this reaches a first visit: the
 * engine is a chunk the robot chunk imports on the reader's click (src/features/virtual-robot/README.md).
 */
export const DEFAULT_SCENARIO = /[\\/]tools[\\/]robot[\\/]sim[\\/]scenarios[\\/]default\.yaml$/;

/** default.yaml's text as the engine reads it; fails with the schema's list of problems. */
export function parseScenarioYaml(source: string): Scenario {
  return parseScenario(yaml.load(source));
}

export default function virtualRobotPlugin(): Plugin {
  parseRobotModel(model);
  return {
    name: 'virtual-robot',
    configureWebpack() {
      return {module: {rules: [{test: DEFAULT_SCENARIO, type: 'json', parser: {parse: parseScenarioYaml}}]}};
    },
  };
}
