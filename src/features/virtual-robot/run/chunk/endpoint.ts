/**
 * Where a run gets the virtual QTrobot's rosbridge endpoint (../types.ts `RosbridgeEndpoint`).
 *
 * The virtual robot's engine (src/features/virtual-robot/engine) plugs in here. Until it does, the builds the tests
 * use (E2E_PAGES=1, tests/build/ensure-build.mjs) read an endpoint a test put on the window; the constant is false
 * in every other build, so that branch is not in the site's bundle.
 */
import type {RosbridgeEndpoint} from '../types';

declare const __QTDOCS_RUN_TEST_HOOK__: boolean | undefined;

export type TestWindow = Window & {qtdocsTestRosbridge?: RosbridgeEndpoint};

export class EndpointMissing extends Error {
  constructor() {
    super('The virtual QTrobot is not part of this build.');
    this.name = 'EndpointMissing';
  }
}

export async function virtualRobotEndpoint(): Promise<RosbridgeEndpoint> {
  if (typeof __QTDOCS_RUN_TEST_HOOK__ !== 'undefined' && __QTDOCS_RUN_TEST_HOOK__) {
    const injected = (window as TestWindow).qtdocsTestRosbridge;
    if (injected) return injected;
  }
  throw new EndpointMissing();
}
