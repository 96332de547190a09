/**
 * The robot chunk's components: the connection panel of the navbar, the "Try it" form of the API
 * reference and the one-click actions of the tutorials. Loaded by src/robot/lazy.tsx on the reader's
 * first click, so a reader who never uses them downloads none of this.
 */
import {useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {rosInterfaces, type RosInterface} from '../data/rosInterfaces';
import {compareWithDocs, otherVersionPath, type Comparison} from './compare';
import {robot} from './connection';
import {buildMessage, exampleValues, initialValues, planFor, summarize, type FormField} from './fields';
import {describe, type ConnectionState} from './state';
import {styles} from './styles';
import type {RobotSlotProps} from './lazy';


/** A folded list of interface names, left out when there are none. */
function NameList({summary, names}: {summary: string; names: readonly string[]}): ReactNode {
  if (names.length === 0) return null;
  return (
    <details>
      <summary>
        {summary} ({names.length})
      </summary>
      <ul className={styles.names} tabIndex={0}>
        {names.map((n) => (
          <li key={n}>
            <code>{n}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function useRobotState(): ConnectionState {
  return useSyncExternalStore(robot.subscribe, robot.getState, robot.getState);
}

const STATUS_LABEL: Record<ConnectionState['status'], string> = {
  disconnected: 'disconnected',
  connecting: 'connecting',
  connected: 'connected',
  refused: 'refused',
  lost: 'lost',
  auth: 'authentication required',
  blocked: 'blocked by the browser',
};

/** The short state shown on the navbar button. */
export function StatusBadge(): ReactNode {
  const state = useRobotState();
  return (
    <span className={styles.badge} data-status={state.status}>
      {STATUS_LABEL[state.status]}
    </span>
  );
}

function isProblem(state: ConnectionState): boolean {
  return state.status === 'refused' || state.status === 'lost' || state.status === 'auth' || state.status === 'blocked';
}

/** Address, connect and disconnect, and the state as a sentence (also announced to screen readers). */
export function ConnectionControls({compact = false}: {compact?: boolean}): ReactNode {
  const state = useRobotState();
  const [address, setAddress] = useState(robot.address);
  const id = useId();
  const busy = state.status === 'connecting' || state.status === 'connected';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    robot.connect(address);
  };
  return (
    <form className={styles.connection} onSubmit={submit} aria-label="Robot connection">
      {!compact || !busy ? (
        <div className={styles.row}>
          <label htmlFor={`${id}-address`}>rosbridge address</label>
          <input
            id={`${id}-address`}
            className={styles.input}
            type="text"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="ws://192.168.100.2:9091"
            value={address}
            disabled={busy}
            onChange={(e) => {
              setAddress(e.target.value);
              robot.address = e.target.value;
            }}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        {busy ? (
          <button type="button" className="button button--sm button--secondary" onClick={() => robot.disconnect()}>
            Disconnect
          </button>
        ) : (
          <button type="submit" className="button button--sm button--primary">
            Connect
          </button>
        )}
      </div>
      <p className={isProblem(state) ? styles.problem : styles.status} role="status" data-robot-status={state.status}>
        {describe(state, robot.hosts)}
      </p>
    </form>
  );
}

/** "What does my robot have": rosapi's lists against the documented interfaces. */
function RobotCheck(): ReactNode {
  const state = useRobotState();
  const [result, setResult] = useState<Comparison | {error: string} | undefined>();
  const [busy, setBusy] = useState(false);
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  if (state.status !== 'connected') return null;
  const check = async () => {
    setBusy(true);
    try {
      setResult(compareWithDocs(rosInterfaces, await robot.inventory()));
    } catch (error) {
      setResult({error: (error as Error).message});
    } finally {
      setBusy(false);
    }
  };
  const other = result && 'looksLike' in result && result.looksLike ? otherVersionPath(pathname, baseUrl, result.looksLike) : undefined;
  return (
    <section className={styles.check} aria-label="What does my robot have">
      <button type="button" className="button button--sm button--outline button--primary" onClick={check} disabled={busy}>
        What does my robot have?
      </button>
      <div role="status">
        {result && 'error' in result ? <p className={styles.problem}>{result.error}</p> : null}
        {result && 'looksLike' in result ? (
          <>
            <p>
              {result.looksLike
                ? `It looks like a ${result.looksLike} robot: it offers ${result.present.length} of the ${result.present.length + result.missing.length} interfaces the ${result.looksLike} docs list${result.looksLike === 'V2' ? ` (${result.v2Only} of them only on V2)` : ''}.`
                : 'None of the documented QTrobot interfaces is running on it.'}
            </p>
            {other ? (
              <p>
                <Link to={other}>Read the {result.looksLike} version of this page</Link>
              </p>
            ) : null}
            <NameList summary="Documented but not running" names={result.missing} />
            <NameList summary="Running but not documented" names={result.undocumented} />
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The navbar panel. */
export function RobotPanel(): ReactNode {
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>
        Connect to your QTrobot&apos;s rosbridge to try the interfaces from these pages. Nothing is sent to the robot until you click.
      </p>
      <ConnectionControls />
      <RobotCheck />
      <p className={styles.small}>
        <Link to="/docs/api_ros#try-it">How this works and what it needs</Link>
      </p>
    </div>
  );
}

/** The panel under the navbar's Robot button (inline in the mobile menu). */
export function RobotPopover({mobile, container, onClose}: {mobile: boolean; container: RefObject<HTMLElement | null>; onClose: (returnFocus: boolean) => void}): ReactNode {
  // Escape closes it and returns focus to the Robot button; a click elsewhere closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!mobile && !container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mobile, container, onClose]);
  return (
    <div className={mobile ? styles.inline : styles.popover} role="group" aria-label="Robot connection">
      <RobotPanel />
    </div>
  );
}

type Outcome = {kind: 'info' | 'problem'; text: string} | undefined;

const POSITION_TOPICS: Record<string, string[]> = {
  '/qt_robot/head_position/command': ['HeadYaw', 'HeadPitch'],
  '/qt_robot/right_arm_position/command': ['RightShoulderPitch', 'RightShoulderRoll', 'RightElbowRoll'],
  '/qt_robot/left_arm_position/command': ['LeftShoulderPitch', 'LeftShoulderRoll', 'LeftElbowRoll'],
};

/** One message of the joint feedback, or an error after a few seconds without one. */
function currentJoints(): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('No joint positions from /qt_robot/joints/state: use the robot\'s own stop if it keeps moving.'));
    }, 3000);
    const stop = robot.watch('/qt_robot/joints/state', 'sensor_msgs/JointState', (message) => {
      clearTimeout(timer);
      stop();
      const {name, position} = message as {name: string[]; position: number[]};
      resolve(Object.fromEntries(name.map((n, i) => [n, position[i]])));
    }, 0);
  });
}

/**
 * The stop control after a command that moves the robot: a gesture is stopped by the gesture
 * controller; a position command by commanding the positions the joints report now; motors switched
 * off or braked are switched back on (held where they are).
 */
async function stopMotion(item: RosInterface): Promise<string> {
  if (item.name.startsWith('/qt_robot/gesture/')) {
    await robot.call('/qt_robot/gesture/stop', 'qt_gesture_controller/gesture_stop', {});
    return 'Gesture stopped.';
  }
  if (item.name === '/qt_robot/motors/setControlMode') {
    await robot.call(item.name, item.type, {parts: ['head', 'right_arm', 'left_arm'], mode: 0});
    return 'Motors switched on: they hold their position.';
  }
  if (item.name === '/qt_robot/custom/startstop') {
    await robot.call(item.name, item.type, {command: false});
    return 'Custom controller stopped.';
  }
  const joints = await currentJoints();
  const topics = POSITION_TOPICS[item.name] ? [item.name] : Object.keys(POSITION_TOPICS);
  for (const topic of topics) {
    const data = POSITION_TOPICS[topic].map((j) => joints[j]);
    if (data.every((v) => typeof v === 'number')) robot.publish(topic, 'std_msgs/Float64MultiArray', {data});
  }
  return 'Told the joints to hold the positions they report now.';
}

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

function Subscription({item}: {item: RosInterface}): ReactNode {
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
            <pre className={styles.value} tabIndex={0} aria-label={`Latest message on ${item.name}`}>{last.text}</pre>
          </>
        ) : on ? (
          <p className={styles.small}>Waiting for a message on {item.name}…</p>
        ) : null}
      </div>
    </div>
  );
}

function SendForm({item, fields, mode, moves, initial}: {item: RosInterface; fields: FormField[]; mode: 'publish' | 'call'; moves: boolean; initial?: Record<string, string>}): ReactNode {
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
        <button type="button" className={`button button--sm ${styles.stop}`} onClick={() =>
            void stopMotion(item).then(
              (text) => setOutcome({kind: 'info', text}),
              (e: Error) => setOutcome({kind: 'problem', text: e.message}),
            )
          }>
          Stop
        </button>
      ) : null}
      <p className={outcome?.kind === 'problem' ? styles.problem : styles.status} role="status" data-robot-outcome={outcome?.kind}>
        {outcome?.text}
      </p>
    </form>
  );
}

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

export type ActionKind = 'say' | 'emotion' | 'gesture' | 'joints' | 'sound-direction';

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

/**
 * A robot control once the chunk is here (src/robot/lazy.tsx `RobotSlot` renders it in place of its
 * stub): a disclosure button and what it opens, by kind: the navbar's connection panel (with the state
 * in the button), an API entry's form (`arg`: its entry of src/data/rosInterfaces.ts) or a tutorial's
 * action (`arg`: its name). `opened`: the reader clicked this control's stub, so it opens at once, and
 * takes the focus the stub's button had (removing it left the focus on the page's body).
 */
export function RobotControl({
  kind,
  label,
  arg,
  as: Tag = 'div',
  className = '',
  buttonClassName,
  mobile = false,
  opened,
  ...rest
}: RobotSlotProps & {opened: boolean}): ReactNode {
  const [open, setOpen] = useState(opened);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    if (opened && (!document.activeElement || document.activeElement === document.body)) button.current?.focus();
  }, [opened]);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <Tag ref={wrapper} className={`qt-robot-stub ${className}`}>
      <button ref={button} type="button" className={buttonClassName} aria-expanded={open} aria-controls={id} aria-label={rest['aria-label']} onClick={() => setOpen(!open)}>
        {label}
        {kind === 'popover' ? <StatusBadge /> : null}
      </button>
      <div id={id}>
        {open && kind === 'popover' ? <RobotPopover mobile={mobile} container={wrapper} onClose={close} /> : null}
        {open && kind === 'try' ? <TryItForm item={arg as RosInterface} /> : null}
        {open && kind === 'action' ? <RobotActionBody action={arg as ActionKind} /> : null}
      </div>
    </Tag>
  );
}
