/**
 * Tells the service worker (src/serviceWorker/index.js) which pages to keep for offline reading
 * that it cannot see itself:
 * - on a first visit the page loads before the worker exists: once the worker takes control, it
 *   gets this page and everything the page loaded;
 * - a client-side navigation loads the next page's scripts through the worker but never its HTML,
 *   which a reload offline needs.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

function cacheUrls(urls: string[]): void {
  navigator.serviceWorker.controller?.postMessage({type: 'CACHE_URLS', urls});
}

const supported = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;

if (supported && !navigator.serviceWorker.controller) {
  const landing = window.location.href;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      cacheUrls([...new Set([landing, window.location.href, ...loaded])]);
    },
    {once: true},
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!supported || !previousLocation || previousLocation.pathname === location.pathname) return;
    cacheUrls([window.location.href]);
  },
};

export default clientModule;
