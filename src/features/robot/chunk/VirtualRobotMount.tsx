/**
 * Where the virtual robot shows while the page is connected to it: its state in words, and the place of its
 * drawing (src/features/virtual-robot/view/ `VirtualRobotView`, which takes the engine: `getSnapshot()`,
 * `subscribe()`, `onLog()`, `setJointPositions()`; src/features/virtual-robot/README.md).
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import type {VirtualQTrobot, VirtualRobotSnapshot} from '@site/src/features/virtual-robot/engine/robot';
import {robot} from './connection';
import {styles} from './styles';
import {useRobotState} from './useRobotState';

/** The virtual robot while the connection is to it, else undefined. */
export function useVirtualRobot(): VirtualQTrobot | undefined {
  const state = useRobotState();
  return state.status === 'connected' && robot.target === 'virtual' ? robot.virtual : undefined;
}

/** The robot's activity in one sentence: what it says, shows and plays. */
export function activityText(s: VirtualRobotSnapshot): string {
  const parts = [
    s.speech ? `saying “${s.speech.detail.text}”` : '',
    s.audio ? `playing ${s.audio.detail.file}` : '',
    s.emotion ? `showing ${s.emotion.name}` : '',
    s.gesture ? `playing the gesture ${s.gesture.name}` : '',
    s.recording ? `recording ${s.recording.parts.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `The virtual QTrobot is ${parts.join(', ')}.` : 'The virtual QTrobot is idle.';
}

function VirtualRobotStatus({engine}: {engine: VirtualQTrobot}): ReactNode {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  return (
    <p className={styles.small} role="status" data-virtual-robot-activity>
      {activityText(snapshot)}
    </p>
  );
}

/** The mount point: rendered by the panel, shown only while connected to the virtual robot. */
export function VirtualRobotMount(): ReactNode {
  const engine = useVirtualRobot();
  if (!engine) return null;
  return (
    <section aria-label="Virtual QTrobot" data-virtual-robot>
      <VirtualRobotStatus engine={engine} />
    </section>
  );
}
