/// <reference lib="webworker" />
/**
 * The search worker: the offline client, off the page's main thread. Here the index is built in
 * one go (chunks that yield are for a thread that also paints), and each built index is reported
 * to the page, which records the "qt-search-index" measure on its own timeline.
 */
import {createEngine} from './engine';
import {createOfflineClient, type OfflineClient} from './offlineClient';
import {describeError, type WorkerReply, type WorkerRequest} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

// One client per site and manifest (a page has one), keeping its loaded index between messages.
const clients = new Map<string, OfflineClient>();

const post = (reply: WorkerReply) => self.postMessage(reply);
const epoch = (time: number) => performance.timeOrigin + time;

self.onmessage = async ({data}: MessageEvent<WorkerRequest>) => {
  const key = `${data.options.baseUrl}\n${data.options.manifest}`;
  let client = clients.get(key);
  if (!client) {
    client = createOfflineClient({
      ...data.options,
      loadEngineBuilder: async () => createEngine,
      onIndexed: (tags, {start, parsed, end}) => post({id: null, indexed: {tags, start: epoch(start), parsed: epoch(parsed), end: epoch(end)}}),
    });
    clients.set(key, client);
  }
  try {
    if (data.op === 'search') post({id: data.id, ok: true, value: await client.search(data.input)});
    else {
      await client.preload(data.facetFilters);
      post({id: data.id, ok: true});
    }
  } catch (error) {
    post({id: data.id, ok: false, error: describeError(error)});
  }
};
