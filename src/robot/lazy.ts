/**
 * The only robot code in a first visit: a loader for the robot chunk (src/robot/ui.tsx, roslib and
 * the connection) and a hook that renders once it has arrived. The chunk is requested on the reader's
 * first click on a robot control, never before.
 */
import {useId, useState, useSyncExternalStore} from 'react';

type RobotModule = typeof import('./ui');

let loaded: RobotModule | undefined;
let loading: Promise<RobotModule> | undefined;
const listeners = new Set<() => void>();

export function loadRobot(): Promise<RobotModule> {
  loading ??= import(/* webpackChunkName: "robot" */ './ui').then(
    (m) => {
      loaded = m;
      for (const listener of listeners) listener();
      return m;
    },
    (error: unknown) => {
      // Offline or a new deployment: the next click tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRobotModule(): RobotModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/** A robot control's disclosure: opening it the first time loads the chunk. */
export function useRobotDisclosure() {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const robot = useRobotModule();
  const id = useId();
  const toggle = () => {
    setOpen(!open);
    setFailed(false);
    loadRobot().catch(() => setFailed(true));
  };
  return {open, setOpen, failed, robot, id, toggle};
}
