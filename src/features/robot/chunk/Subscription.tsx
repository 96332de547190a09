/** Subscribe to a topic and show the latest message. */
import {useEffect, useState, type ReactNode} from 'react';
import type {RosInterface} from '@site/src/data/rosInterfaces';
import {robot} from './connection';
import {summarize} from './fields';
import {styles} from './styles';
import {useRobotState} from './useRobotState';

export function Subscription({item}: {item: RosInterface}): ReactNode {
  const state = useRobotState();
  const [on, setOn] = useState(false);
  const [last, setLast] = useState<{text: string; count: number} | undefined>();
  const connected = state.status === 'connected';
  useEffect(() => {
    if (!on || !connected) return undefined;
    let count = 0;
    // Leaving the page (or stopping) unsubscribes.
    return robot.watch(item.name, item.type, (message) => {
      count += 1;
      setLast({text: summarize(message), count});
    });
  }, [on, connected, item.name, item.type]);
  useEffect(() => {
    if (!connected) setOn(false);
  }, [connected]);
  return (
    <div>
      <button type="button" className="button button--sm button--primary" aria-pressed={on} disabled={!connected} onClick={() => setOn(!on)}>
        {on ? 'Stop watching' : 'Subscribe'}
      </button>
      <div className={styles.live} aria-live="off">
        {last ? (
          <>
            <p className={styles.small} data-robot-messages={last.count}>
              {last.count} message{last.count === 1 ? '' : 's'} received; the latest:
            </p>
            <pre className={styles.value} tabIndex={0} aria-label={`Latest message on ${item.name}`}>
              {last.text}
            </pre>
          </>
        ) : on ? (
          <p className={styles.small}>Waiting for a message on {item.name}…</p>
        ) : null}
      </div>
    </div>
  );
}
