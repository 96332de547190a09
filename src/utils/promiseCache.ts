/**
 * Loads kept by key, for the offline search client (src/features/search/client/offlineClient.ts)
 * and the MCP server (mcp/docs.ts): the first call for a key starts its load and every later call
 * for that key shares the same promise; a load that fails is dropped, so the next call for that
 * key starts it again. One-promise loads without a key are `loadOnce` (./loadOnce.ts).
 */
export function promiseCache<K, T>(): (key: K, load: () => Promise<T>) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  return (key, load) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  };
}
