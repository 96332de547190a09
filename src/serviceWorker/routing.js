// @ts-check
/**
 * Which caching strategy the service worker applies to a request: pure functions, unit-tested.
 *
 * Plain JavaScript because @docusaurus/plugin-pwa 3.10 bundles `swCustom` with a loader for `.js`
 * files only (see its `swSourceFileTest`); `@ts-check` and JSDoc keep it type-checked.
 */

/** Bump to drop every runtime cache of older builds of this worker. */
export const CACHE_VERSION = 'v1';
export const CACHE_PREFIX = 'qtdocs-';
export const CACHES = {
  pages: `${CACHE_PREFIX}pages-${CACHE_VERSION}`,
  assets: `${CACHE_PREFIX}assets-${CACHE_VERSION}`,
  files: `${CACHE_PREFIX}files-${CACHE_VERSION}`,
};

/**
 * Files @docusaurus/plugin-pwa precaches (its fixed `globPatterns`): in offline mode its own fetch
 * handler answers them, and a second `respondWith` for the same request would throw.
 */
const PRECACHED_EXTENSION = /\.(?:js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/i;

/**
 * @typedef {'page' | 'asset' | 'file'} Strategy
 * - page: an HTML navigation; network first so an online reader sees the newest build, the cached
 *   copy when the network fails or is very slow.
 * - asset: a file under `assets/`, whose name carries a content hash: cache first, it never changes.
 * - file: anything else of the site (images, manifest, Markdown copies, search index files):
 *   network first, the cached copy offline.
 */

/**
 * @param {{url: string, method: string, mode: string}} request
 * @param {string} scope the registration's scope, e.g. `https://docs.luxai.com/qtdocs/`
 * @param {boolean} offlineMode whether the plugin precaches the whole site for this reader
 * @returns {Strategy | null} null when the worker leaves the request alone
 */
export function strategyFor(request, scope, offlineMode) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const path = url.pathname.slice(base.pathname.length);
  // The worker script is checked for updates by the browser; never answer it from a cache.
  if (path === 'sw.js') return null;
  if (offlineMode && (PRECACHED_EXTENSION.test(path) || url.pathname.endsWith('/'))) return null;
  if (request.mode === 'navigate') return 'page';
  return path.startsWith('assets/') ? 'asset' : 'file';
}

/**
 * The URL a page is cached under: without query or hash, so `/docs/api_ros?language=cpp` read
 * offline finds the copy saved from `/docs/api_ros`.
 * @param {string} url
 */
export function pageKey(url) {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/**
 * The built files that may hold a clean URL's page (trailingSlash: false writes `intro_code.html`),
 * to find it in the plugin's precache.
 * @param {string} url
 */
export function pageFiles(url) {
  const key = pageKey(url);
  return key.endsWith('/') ? [`${key}index.html`] : [`${key}.html`, `${key}/index.html`];
}

/**
 * Only complete, same-origin, successful answers are worth keeping: a 404 page or a network error
 * must not replace a good copy.
 * @param {{ok: boolean, status: number, type: string}} response
 */
export function isCacheable(response) {
  return response.ok && response.status === 200 && response.type === 'basic';
}
