import type {FacetFilters} from './filters';
import {measureIndex} from './measures';
import type {OfflineClient, OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';
import {revive, type WorkerOptions, type WorkerReply, type WorkerRequest} from './workerProtocol';

/**
 * The page's side of the search worker: `search` and `preload` are posted to the worker, which
 * fetches and indexes the index files off the main thread. Should the worker fail to start (its
 * script cannot load, the browser refuses it), every pending and later call goes to `fallback`,
 * the same client on the page's own thread.
 */
export type WorkerBackedClient = Pick<OfflineClient, 'search' | 'preload'>;

type Pending = {resolve(value: unknown): void; reject(error: unknown): void; inThread(): Promise<unknown>};
type Call = {op: 'search'; input: {requests: SearchRequest[]} | SearchRequest[]} | {op: 'preload'; facetFilters?: FacetFilters};

export function createWorkerClient(options: OfflineClientOptions, spawn: () => Worker, fallback: () => Promise<OfflineClient>): WorkerBackedClient {
  const workerOptions: WorkerOptions = {
    baseUrl: new URL(options.baseUrl, globalThis.location?.href ?? 'http://localhost/').href,
    manifest: options.manifest,
    timeoutMs: options.timeoutMs,
  };
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 1;
  // The first index is measured from the worker's start (the page's first request), so the
  // start-up counts; a later one (another version's) from the worker's own first request for it.
  let startedAt: number | undefined;

  const giveUp = () => {
    failed = true;
    worker?.terminate();
    worker = undefined;
    for (const [id, call] of pending) {
      pending.delete(id);
      call.inThread().then(call.resolve, call.reject);
    }
  };

  const onReply = ({data}: MessageEvent<WorkerReply>) => {
    if (data.id === null) {
      const {tags, start, parsed, end} = data.indexed;
      const local = (epoch: number) => epoch - performance.timeOrigin;
      measureIndex(tags, {start: startedAt ?? local(start), parsed: local(parsed), end: local(end)});
      startedAt = undefined;
      return;
    }
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else call.reject(revive(data.error));
  };

  const start = (): Worker | undefined => {
    if (failed) return undefined;
    if (!worker) {
      try {
        startedAt = performance.now();
        worker = spawn();
      } catch {
        failed = true;
        return undefined;
      }
      worker.addEventListener('message', onReply);
      worker.addEventListener('messageerror', giveUp);
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        giveUp();
      });
    }
    return worker;
  };

  const call = <T>(message: Call, inThread: (client: OfflineClient) => Promise<T>): Promise<T> => {
    const target = start();
    const runInThread = () => fallback().then(inThread);
    if (!target) return runInThread();
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject, inThread: runInThread});
      target.postMessage({id, options: workerOptions, ...message} satisfies WorkerRequest);
    });
  };

  return {
    search: (input) => call<{results: SearchResponse[]}>({op: 'search', input}, (client) => client.search(input)),
    preload: (facetFilters) => call<void>({op: 'preload', facetFilters}, (client) => client.preload(facetFilters)),
  };
}
