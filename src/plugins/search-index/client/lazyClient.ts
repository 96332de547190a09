import type {FacetFilters} from './filters';
import type {OfflineClient, OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';
import {createWorkerClient, type WorkerBackedClient} from './workerClient';

/**
 * The offline client as the page sees it: this small object is all that ships with the page's JS.
 * Its first search (or `preload`) starts the search worker, which loads the client, the search
 * library and the index and builds the index off the main thread; where a worker cannot run, the
 * client and library are imported as a separate chunk into the page. Either way nothing costs
 * anything until a reader opens search.
 */
export type LazyOfflineClient = Omit<OfflineClient, 'appId'> & {readonly appId: string};

const clients = new Map<string, LazyOfflineClient>();

export function lazyOfflineClient(options: OfflineClientOptions): LazyOfflineClient {
  const key = `${options.baseUrl}\n${options.manifest}`;
  const existing = clients.get(key);
  if (existing) return existing;
  let loading: Promise<OfflineClient> | undefined;
  const agents: [string, string | undefined][] = [];
  const load = () => {
    loading ??= import('./offlineClient').then(({offlineClient}) => {
      const client = offlineClient(options);
      for (const [segment, version] of agents) client.addAlgoliaAgent(segment, version);
      return client;
    });
    return loading;
  };
  // The worker is used when the browser has one (not in Node or jsdom); `?search-worker=0` in the
  // page's address turns it off, to compare both in benchmarks.
  const useWorker = typeof Worker !== 'undefined' && !/[?&]search-worker=0\b/.test(globalThis.location?.search ?? '');
  const backend: WorkerBackedClient | undefined = useWorker
    ? createWorkerClient(options, () => new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'qt-search-worker'}), load)
    : undefined;
  const agent = {
    value: 'qtrobot-offline-search (1.0.0)',
    add({segment, version}: {segment: string; version?: string}) {
      agents.push([segment, version]);
      agent.value = `${agent.value}; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  const client: LazyOfflineClient = {
    appId: 'offline',
    async search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}> {
      return backend ? backend.search(input) : (await load()).search(input);
    },
    addAlgoliaAgent(segment: string, version?: string) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
    async preload(facetFilters?: FacetFilters) {
      await (backend ? backend.preload(facetFilters) : (await load()).preload(facetFilters));
    },
  };
  clients.set(key, client);
  return client;
}
