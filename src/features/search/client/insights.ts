/**
 * Hosted mode only: the insights client DocSearch's Algolia insights plugin reports to (item
 * views debounced 400 ms, sent in batches of 20, clicks after search). Left to itself, the plugin
 * loads `search-insights` from a CDN; this stand-in queues calls and replays them into the copy
 * bundled with the site, imported on first use, so no third-party script is ever loaded.
 */
type Call = [method: string, ...args: unknown[]];
export type InsightsClientFn = ((method: string, ...args: unknown[]) => unknown) & {version: string};

// The plugin treats a client as modern (user tokens through callbacks) from its version property.
const BUNDLED_VERSION = '2.17.3';

export function lazyInsightsClient(
  load: () => Promise<(method: string, ...args: unknown[]) => unknown> = () =>
    import('search-insights').then((m) => m.default as unknown as (method: string, ...args: unknown[]) => unknown),
): InsightsClientFn {
  let real: ((method: string, ...args: unknown[]) => unknown) | undefined;
  const queue: Call[] = [];
  let started = false;
  const client = ((method: string, ...args: unknown[]) => {
    if (real) return real(method, ...args);
    queue.push([method, ...args]);
    if (!started) {
      started = true;
      void load().then((aa) => {
        real = aa;
        for (const [m, ...a] of queue.splice(0)) aa(m, ...a);
      });
    }
    return undefined;
  }) as InsightsClientFn;
  client.version = BUNDLED_VERSION;
  return client;
}
