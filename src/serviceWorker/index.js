// @ts-check
/**
 * Runtime caching, added to @docusaurus/plugin-pwa's service worker through its `swCustom` option.
 *
 * The plugin alone caches nothing until a reader turns its offline mode on (installed app,
 * `?offlineMode=true`): then it downloads the whole site at once. This worker keeps what a reader
 * actually opened, for every reader, so a page visited once stays readable offline without paying
 * for the whole site on a school's slow connection. Its fetch handler runs before the plugin's
 * and leaves alone every request the plugin's precache answers (see `strategyFor`).
 */
import {CACHES, CACHE_PREFIX, isCacheable, offlinePage, pageFiles, pageKey, pageTitle, strategyFor} from './routing';

/** On a connection this slow, a reader is better served by the copy they already have. */
const NETWORK_TIMEOUT_MS = 4000;
/** Hashed assets pile up over deployments; keep the newest ones. */
const MAX_ASSETS = 400;

/**
 * @typedef {{request: Request, respondWith(r: Promise<Response>): void, waitUntil(p: Promise<unknown>): void}} FetchEventLike
 * @typedef {{data?: {type?: string, urls?: unknown}, waitUntil(p: Promise<unknown>): void}} MessageEventLike
 */

const sw =
  /** @type {{registration: {scope: string}, clients: {claim(): Promise<void>}, addEventListener(type: string, listener: (event: any) => void): void}} */ (
    /** @type {unknown} */ (self)
  );

/** @param {string} cacheName @param {number} max */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/**
 * @param {RequestInfo} request
 * @param {string} cacheName
 * @param {string} key
 */
async function fetchAndKeep(request, cacheName, key) {
  const response = await fetch(request);
  if (isCacheable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(key, response.clone());
    if (cacheName === CACHES.assets) await trim(cacheName, MAX_ASSETS);
  }
  return response;
}

/** @param {string[]} keys the first found in any cache, the plugin's precache included */
async function findCached(keys) {
  for (const key of keys) {
    const hit = await caches.match(key, {ignoreSearch: true});
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Network first; the cached copy when the network fails, or when it is slower than
 * NETWORK_TIMEOUT_MS (the download still completes and refreshes the copy).
 * @param {FetchEventLike} event
 * @param {string} cacheName
 * @param {string} key
 * @param {string[]} fallbackKeys
 */
async function networkFirst(event, cacheName, key, fallbackKeys) {
  const network = fetchAndKeep(event.request, cacheName, key);
  event.waitUntil(network.catch(() => undefined));
  const cached = await findCached([key, ...fallbackKeys]);
  if (!cached) return network;
  /** @type {Promise<Response>} */
  const slow = new Promise((resolve) => setTimeout(() => resolve(cached), NETWORK_TIMEOUT_MS));
  return Promise.race([network.catch(() => cached), slow]);
}

/** The offline page, listing the pages this browser keeps (the most recent ones). */
async function offlineResponse() {
  const cache = await caches.open(CACHES.pages);
  const keys = (await cache.keys()).slice(-100);
  const pages = await Promise.all(keys.map(async (request) => ({url: request.url, title: pageTitle((await (await cache.match(request))?.text()) ?? '')})));
  return new Response(offlinePage(pages), {status: 503, headers: {'content-type': 'text/html; charset=utf-8'}});
}

/** @param {FetchEventLike} event */
async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  return cached ?? fetchAndKeep(event.request, CACHES.assets, event.request.url);
}

/**
 * @param {string} url
 * @param {boolean} offlineMode
 */
function keepUrl(url, offlineMode) {
  const isPage = !/\.[a-z0-9]+$/i.test(new URL(url).pathname);
  const strategy = strategyFor({url, method: 'GET', mode: isPage ? 'navigate' : 'no-cors'}, sw.registration.scope, offlineMode);
  if (strategy === 'page') return fetchAndKeep(url, CACHES.pages, pageKey(url));
  if (strategy === 'asset') return caches.match(url).then((hit) => hit ?? fetchAndKeep(url, CACHES.assets, url));
  if (strategy === 'file') return fetchAndKeep(url, CACHES.files, url);
  return Promise.resolve(undefined);
}

/**
 * The search index of an installed app: the plugin's precache is listed before the index is written
 * (postBuild hooks run concurrently), so the worker keeps the index files the build's search
 * manifest names, and search works offline before the reader has ever searched. Failures are left
 * to the runtime caching of the next search.
 */
async function keepSearchIndex() {
  const manifestUrl = new URL('search-index/manifest.json', sw.registration.scope).href;
  const response = await fetchAndKeep(manifestUrl, CACHES.files, manifestUrl);
  if (!response.ok) return;
  /** @type {{files?: Record<string, unknown>}} */
  const manifest = await response.clone().json();
  const files = Object.values(manifest.files ?? {}).filter((f) => typeof f === 'string' && !f.includes('..') && !/^[a-z]+:/i.test(f));
  await Promise.allSettled(files.map((f) => keepUrl(new URL(/** @type {string} */ (f), sw.registration.scope).href, true)));
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function runtimeCaching({offlineMode}) {
  sw.addEventListener('fetch', (/** @type {FetchEventLike} */ event) => {
    const strategy = strategyFor(event.request, sw.registration.scope, offlineMode);
    if (strategy === 'page') {
      const key = pageKey(event.request.url);
      // An installed app reads its precached snapshot first; the reload popup brings the next build.
      const page = offlineMode
        ? findCached(pageFiles(key)).then((hit) => hit ?? networkFirst(event, CACHES.pages, key, []))
        : networkFirst(event, CACHES.pages, key, pageFiles(key));
      // No network and no copy: say so, and offer what can be read, rather than the browser's error.
      event.respondWith(page.catch(() => offlineResponse()));
    } else if (strategy === 'asset') {
      event.respondWith(cacheFirst(event));
    } else if (strategy === 'file') {
      event.respondWith(networkFirst(event, CACHES.files, event.request.url, []));
    }
  });

  // Pages that loaded before this worker controlled them, and pages reached by client-side
  // navigation (which fetches no HTML), are sent by src/serviceWorker/client.ts to be kept.
  sw.addEventListener('message', (/** @type {MessageEventLike} */ event) => {
    const {type, urls} = event.data ?? {};
    if (type !== 'CACHE_URLS' || !Array.isArray(urls)) return;
    event.waitUntil(Promise.allSettled(urls.filter((u) => typeof u === 'string').map((u) => keepUrl(u, offlineMode))));
  });

  sw.addEventListener('activate', (/** @type {{waitUntil(p: Promise<unknown>): void}} */ event) => {
    const current = new Set(Object.values(CACHES));
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && !current.has(n)).map((n) => caches.delete(n))))
        .then(() => (offlineMode ? keepSearchIndex().catch(() => undefined) : undefined))
        // Take over the page that registered the worker, so what the reader opens next is kept.
        .then(() => sw.clients.claim()),
    );
  });
}
