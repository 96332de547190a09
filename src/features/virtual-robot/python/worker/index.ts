/**
 * The Python runner's worker: loads Pyodide from the site (../README.md, "The interpreter"), installs the rospy layer
 * and runs programs one at a time, away from the page's DOM and storage. Pyodide loads once; between two programs
 * the interpreter is put back as it was (`reset`). Its rosbridge traffic goes to the page, which hands it
 * to the virtual QTrobot.
 */
import {createHost, type Host} from './host';
import {prepare, runProgram, settle, type LoadPyodide, type Pyodide} from './runProgram';
import type {PageToWorker, WorkerToPage} from '../protocol';

const scope = self as unknown as {
  postMessage(message: WorkerToPage): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
  fetch: typeof fetch;
};
const post = (message: WorkerToPage) => scope.postMessage(message);

/** The program's host: each run has its own, so nothing of one program's waits reaches the next. */
const newHost = () =>
  createHost({
    send: (data) => post({kind: 'rosbridge', data}),
    wantsInput: () => post({kind: 'input'}),
    error: (text) => post({kind: 'out', stream: 'stderr', text}),
  });
let host: Host = newHost();
/** Pyodide, loaded by the first run and kept for the next ones. */
let loaded: Promise<Pyodide> | undefined;
/** The run in progress, or the last one. */
let current: Promise<void> = Promise.resolve();

/** Counts the bytes of the interpreter's files as they arrive, for the page's progress bar. */
function countDownloads(total: number): void {
  const realFetch = scope.fetch.bind(self);
  let loaded = 0;
  scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    if (!response.body || String(input instanceof Request ? input.url : input).endsWith('.wasm')) return response;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        post({kind: 'progress', phase: 'download', loaded: Math.min(loaded, total), total});
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {status: response.status, statusText: response.statusText, headers: response.headers});
  };
}

/**
 * The bundler makes this worker a classic one (it keeps `type: 'module'` only for an ES-module build of the whole
 * site), and Pyodide refuses to start where `importScripts` exists, as its loader then expects a classic build of
 * itself. This worker is one chunk and loads nothing with importScripts, and dynamic import() works in a classic
 * worker, so hiding importScripts lets Pyodide load its ES modules.
 */
function hideImportScripts(): void {
  Object.defineProperty(self, 'importScripts', {value: undefined, configurable: true});
}

/**
 * A worker has no DOM, cookies or localStorage, but it has the origin's IndexedDB and Cache Storage (where the service
 * worker keeps the site), which a program could reach through Pyodide's `js` module: both are hidden from it.
 */
function hideStorage(): void {
  for (const name of ['indexedDB', 'caches']) Object.defineProperty(self, name, {value: undefined, configurable: false});
}

/** Loads Pyodide (once per worker) and notes the interpreter's state before any program (../py/qtdocs_reset.py). */
function load(message: Extract<PageToWorker, {kind: 'run'}>): Promise<Pyodide> {
  loaded ??= (async () => {
    countDownloads(message.downloadBytes);
    hideImportScripts();
    const {loadPyodide} = (await import(/* webpackIgnore: true */ `${message.indexURL}pyodide.mjs`)) as {loadPyodide: LoadPyodide};
    const pyodide = await loadPyodide({indexURL: message.indexURL});
    hideStorage();
    prepare(pyodide, message.layer);
    return pyodide;
  })();
  return loaded;
}

async function run(message: Extract<PageToWorker, {kind: 'run'}>, runHost: Host): Promise<void> {
  const pyodide = await load(message);
  post({kind: 'progress', phase: 'start', loaded: message.downloadBytes, total: message.downloadBytes});
  // Stopped while Python loaded (the reader left the page): the program does not start; the worker stays for the next.
  const code = runHost.stopped()
    ? 0
    : await runProgram({
        pyodide,
        host: runHost,
        message,
        onStarted: () => post({kind: 'started'}),
        onOutput: (stream, text) => post({kind: 'out', stream, text}),
      });
  post({kind: 'exit', code});
}

/** How long the program's own stacks have, once stopped, to end before the worker gives up being reused. */
const SETTLE_MS = 1000;

/**
 * After a run: the interpreter is put back as before the program (./runProgram.ts `settle`) and the page is told it
 * can run the next one here. A program whose stacks do not end never gets the `idle`, and the page ends the worker.
 */
async function reset(): Promise<void> {
  await current;
  const pyodide = await loaded?.catch(() => undefined);
  if (pyodide && (await settle(pyodide, host, SETTLE_MS))) post({kind: 'idle'});
}

scope.onmessage = (event) => {
  const message = event.data;
  switch (message.kind) {
    case 'run':
      host = newHost();
      current = run(message, host).catch((error: unknown) => {
        post({kind: 'out', stream: 'stderr', text: `[virtual QTrobot] Python could not start: ${error instanceof Error ? error.message : String(error)}`});
        post({kind: 'exit', code: 1});
      });
      break;
    case 'reset':
      void reset();
      break;
    case 'rosbridge':
      host.receive(message.data);
      break;
    case 'stdin':
      host.input(message.line);
      break;
    case 'stop':
      host.request_stop();
      break;
    default:
      break;
  }
};
