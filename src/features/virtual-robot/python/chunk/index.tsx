/**
 * The Python runner's chunk: loaded by ../../run/RunInPage.tsx on the reader's click for a `.py` program. It runs the
 * program in a worker with Python 3.14 (Pyodide, served by the site) and the page's rospy, against the virtual
 * QTrobot, with Stop, the program's arguments and standard input, and its output.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import bundled from './data';
import {virtualRobotEndpoint} from '../../run/chunk/endpoint';
import {Output, useConsoleLog} from '../../run/chunk/Output';
import {styles} from '../../run/chunk/styles';
import type {RosbridgeEndpoint, RunnerProps} from '../../run/types';
import type {PythonRunnerData} from '../types';
import {startPython, type PythonRun} from './session';

declare const __QTDOCS_RUN_TEST_HOOK__: boolean | undefined;
/** The builds the tests use (E2E_PAGES=1) let a test give a run the arguments and input `npm run test:robot` gives. */
export type PythonTestWindow = Window & {qtdocsPythonInputs?: {args?: string[]; stdin?: string}};

type Props = RunnerProps & {
  focusOnMount?: boolean;
  /** Whether this browser can suspend WebAssembly on a promise (JSPI); detected when not given. */
  canSuspend?: boolean;
  /** For the tests: the data, the endpoint and the worker the site's build supplies. */
  data?: PythonRunnerData;
  connect?: (scenario?: PythonRunnerData['scenarios'][string]) => Promise<RosbridgeEndpoint>;
  createWorker?: () => Worker;
};

type Status =
  | {kind: 'loading'; loaded: number; total: number; phase: 'download' | 'start'}
  | {kind: 'running'; waitingForInput: boolean}
  | {kind: 'ended'; code: number | 'stopped' | 'ended'};

// The bundler emits the worker as a classic worker (../worker/index.ts says how Pyodide starts in it).
const defaultWorker = () => new Worker(new URL('../worker/index.ts', import.meta.url), {name: 'qtdocs-python'});

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

function testInputs(): {args?: string[]; stdin?: string} {
  if (typeof __QTDOCS_RUN_TEST_HOOK__ !== 'undefined' && __QTDOCS_RUN_TEST_HOOK__) return (window as PythonTestWindow).qtdocsPythonInputs ?? {};
  return {};
}

/** Splits an argument line as a shell does for plain words and quoted strings. */
export function splitArgs(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/**
 * WebAssembly JavaScript Promise Integration: the layer's blocking calls (a service call, `rospy.sleep`, `input()`)
 * suspend the Python stack on a promise with it (../README.md). Chrome and Edge have it from version 137.
 */
export const canSuspendWasm = (): boolean => typeof WebAssembly === 'object' && typeof (WebAssembly as {Suspending?: unknown}).Suspending === 'function';

export function PythonRunner({canSuspend = canSuspendWasm(), ...props}: Props): ReactNode {
  if (canSuspend) return <Runner {...props} />;
  const name = props.program.split('/').pop()!;
  // Nothing loads: without JSPI the program would stop at its first wait.
  return (
    <section className={styles.runner} aria-label={`${name} running in the page`}>
      <p className={styles.status} role="status">
        {name} cannot run in this browser: Python in the page waits for the robot with WebAssembly JavaScript Promise Integration (JSPI), which this browser
        does not have. Chrome and Edge have it from version 137. The steps on this page run the program on a QTrobot.
      </p>
    </section>
  );
}

function Runner({page, program: title, focusOnMount = false, data = bundled, connect = virtualRobotEndpoint, createWorker = defaultWorker}: Props): ReactNode {
  const program = data.programs[`${page}#${title}`];
  if (!program) {
    throw new Error(`RunInPage: no Python program "${title}" runs in the page on "${page}" (see src/features/virtual-robot/python/programs.ts).`);
  }
  const name = title.split('/').pop()!;
  const indexURL = new URL(useBaseUrl(data.pyodide.path), typeof window === 'undefined' ? 'http://localhost/' : window.location.href).href;
  const [status, setStatus] = useState<Status>({kind: 'loading', loaded: 0, total: data.pyodide.downloadBytes, phase: 'download'});
  const {log, append, clear} = useConsoleLog();
  const [argLine, setArgLine] = useState(() => (testInputs().args ?? []).join(' '));
  const [inputLine, setInputLine] = useState('');
  const run = useRef<PythonRun>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const inputField = useRef<HTMLInputElement>(null);

  const start = useCallback(
    (args: string[]) => {
      run.current?.dispose();
      clear();
      setStatus({kind: 'loading', loaded: 0, total: data.pyodide.downloadBytes, phase: 'download'});
      const stdin = testInputs().stdin;
      run.current = startPython({
        program,
        layer: data.layer,
        indexURL,
        downloadBytes: data.pyodide.downloadBytes,
        args,
        stdin: stdin === undefined ? undefined : stdin.split('\n').slice(0, -1),
        endpoint: () => connect(data.scenarios[page]),
        createWorker,
        events: {
          onProgress: (phase, loaded, total) => setStatus({kind: 'loading', phase, loaded, total}),
          onStarted: () => setStatus({kind: 'running', waitingForInput: false}),
          onLine: append,
          onInput: () => {
            setStatus({kind: 'running', waitingForInput: true});
            inputField.current?.focus();
          },
          onExit: (code) => setStatus({kind: 'ended', code}),
        },
      });
    },
    [program, page, data, indexURL, connect, createWorker, append, clear],
  );

  // Once: the stub's click started this run; later runs start from "Run again".
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      start(splitArgs(argLine));
    }
  }, [start, argLine]);
  useEffect(() => () => run.current?.dispose(), []);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);

  const active = status.kind !== 'ended';
  let text: string;
  if (status.kind === 'loading') {
    text =
      status.phase === 'download' && status.loaded < status.total
        ? `Loading Python: ${megabytes(status.loaded)} of ${megabytes(status.total)} MB (kept for the next runs and offline).`
        : 'Starting Python…';
  } else if (status.kind === 'running') text = status.waitingForInput ? `${name} waits for a line of input.` : `Running ${name}.`;
  else if (status.code === 'stopped') text = 'Stopped.';
  else if (status.code === 'ended') text = 'Stopped: the program did not return to a wait within 1.5 s, so its worker was ended.';
  else text = `${name} ended with exit status ${status.code}.`;

  return (
    <section className={styles.runner} aria-label={`${name} running in the page`}>
      <p className={styles.note}>
        {name} runs unchanged in Python 3.14 (Pyodide) in a worker of this page, with a rospy written for the page; it drives the virtual QTrobot. It cannot
        read this site’s storage, cookies or page.
      </p>
      <div className={styles.controls}>
        <button
          ref={button}
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => (active ? run.current?.stop() : start(splitArgs(argLine)))}
        >
          {active ? `Stop ${name}` : `Run ${name} again`}
        </button>
        <label className={styles.field}>
          Arguments <input type="text" value={argLine} onChange={(e) => setArgLine(e.target.value)} spellCheck={false} placeholder="none" disabled={active} />
        </label>
      </div>
      <p className={styles.status} role="status">
        {text}
      </p>
      {status.kind === 'loading' && status.phase === 'download' ? (
        <progress className={styles.progress} max={status.total} value={status.loaded} aria-label={`Loading Python for ${name}`} />
      ) : null}
      {status.kind === 'running' ? (
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            append({level: 'info', text: `> ${inputLine}`});
            run.current?.input(inputLine);
            setInputLine('');
            setStatus({kind: 'running', waitingForInput: false});
          }}
        >
          <label className={styles.field}>
            Input <input ref={inputField} type="text" value={inputLine} onChange={(e) => setInputLine(e.target.value)} spellCheck={false} />
          </label>
          <button type="submit" className="button button--sm button--secondary">
            Send line
          </button>
        </form>
      ) : null}
      <Output name={name} lines={log.lines} dropped={log.dropped} />
    </section>
  );
}
