/** The forms a control opens: an API entry's "Try it" and a tutorial's one-click action. */
import type {ReactNode} from 'react';
import {rosInterfaces, type RosInterface} from '@site/src/data/rosInterfaces';
import type {ActionKind} from '../types';
import {ConnectionControls} from './ConnectionControls';
import {planFor} from './fields';
import {SendForm} from './SendForm';
import {styles} from './styles';
import {Subscription} from './Subscription';
import {useRobotState} from './useRobotState';

/** The "Try it" body of one API entry. */
export function TryItForm({item}: {item: RosInterface}): ReactNode {
  const state = useRobotState();
  const plan = planFor(item);
  return (
    <div className={styles.tryIt}>
      {state.status !== 'connected' ? <ConnectionControls compact /> : null}
      {plan.mode === 'none' ? <p className={styles.small}>{plan.reason}</p> : null}
      {plan.mode === 'subscribe' ? (
        plan.heavy ? (
          <p className={styles.small}>Images, point clouds and audio are too large to show here: watch them with rqt or rviz on the QTPC.</p>
        ) : (
          <Subscription item={item} />
        )
      ) : null}
      {plan.mode === 'publish' || plan.mode === 'call' ? <SendForm item={item} fields={plan.fields} mode={plan.mode} moves={plan.moves} /> : null}
    </div>
  );
}

const find = (name: string, kind: RosInterface['kind']) => rosInterfaces.find((i) => i.name === name && i.kind === kind && i.generations.includes('V2'))!;

const ACTIONS: Record<ActionKind, {item: () => RosInterface; values?: Record<string, string>}> = {
  say: {item: () => find('/qt_robot/speech/say', 'topic'), values: {data: 'Hello! I am QTrobot.'}},
  emotion: {item: () => find('/qt_robot/emotion/show', 'topic'), values: {data: 'QT/happy'}},
  gesture: {item: () => find('/qt_robot/gesture/play', 'topic'), values: {data: 'QT/bye'}},
  joints: {item: () => find('/qt_robot/joints/state', 'topic')},
  'sound-direction': {item: () => find('/qt_respeaker_app/sound_direction', 'topic')},
};

/** A tutorial's one-click action: the same form as the API page, prefilled. */
export function RobotActionBody({action}: {action: ActionKind}): ReactNode {
  const spec = ACTIONS[action];
  const item = spec.item();
  const state = useRobotState();
  const plan = planFor(item);
  return (
    <div className={styles.tryIt}>
      {state.status !== 'connected' ? <ConnectionControls compact /> : null}
      {plan.mode === 'subscribe' ? <Subscription item={item} /> : null}
      {plan.mode === 'publish' || plan.mode === 'call' ? (
        <SendForm item={item} fields={plan.fields} mode={plan.mode} moves={plan.moves} initial={spec.values} />
      ) : null}
    </div>
  );
}
