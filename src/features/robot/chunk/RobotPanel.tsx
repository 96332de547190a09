/** The navbar's connection panel: the connection form and "What does my robot have". */
import {useEffect, useState, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {rosInterfaces} from '@site/src/data/rosInterfaces';
import {compareWithDocs, pageInGeneration, type Comparison} from './compare';
import {ConnectionControls} from './ConnectionControls';
import {robot} from './connection';
import {styles} from './styles';
import {useRobotState} from './useRobotState';
import {VirtualRobotMount} from './VirtualRobotMount';

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
  const other = result && 'looksLike' in result && result.looksLike ? pageInGeneration(pathname, baseUrl, result.looksLike) : undefined;
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
        Connect to your QTrobot&apos;s rosbridge, or to a virtual QTrobot running in this page, to try the interfaces from these pages. Nothing is sent to the
        robot until you click.
      </p>
      <ConnectionControls />
      <VirtualRobotMount />
      <RobotCheck />
      <p className={styles.small}>
        <Link to="/docs/api_ros#try-it">How this works and what it needs</Link>
      </p>
    </div>
  );
}

/** The panel under the navbar's Robot button (inline in the mobile menu). */
export function RobotPopover({
  mobile,
  container,
  onClose,
}: {
  mobile: boolean;
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}): ReactNode {
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
