/**
 * The virtual robot's chunk, imported by the robot chunk's connection (src/features/robot/chunk/connection.ts)
 * when the reader clicks "Virtual QTrobot (in this page)": one robot per page, its rosbridge, and roslib's
 * transport to it.
 */
import {pagePeer, VirtualRosbridge} from './bridge';
import {VirtualQTrobot} from './robot';
import {defaultScenario, withScenario} from './scenario';
import type {ScenarioPart} from '@site/src/data/robotModel';
import type {Clock} from './clock';

export type {LogEntry, VirtualRobotSnapshot, JointSample} from './robot';
export {VirtualQTrobot} from './robot';
export {VirtualRosbridge, pagePeer} from './bridge';

declare const __QTDOCS_RUN_TEST_HOOK__: boolean | undefined;

/** A page's own scenario (tools/robot/sim/scenarios/<page>.yaml): what its sample output was written against. */
export type PageScenario = {name: string; part: ScenarioPart};

let made: {bridge: VirtualRosbridge; path: string} | undefined;

/**
 * The page's virtual robot and its bridge, made on first use: with `scenario` when the first user brings one (a
 * program of a page that has its own scenario), else with the default one. A robot already made keeps its scenario.
 * `clock`: the robot's time, when this call makes it (the Studio games' tests run it faster).
 * A page the reader opens next (the site navigates without reloading) gets a robot of its own, unless a connection
 * still holds the last one (the Robot panel's): that robot goes along with the reader.
 */
export function virtualRobot(scenario?: PageScenario, clock?: Clock): {robot: VirtualQTrobot; bridge: VirtualRosbridge; peer: ReturnType<typeof pagePeer>} {
  const path = typeof location === 'undefined' ? '' : location.pathname;
  if (!made || (made.path !== path && made.bridge.idle)) {
    made = {
      bridge: new VirtualRosbridge(
        new VirtualQTrobot({
          ...(scenario ? {scenario: withScenario(scenario.part), scenarioName: scenario.name} : {scenario: defaultScenario}),
          ...(clock ? {clock} : {}),
        }),
      ),
      path,
    };
  }
  const {bridge} = made;
  // The builds the tests use (E2E_PAGES=1) let a test read the robot's log, as the ROS simulator's is read.
  if (typeof __QTDOCS_RUN_TEST_HOOK__ !== 'undefined' && __QTDOCS_RUN_TEST_HOOK__)
    (window as Window & {qtdocsVirtualRobot?: VirtualQTrobot}).qtdocsVirtualRobot = bridge.robot;
  return {robot: bridge.robot, bridge, peer: pagePeer(bridge)};
}

export {defaultScenario} from './scenario';
