/** The connection form (address, connect, disconnect, the state as a sentence) and the navbar's state badge. */
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {robot} from './connection';
import {describe, type ConnectionState} from './state';
import {styles} from './styles';
import {useRobotState} from './useRobotState';

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

/**
 * Address, connect and disconnect, the virtual robot's one-click connection, and the state as a sentence (also
 * announced to screen readers).
 */
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
          <>
            <button type="submit" className="button button--sm button--primary">
              Connect
            </button>
            <button type="button" className="button button--sm button--outline button--primary" onClick={() => robot.connectVirtual()}>
              Virtual QTrobot (in this page)
            </button>
          </>
        )}
      </div>
      <p className={isProblem(state) ? styles.problem : styles.status} role="status" data-robot-status={state.status}>
        {describe(state, robot.hosts)}
      </p>
    </form>
  );
}
