/**
 * One run of a Python program: the worker (../worker) and its link to the virtual QTrobot. The worker's rosbridge
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
  const worker = createWorker();
  let connection: {receive(json: string): void; close(): void} | undefined;
  const outbox: string[] = [];
  let finished = false;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (message: PageToWorker) => worker.postMessage(message);

  const finish = (code: number | 'stopped' | 'ended') => {
    if (finished) return;
    finished = true;
    clearTimeout(stopTimer);
    worker.terminate();
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
      finish(1);
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
    finish(1);
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
