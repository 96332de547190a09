/**
 * The Python runner's worker: loads Pyodide from the site (../README.md, "The interpreter"), installs the rospy layer
 * and runs one program, away from the page's DOM and storage. Its rosbridge traffic goes to the page, which hands it
 * to the virtual QTrobot.
 */
import {createHost} from './host';
import {runProgram, type LoadPyodide} from './runProgram';
import type {PageToWorker, WorkerToPage} from '../protocol';

const scope = self as unknown as {
  postMessage(message: WorkerToPage): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
  fetch: typeof fetch;
};
const post = (message: WorkerToPage) => scope.postMessage(message);

const host = createHost({
  send: (data) => post({kind: 'rosbridge', data}),
  wantsInput: () => post({kind: 'input'}),
  error: (text) => post({kind: 'out', stream: 'stderr', text}),
});

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

async function run(message: Extract<PageToWorker, {kind: 'run'}>): Promise<void> {
  countDownloads(message.downloadBytes);
  hideImportScripts();
  const {loadPyodide} = (await import(/* webpackIgnore: true */ `${message.indexURL}pyodide.mjs`)) as {loadPyodide: LoadPyodide};
  const pyodide = await loadPyodide({indexURL: message.indexURL});
  hideStorage();
  post({kind: 'progress', phase: 'start', loaded: message.downloadBytes, total: message.downloadBytes});
  const code = await runProgram({
    pyodide,
    host,
    message,
    onStarted: () => post({kind: 'started'}),
    onOutput: (stream, text) => post({kind: 'out', stream, text}),
  });
  post({kind: 'exit', code});
}

scope.onmessage = (event) => {
  const message = event.data;
  switch (message.kind) {
    case 'run':
      run(message).catch((error: unknown) => {
        post({kind: 'out', stream: 'stderr', text: `[virtual QTrobot] Python could not start: ${error instanceof Error ? error.message : String(error)}`});
        post({kind: 'exit', code: 1});
      });
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
