/**
 * One run of a Python program: the worker (../worker) and its link to the virtual QTrobot. Pyodide takes seconds to
 * start, so a worker is kept after its run: put back as before the program (`reset`), it runs the next program, on
 * this page or the next one the reader opens, at once. One such spare worker is kept; a worker that does not settle
 * (a program's thread busy in a loop) is ended. The worker's rosbridge
 * messages go to a session of the robot's endpoint, opened when the run starts: the robot appears and its sensors'
 * timeline runs while Python loads, as the simulated robot runs before a program on a computer starts. The
 * endpoint's answers go back, and the errors rosbridge reports are
 * written into the output as the JavaScript runner writes them (../../run/chunk/relay.ts `bridgeError`).
 */
import {bridgeError, type ConsoleLine} from '../../run/chunk/relay';
import type {RosbridgeEndpoint} from '../../run/types';
import type {PageToWorker, PythonLayer, WorkerToPage} from '../protocol';
import type {PythonSource} from '../types';

/** After Stop, how long a program has to return from its wait before its worker is ended. */
export const STOP_GRACE_MS = 1500;
/** After a run, how long its worker has to settle and answer `idle` (the worker gives the program's stacks 1 s). */
export const SETTLE_GRACE_MS = 2500;

/** A worker with Python loaded and no program, kept for the next run. */
let spare: Worker | undefined;

/** The spare worker if there is one (then Python starts at once), or a new one. */
function takeWorker(createWorker: () => Worker): Worker {
  const worker = spare;
  spare = undefined;
  return worker ?? createWorker();
}

/**
 * After a run: asks the worker to settle, and keeps it as the spare when it answers `idle`. While Python still loads
 * (the reader left before it started), each progress message gives it more time.
 */
function release(worker: Worker): void {
  let timer = setTimeout(() => worker.terminate(), SETTLE_GRACE_MS);
  worker.onmessage = (event: MessageEvent<WorkerToPage>) => {
    if (event.data.kind === 'progress') {
      clearTimeout(timer);
      timer = setTimeout(() => worker.terminate(), SETTLE_GRACE_MS);
    } else if (event.data.kind === 'idle') {
      clearTimeout(timer);
      spare?.terminate();
      spare = worker;
    }
  };
  worker.onerror = () => {
    clearTimeout(timer);
    worker.terminate();
  };
  worker.postMessage({kind: 'stop'} satisfies PageToWorker);
  worker.postMessage({kind: 'reset'} satisfies PageToWorker);
}

export type RunEvents = {
  onProgress(phase: 'download' | 'start', loaded: number, total: number): void;
  onStarted(): void;
  onLine(line: ConsoleLine): void;
  onInput(): void;
  onExit(code: number | 'stopped' | 'ended'): void;
};

export type RunOptions = {
  program: PythonSource;
  layer: PythonLayer;
  indexURL: string;
  downloadBytes: number;
  args: string[];
  stdin?: string[];
  endpoint: () => Promise<RosbridgeEndpoint>;
  createWorker: () => Worker;
  events: RunEvents;
};

export type PythonRun = {stop(): void; input(line: string | null): void; dispose(): void};

const levelOf = (stream: 'stdout' | 'stderr', text: string): ConsoleLine['level'] => {
  if (/^\[WARN\]/.test(text)) return 'warn';
  if (stream === 'stderr') return /^\[INFO\]/.test(text) ? 'log' : 'error';
  return 'log';
};

export function startPython({program, layer, indexURL, downloadBytes, args, stdin, endpoint, createWorker, events}: RunOptions): PythonRun {
  const warm = spare !== undefined;
  const worker = takeWorker(createWorker);
  // Python is loaded already: nothing to download.
  if (warm) events.onProgress('start', downloadBytes, downloadBytes);
  let connection: {receive(json: string): void; close(): void} | undefined;
  const outbox: string[] = [];
  let finished = false;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (message: PageToWorker) => worker.postMessage(message);

  /** `reuse`: the worker answered or can still settle; not after it failed, or ignored Stop. */
  const finish = (code: number | 'stopped' | 'ended', reuse = code !== 'ended') => {
    if (finished) return;
    finished = true;
    clearTimeout(stopTimer);
    if (reuse) release(worker);
    else worker.terminate();
    connection?.close();
    connection = undefined;
    events.onExit(code);
  };

  endpoint().then(
    (e) => {
      if (finished) return;
      connection = e.connect((json) => {
        const error = bridgeError(json);
        if (error) events.onLine(error);
        if (!finished) post({kind: 'rosbridge', data: json});
      });
      for (const queued of outbox.splice(0)) connection.receive(queued);
    },
    (error: unknown) => {
      events.onLine({level: 'error', text: `[virtual QTrobot] ${error instanceof Error ? error.message : String(error)}`});
      finish(1, true);
    },
  );

  const toRobot = (data: string) => {
    if (connection) connection.receive(data);
    else outbox.push(data);
  };

  worker.onmessage = (event: MessageEvent<WorkerToPage>) => {
    const message = event.data;
    switch (message.kind) {
      case 'progress':
        events.onProgress(message.phase, message.loaded, message.total);
        break;
      case 'started':
        events.onStarted();
        break;
      case 'out':
        events.onLine({level: levelOf(message.stream, message.text), text: message.text});
        break;
      case 'rosbridge':
        toRobot(message.data);
        break;
      case 'input':
        events.onInput();
        break;
      case 'exit':
        finish(stopTimer ? 'stopped' : message.code);
        break;
      default:
        break;
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    events.onLine({level: 'error', text: `[virtual QTrobot] Python stopped: ${event.message || 'the worker failed to load'}`});
    finish(1, false);
  };

  post({kind: 'run', indexURL, downloadBytes, layer, file: program.title, code: program.code, args, stdin});

  return {
    stop() {
      if (finished || stopTimer) return;
      post({kind: 'stop'});
      // A program busy in a loop that never waits cannot see Stop: its worker is ended.
      stopTimer = setTimeout(() => finish('ended'), STOP_GRACE_MS);
    },
    input(line) {
      if (!finished) post({kind: 'stdin', line});
    },
    dispose() {
      finish('stopped');
    },
  };
}
