/**
 * Hosted mode: the modal's Algolia client, the site's algoliasearch (the one the search page
 * uses) rather than the older copy bundled in DocSearch 3.9, with a host cache that works
 * (hostState.ts): hosts that failed are skipped for two minutes. The standard transport otherwise:
 * connect 1 s, read 2 s, write 30 s, retries across the DSN and the fallback hosts. The client
 * loads with the modal, not with the page.
 */
import {hostStateCache} from './hostState';

type LiteClient = {
  search: (...args: never[]) => Promise<unknown>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string}};
};

const clients = new Map<string, LiteClient>();

/** The `docsearch (x)` and `docsearch-react (x)` agents DocSearch put on its own client. */
export function docSearchAgents(agent: string): [string, string | undefined][] {
  return [...agent.matchAll(/(?:^|;\s*)(docsearch[\w-]*)(?: \(([^)]+)\))?/g)].map((m) => [m[1], m[2]]);
}

export function hostedClient(appId: string, apiKey: string, agents: [string, string | undefined][]): LiteClient {
  const key = `${appId}\n${apiKey}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const extra: [string, string | undefined][] = [...agents];
  let loading: Promise<LiteClient> | undefined;
  const load = () =>
    (loading ??= import('algoliasearch/lite').then(({liteClient}) => {
      const client = liteClient(appId, apiKey, {hostsCache: hostStateCache()}) as unknown as LiteClient;
      for (const [segment, version] of extra) client.addAlgoliaAgent(segment, version);
      return client;
    }));
  const agent = {
    get value() {
      return extra.map(([s, v]) => (v ? `${s} (${v})` : s)).join('; ');
    },
  };
  const client: LiteClient = {
    search: async (...args: never[]) => (await load()).search(...args),
    addAlgoliaAgent(segment, version) {
      extra.push([segment, version]);
      void loading?.then((c) => c.addAlgoliaAgent(segment, version));
    },
    transporter: {algoliaAgent: agent},
  };
  clients.set(key, client);
  return client;
}
