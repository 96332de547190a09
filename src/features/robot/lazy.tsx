/**
 * The only robot code in a first visit: a loader for the robot chunk (./chunk: the forms, roslib and
 * the connection) and `RobotSlot`, the stub every robot control starts as (the navbar's Robot button, "Try
 * it" on the API page, a tutorial's action): one button that requests the chunk. Once the chunk is
 * there, every slot of the page becomes the chunk's `RobotControl`, which has the disclosure, the state
 * badge and the forms, and opens at once the one the reader clicked. The chunk is requested on the
 * reader's first click on a control, never before. Bytes: tests/build/budget.test.ts (STOCK_MARGIN_KB).
 */
import {useState, useSyncExternalStore, type ReactNode} from 'react';
import type {RobotChunk, RobotSlotProps} from './types';

let loaded: RobotChunk | undefined;
let loading: Promise<RobotChunk> | undefined;
const listeners = new Set<() => void>();

export function loadRobot(): Promise<RobotChunk> {
  loading ??= import(/* webpackChunkName: "robot" */ './chunk').then(
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

export function RobotSlot(props: RobotSlotProps): ReactNode {
  const robot = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  // false: not clicked; true: clicked, the chunk is on its way; 'failed': it could not be loaded.
  const [clicked, setClicked] = useState<boolean | 'failed'>(false);
  if (robot) return <robot.RobotControl {...props} opened={clicked === true} />;
  const {as: Tag = 'div', className = ''} = props;
  return (
    <Tag className={`qt-robot-stub ${className}`}>
      <button
        type="button"
        className={props.buttonClassName}
        aria-expanded="false"
        aria-label={props['aria-label']}
        onClick={() => {
          setClicked(true);
          loadRobot().catch(() => setClicked('failed'));
        }}
      >
        {props.label}
      </button>
      {clicked === 'failed' ? <p role="alert">The robot tools could not be loaded. Check your network and try again.</p> : null}
    </Tag>
  );
}
