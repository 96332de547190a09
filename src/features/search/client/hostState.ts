/**
 * Hosted mode: where the Algolia client remembers which hosts failed, so that the next searches
 * go straight to a working host for two minutes. The client's default cache cannot do this in
 * algoliasearch 5.x: it writes a host's state under a key that includes the state itself
 * (status, lastUpdate) and reads it under the bare host, so a failed host is never recognised;
 * and a state read back from local storage would have lost the methods the client calls on it.
 * This cache keys hosts by protocol, address and role, keeps the state in local storage (shared
 * by the tabs of the site) and rebuilds the methods, with the client's own expiry rules.
 */
export const HOST_STATE_TTL_MS = 2 * 60 * 1000;
const STORAGE_KEY = 'qtrobot-algolia-hosts';

type Host = {url: string; accept: string; protocol: string};
type HostState = Host & {status: 'up' | 'down' | 'timed out'; lastUpdate: number};
export type StatefulHost = HostState & {isUp(): boolean; isTimedOut(): boolean};
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function idOf(key: unknown): string {
  const host = key as Partial<Host>;
  return typeof key === 'string' ? key : `${host.protocol}://${host.url}|${host.accept}`;
}

export function revive(state: HostState, now: () => number = Date.now): StatefulHost {
  return {
    ...state,
    isUp: () => state.status === 'up' || now() - state.lastUpdate > HOST_STATE_TTL_MS,
    isTimedOut: () => state.status === 'timed out' && now() - state.lastUpdate <= HOST_STATE_TTL_MS,
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A `hostsCache` for algoliasearch's lite client (its Cache interface). */
export function hostStateCache(storage: Storage | undefined = defaultStorage(), now: () => number = Date.now) {
  const memory = new Map<string, HostState>();
  const read = (): Record<string, HostState> => {
    try {
      return {...Object.fromEntries(memory), ...(JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, HostState>)};
    } catch {
      return Object.fromEntries(memory);
    }
  };
  const write = (all: Record<string, HostState>) => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(all));
    } catch {
      // Private mode or a full storage: the memory copy still serves this page.
    }
  };
  return {
    async get<TValue>(
      key: Record<string, unknown> | string,
      defaultValue: () => Promise<TValue>,
      events?: {miss: (value: TValue) => Promise<unknown>},
    ): Promise<TValue> {
      const state = read()[idOf(key)];
      if (state) return revive(state, now) as TValue;
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    async set<TValue>(key: Record<string, unknown> | string, value: TValue): Promise<TValue> {
      const {url, accept, protocol, status, lastUpdate} = value as unknown as HostState;
      const state: HostState = {url, accept, protocol, status, lastUpdate};
      const id = idOf(key);
      memory.set(id, state);
      write({...read(), [id]: state});
      return value;
    },
    async delete(key: Record<string, unknown> | string): Promise<void> {
      const id = idOf(key);
      memory.delete(id);
      const {[id]: _, ...rest} = read();
      write(rest);
    },
    async clear(): Promise<void> {
      memory.clear();
      storage?.removeItem(STORAGE_KEY);
    },
  };
}
