import type {ReactNode} from 'react';
import type {RosInterface} from '@site/src/data/rosInterfaces';
import {useRobotDisclosure} from '@site/src/robot/lazy';

type Props = {item: RosInterface};

/** "Try it" under an API entry: the form and roslib load on the first click (src/robot/lazy.ts). */
export default function TryIt({item}: Props): ReactNode {
  const {open, failed, robot, id, toggle} = useRobotDisclosure();
  return (
    <div className="qt-robot-stub">
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Try it on your robot: ${item.name} ${item.kind}`}
        onClick={toggle}>
        Try it on your robot
      </button>
      <div id={id}>
        {open && failed ? <p role="alert">The robot tools could not be loaded. Check your network and try again.</p> : null}
        {open && robot ? <robot.TryItForm item={item} /> : null}
      </div>
    </div>
  );
}
