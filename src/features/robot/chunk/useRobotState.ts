import {useSyncExternalStore} from 'react';
import {robot} from './connection';
import type {ConnectionState} from './state';

/** The connection's state, read by every form so each renders again when it changes. */
export function useRobotState(): ConnectionState {
  return useSyncExternalStore(robot.subscribe, robot.getState, robot.getState);
}
