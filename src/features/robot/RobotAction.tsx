import type {ReactNode} from 'react';
import {RobotSlot} from './lazy';
import type {ActionKind} from './types';

export const ROBOT_ACTIONS = {
  say: 'Make your robot say a sentence',
  emotion: 'Show an emotion on your robot',
  gesture: 'Play a gesture on your robot',
  joints: 'Watch your robot’s joint angles',
  'sound-direction': 'Watch the sound direction on your robot',
} as const satisfies Record<ActionKind, string>;

type Props = {action: ActionKind};

/**
 * A tutorial's one-click action on the reader's robot, e.g. `<RobotAction action="say" />`. Like the
 * API page's "Try it", it loads its code on the first click and sends nothing until the reader clicks
 * the form's own button.
 */
export default function RobotAction({action}: Props): ReactNode {
  if (!(action in ROBOT_ACTIONS)) {
    throw new Error(`RobotAction: unknown action "${String(action)}". Use one of: ${Object.keys(ROBOT_ACTIONS).join(', ')}.`);
  }
  return (
    <div className="qt-robot-stub margin-bottom--md">
      <p>
        To see the result before you write any code, connect this page to your robot (the <b>Robot</b> button in the navigation bar) and click:
      </p>
      <RobotSlot kind="action" arg={action} label={ROBOT_ACTIONS[action]} buttonClassName="button button--sm button--outline button--primary" />
    </div>
  );
}
