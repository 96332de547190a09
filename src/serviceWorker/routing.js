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
/** Where the search-index plugin writes the offline index (src/features/search). */
export const SEARCH_INDEX_DIR = 'search-index/';

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
  // The search index is never in the precache (config/pwa.ts): this worker keeps it in every mode.
  if (offlineMode && !path.startsWith(SEARCH_INDEX_DIR) && (PRECACHED_EXTENSION.test(path) || url.pathname.endsWith('/'))) return null;
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

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What an offline reader sees instead of the browser's error when a page was never opened: the
 * pages this browser keeps, so reading can go on.
 * @param {{url: string, title: string}[]} pages
 */
export function offlinePage(pages) {
  const items = pages
    .slice()
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((p) => `<li><a href="${escapeHtml(new URL(p.url).pathname)}">${escapeHtml(p.title)}</a></li>`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Offline | QTrobot Documentation</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;color:#1c1e21}' +
    'a{color:#1a5fb4}@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#7ab8ff}}</style></head><body><main>' +
    '<h1>You are offline</h1><p>This page has not been saved on this device yet. Open it again when you are back online.</p>' +
    (items ? `<h2>Pages you can read offline</h2><ul>${items}</ul>` : '') +
    '</main></body></html>'
  );
}

/**
 * The title of a built page, without the site name, for the offline page's list.
 * @param {string} html
 */
export function pageTitle(html) {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = (match?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
  return title.replace(/\s*\|\s*QTrobot Documentation$/, '') || 'Untitled page';
}
