import type {ReactNode} from 'react';
import type {RosInterface} from '@site/src/data/rosInterfaces';
import {RobotSlot} from './lazy';

/** "Try it" under an API entry: the form and roslib load on the first click (src/features/robot/lazy.tsx). */
export default function TryIt({item}: {item: RosInterface}): ReactNode {
  return (
    <RobotSlot
      kind="try"
      arg={item}
      label="Try it on your robot"
      buttonClassName="button button--sm button--outline button--primary"
      aria-label={`Try it on your robot: ${item.name} ${item.kind}`}
    />
  );
}
