/**
 * The runner chunk: loaded by ../RunInPage.tsx on the reader's click. It runs one program of the docs in a sandboxed
 * frame against the virtual QTrobot, shows the program's console and stops it.
 */
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import bundled from './data';
import {EndpointMissing, virtualRobotEndpoint} from './endpoint';
import {fileName, frameDocument, usesQtrobot} from './frameDocument';
import {Output, useConsoleLog} from './Output';
import {createRelay} from './relay';
import {styles} from './styles';
import {programKey, type RosbridgeEndpoint, type RunnerData, type RunnerProps} from '../types';

export {MAX_LINES} from './Output';

type Props = RunnerProps & {
  /** Focus the Stop button when the runner appears (it replaces the stub's button, which had the focus). */
  focusOnMount?: boolean;
  /** For the tests: the data and the endpoint the site's build supplies. */
  data?: RunnerData;
  connect?: () => Promise<RosbridgeEndpoint>;
};

type Run = {status: 'starting'} | {status: 'running'; endpoint: RosbridgeEndpoint; id: number} | {status: 'stopped'} | {status: 'failed'; reason: string};

export function ProgramRunner({page, program: title, focusOnMount = false, data = bundled, connect = virtualRobotEndpoint}: Props): ReactNode {
  const program = data.programs[programKey(page, title)];
  if (!program) {
    throw new Error(
      `RunInPage: no runnable program "${title}" on "${page}". Write <RunInPage page="<the page's id>" program="<the title of the program's HTML block, or of a JavaScript block run alone>" />.`,
    );
  }
  const name = fileName(title.replace(/\s*\(.*\)\s*$/, '').trim());
  const [run, setRun] = useState<Run>({status: 'starting'});
  const {log, append, clear} = useConsoleLog();
  const [connectedTo, setConnectedTo] = useState<string>();
  const frame = useRef<HTMLIFrameElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const runs = useRef(0);

  const start = useCallback(() => {
    setRun({status: 'starting'});
    setConnectedTo(undefined);
    connect().then(
      (endpoint) => setRun({status: 'running', endpoint, id: ++runs.current}),
      (error: unknown) =>
        setRun({
          status: 'failed',
          reason:
            error instanceof EndpointMissing ? error.message : `The virtual QTrobot could not start: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
  }, [connect]);

  useEffect(start, [start]);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);

  const srcDoc = useMemo(() => (run.status === 'running' ? frameDocument(program, data, window.location.origin) : undefined), [run, program, data]);

  // A layout effect: the relay listens before the frame's first script can run.
  const endpoint = run.status === 'running' ? run.endpoint : undefined;
  const runId = run.status === 'running' ? run.id : 0;
  useLayoutEffect(() => {
    if (!endpoint) return undefined;
    const relay = createRelay({
      source: () => frame.current?.contentWindow ?? null,
      endpoint,
      // A sandboxed frame's origin is opaque: "*" is the only target origin that reaches it. Nothing else can be
      // in this window: the frame has no allow-same-origin and cannot navigate its parent.
      post: (message) => frame.current?.contentWindow?.postMessage(message, '*'),
      onConsole: append,
      onConnect: setConnectedTo,
    });
    const listener = (event: MessageEvent) => relay.handle(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      relay.close();
    };
  }, [endpoint, runId, append]);

  const loads = useRef(0);
  useLayoutEffect(() => {
    loads.current = 0;
  }, [runId]);

  const running = run.status === 'running' || run.status === 'starting';
  const qtrobot = usesQtrobot(program);
  let status: string;
  if (run.status === 'starting') status = 'Starting the virtual QTrobot…';
  else if (run.status === 'running') status = connectedTo ? `Running: the program is connected to the virtual QTrobot.` : 'Running.';
  else if (run.status === 'stopped') status = 'Stopped.';
  else status = run.reason;

  return (
    <section className={styles.runner} aria-label={`${name} running in the page`}>
      <p className={styles.note}>
        {name} runs unchanged in a sandboxed frame: its WebSocket reaches the virtual QTrobot in this page, whatever address it names
        {qtrobot ? ', and qtrobot.js is a stand-in written from its documented API' : ''}. The frame cannot read this site’s storage, cookies or page.
      </p>
      <div className={styles.controls}>
        <button
          ref={button}
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => {
            if (running) setRun({status: 'stopped'});
            else {
              clear();
              start();
            }
          }}
        >
          {running ? `Stop ${name}` : `Run ${name} again`}
        </button>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {srcDoc !== undefined ? (
        <iframe
          key={runId}
          ref={frame}
          className={styles.frame}
          title={`${name}, running against the virtual QTrobot`}
          // Scripts only: an opaque origin (no access to this site's storage, cookies or page), no forms, popups,
          // dialogs or navigation of this page.
          sandbox="allow-scripts"
          srcDoc={srcDoc}
          hidden={!program.hasPage}
          onLoad={() => {
            // The srcdoc loads once; a second load means the program navigated its frame elsewhere.
            loads.current += 1;
            if (loads.current > 1) {
              append({level: 'error', text: '[virtual QTrobot] the program left its page; it was stopped.'});
              setRun({status: 'stopped'});
            }
          }}
        />
      ) : null}
      <Output name={name} lines={log.lines} dropped={log.dropped} />
    </section>
  );
}
