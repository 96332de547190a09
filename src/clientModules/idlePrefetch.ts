/**
 * Route prefetching in idle time. Docusaurus prefetches the chunks of every link that comes into
 * view (its `Link` calls `window.docusaurus.prefetch(path)` from an IntersectionObserver), and its
 * `prefetch` matches the path against every route and scans the whole chunk registry: work that
 * grows with the number of routes, done for every link on screen in the observer's callback, just
 * after hydration. On the home page that is 228 ms of script in one task at Lighthouse's 4x CPU
 * slowdown (CPU profile).
 *
 * Here the paths wait for the browser to be idle and are prefetched a few at a time, within each
 * idle period (src/utils/idleQueue.ts). Which chunks are fetched, how, and when not at all (2g,
 * Save-Data) stays Docusaurus' own `prefetch`; only when it runs changes. Hover and touch
 * preloading (`preload`) keeps its timing, and also loads the code highlighter (below).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadHighlighter, prefetchHighlighter} from '@site/src/features/code-blocks/loader';
import {createIdleQueue, scheduleIdle, type ScheduleIdle} from '@site/src/utils/idleQueue';

type DocusaurusGlobal = {prefetch(path: string): boolean; preload(path: string): boolean};

/**
 * The code highlighter's chunk follows the routes' (src/features/code-blocks/loader.ts): the first
 * visit does not load it, and a page reached by a link may have code to highlight. It is
 * prefetched once Docusaurus has agreed to prefetch a route (not on 2g or with Save-Data), and
 * loaded when a reader points at or touches a link, as Docusaurus then preloads the route.
 */
export type HighlighterHooks = {prefetch(): void; load(): Promise<unknown>};
const highlighterHooks: HighlighterHooks = {prefetch: prefetchHighlighter, load: loadHighlighter};

/** Wraps Docusaurus' global so that `prefetch` queues the path and runs in idle time. */
export function deferPrefetch<T extends DocusaurusGlobal>(
  docusaurus: T,
  schedule: ScheduleIdle = scheduleIdle,
  highlighter: HighlighterHooks = highlighterHooks,
): T {
  const prefetchRoute = docusaurus.prefetch.bind(docusaurus);
  const prefetchNow = (path: string) => {
    if (prefetchRoute(path)) highlighter.prefetch();
  };
  const queue = createIdleQueue(prefetchNow, {schedule});
  const queued = new Set<string>();

  return {
    ...docusaurus,
    preload(path: string): boolean {
      highlighter.load().catch(() => undefined);
      return docusaurus.preload(path);
    },
    prefetch(path: string): boolean {
      if (queued.has(path)) return false;
      queued.add(path);
      queue.push(path);
      return true;
    },
  };
}

// The client entry sets `window.docusaurus` after the client modules have run: it is wrapped as
// it is set.
if (ExecutionEnvironment.canUseDOM) {
  const host = window as unknown as {docusaurus?: DocusaurusGlobal};
  let current = host.docusaurus && deferPrefetch(host.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value && typeof value.prefetch === 'function' ? deferPrefetch(value) : value;
    },
  });
}
