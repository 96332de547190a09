/**
 * Where a run gets the virtual QTrobot's rosbridge endpoint (../types.ts `RosbridgeEndpoint`): the page's one
 * virtual robot (src/features/virtual-robot/engine, the chunk the Robot panel loads too, so a program and the Try it
 * forms drive the same robot), drawn in the dock while the program runs. The builds the tests use (E2E_PAGES=1,
 * tests/build/ensure-build.mjs) take an endpoint a test put on the window first; the constant is false in every
 * other build, so that branch is not in the site's bundle.
 */
import type {PageScenario} from '@site/src/features/virtual-robot/engine';
import type {RosbridgeEndpoint} from '../types';

declare const __QTDOCS_RUN_TEST_HOOK__: boolean | undefined;

export type TestWindow = Window & {qtdocsTestRosbridge?: RosbridgeEndpoint};

export class EndpointMissing extends Error {
  constructor() {
    super('The virtual QTrobot could not be loaded (offline before it was first used?).');
    this.name = 'EndpointMissing';
  }
}

/** `scenario`: the page's own, when the robot is made by this run (see the engine's `virtualRobot`). */
export async function virtualRobotEndpoint(scenario?: PageScenario): Promise<RosbridgeEndpoint> {
  if (typeof __QTDOCS_RUN_TEST_HOOK__ !== 'undefined' && __QTDOCS_RUN_TEST_HOOK__) {
    const injected = (window as TestWindow).qtdocsTestRosbridge;
    if (injected) return injected;
  }
  const [{virtualRobot}, {mountDock, showDockFor}] = await Promise.all([
    import(/* webpackChunkName: "virtual-robot" */ '@site/src/features/virtual-robot/engine'),
    import(/* webpackChunkName: "virtual-robot-dock" */ '@site/src/features/virtual-robot/dock'),
  ]).catch(() => {
    throw new EndpointMissing();
  });
  const {robot, bridge} = virtualRobot(scenario);
  mountDock(robot, bridge);
  return {
    connect(send) {
      const session = bridge.open(send);
      const hide = showDockFor();
      return {
        receive: (json) => session.receive(json),
        close: () => {
          session.close();
          hide();
        },
      };
    },
  };
}
