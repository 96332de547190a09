import {SearchIndexError} from '../engine/errors';
import type {FacetFilters} from './filters';
import type {OfflineClient, OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';

/**
 * The offline client as the page sees it: this small object is all that ships with the page's JS.
 * Its first search (or `preload`) imports the client and the search library as a separate chunk
 * and fetches the index, so neither costs anything until a reader opens search.
 */
export type LazyOfflineClient = Omit<OfflineClient, 'appId'> & {
  readonly appId: string;
  /** Loads the client's code only (no index): what search needs kept for offline use. */
  warm(): Promise<void>;
};

const clients = new Map<string, LazyOfflineClient>();

export function lazyOfflineClient(options: OfflineClientOptions): LazyOfflineClient {
  const key = `${options.baseUrl}\n${options.manifest}`;
  const existing = clients.get(key);
  if (existing) return existing;
  let loading: Promise<OfflineClient> | undefined;
  const agents: [string, string | undefined][] = [];
  const load = () => {
    loading ??= import('./offlineClient').then(
      ({offlineClient}) => {
        const client = offlineClient(options);
        for (const [segment, version] of agents) client.addAlgoliaAgent(segment, version);
        return client;
      },
      (cause: unknown) => {
        // Offline, with the client's code never kept: the same error screen as an index that
        // cannot load, and the next search tries again.
        loading = undefined;
        throw new SearchIndexError('The search code could not be loaded', {status: 0, url: '', cause});
      },
    );
    return loading;
  };
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
      return (await load()).search(input);
    },
    addAlgoliaAgent(segment: string, version?: string) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
    async suggest(query: string, facetFilters?: FacetFilters) {
      return (await load()).suggest(query, facetFilters);
    },
    async warm() {
      await load();
    },
    async preload(facetFilters?: FacetFilters) {
      await (await load()).preload(facetFilters);
    },
  };
  clients.set(key, client);
  return client;
}
