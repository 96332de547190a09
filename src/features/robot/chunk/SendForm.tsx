/** The call and publish form: one field per message field, the confirmation before a movement, Stop. */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import type {RosInterface} from '@site/src/data/rosInterfaces';
import {robot} from './connection';
import {buildMessage, exampleValues, initialValues, summarize, type FormField} from './fields';
import {stopMotion} from './stopMotion';
import {styles} from './styles';
import {useRobotState} from './useRobotState';

type Outcome = {kind: 'info' | 'problem'; text: string} | undefined;

function Field({field, value, error, onChange, id}: {field: FormField; value: string; error?: string; onChange: (v: string) => void; id: string}): ReactNode {
  const hint = field.joints ? `degrees: ${field.joints.join(', ')}` : field.array ? `${field.type}, comma-separated` : field.type;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{field.name}</code> <span className={styles.small}>({hint})</span>
      </label>
      {field.type === 'bool' && !field.array ? (
        <select id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="false">false</option>
          <option value="true">true</option>
        </select>
      ) : (
        <input
          id={id}
          className={styles.input}
          type="text"
          value={value}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {field.hint ? <span className={styles.small}>{field.hint}</span> : null}
      {error ? (
        <span id={`${id}-error`} className={styles.problem}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function SendForm({
  item,
  fields,
  mode,
  moves,
  initial,
}: {
  item: RosInterface;
  fields: FormField[];
  mode: 'publish' | 'call';
  moves: boolean;
  initial?: Record<string, string>;
}): ReactNode {
  const state = useRobotState();
  const id = useId();
  const [values, setValues] = useState(() => ({...initialValues(fields), ...exampleValues(item.example, fields), ...initial}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Record<string, unknown> | undefined>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [waiting, setWaiting] = useState(false);
  const [stoppable, setStoppable] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const connected = state.status === 'connected';

  const send = async (message: Record<string, unknown>) => {
    setConfirming(undefined);
    if (moves) setStoppable(true);
    try {
      if (robot.getState().status !== 'connected') {
        setWaiting(true);
        setOutcome({kind: 'info', text: 'Connecting…'});
        await robot.ready();
      }
      if (mode === 'publish') {
        robot.publish(item.name, item.type, message);
        setOutcome({kind: 'info', text: `Published to ${item.name}.`});
        return;
      }
      setWaiting(true);
      setOutcome({kind: 'info', text: 'Waiting for the robot to answer…'});
      const response = await robot.call(item.name, item.type, message);
      if (mounted.current) setOutcome({kind: 'info', text: `The robot answered: ${summarize(response)}`});
    } catch (error) {
      if (mounted.current) setOutcome({kind: 'problem', text: (error as Error).message});
    } finally {
      if (mounted.current) setWaiting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildMessage(fields, values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    if (moves) setConfirming(built.message);
    else void send(built.message);
  };

  return (
    <form onSubmit={submit} aria-label={`${mode === 'publish' ? 'Publish to' : 'Call'} ${item.name}`} noValidate>
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`${id}-${f.name}`}
          field={f}
          value={values[f.name]}
          error={errors[f.name]}
          onChange={(v) => setValues((old) => ({...old, [f.name]: v}))}
        />
      ))}
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label="Confirm a movement" aria-describedby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>This moves the robot. Make sure nothing and nobody is within reach of its head and arms.</p>
          {/* The confirmation replaces the button the reader pressed: focus moves to its choice (alertdialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className="button button--sm button--primary" onClick={() => void send(confirming)} autoFocus>
            Move the robot
          </button>{' '}
          <button type="button" className="button button--sm button--secondary" onClick={() => setConfirming(undefined)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--sm button--primary" disabled={waiting}>
          {connected ? '' : 'Connect and '}
          {mode === 'publish' ? (connected ? 'Publish' : 'publish') : connected ? 'Call' : 'call'}
        </button>
      )}
      {moves && stoppable && connected ? (
        <button
          type="button"
          className={`button button--sm ${styles.stop}`}
          onClick={() =>
            void stopMotion(item).then(
              (text) => setOutcome({kind: 'info', text}),
              (e: Error) => setOutcome({kind: 'problem', text: e.message}),
            )
          }
        >
          Stop
        </button>
      ) : null}
      <p className={outcome?.kind === 'problem' ? styles.problem : styles.status} role="status" data-robot-outcome={outcome?.kind}>
        {outcome?.text}
      </p>
    </form>
  );
}
