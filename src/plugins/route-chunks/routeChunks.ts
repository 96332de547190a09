/**
 * Which script files a page's route needs, worked out from the files Docusaurus generates for the
 * client bundle (`.docusaurus/routes.js`, `routesChunkNames.json`, `client-manifest.json`).
 */

/** A route of `.docusaurus/routes.js`, with the key of its entry in `routesChunkNames.json`. */
export type RouteNode = {path: string; exact?: boolean; key: string | null; routes?: RouteNode[]};

/** `client-manifest.json`: chunk name -> chunk ids, chunk id -> files. */
export type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
};

/**
 * Reads the route tree out of `.docusaurus/routes.js`. The module only imports React and
 * ComponentCreator and exports an array literal whose components are
 * `ComponentCreator('<path>', '<hash>')` calls; it is run here with a ComponentCreator that
 * returns the routesChunkNames key (`<path>-<hash>`), or null for the 404 catch-all.
 */
export function parseRoutes(source: string): RouteNode[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  type Raw = {path: string; exact?: boolean; component: string | null; routes?: Raw[]};
  const raw = new Function('ComponentCreator', body)((p: string, hash?: string) => (hash === undefined ? null : `${p}-${hash}`)) as Raw[];
  const convert = (r: Raw): RouteNode => ({
    path: r.path,
    exact: r.exact,
    key: r.component,
    routes: r.routes?.map(convert),
  });
  return raw.map(convert);
}

function trimSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** react-router 5's matchPath for the parameterless paths Docusaurus generates (not strict). */
function matches(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') return true;
  const p = trimSlash(route.path).toLowerCase();
  const n = trimSlash(pathname).toLowerCase();
  if (route.exact) return n === p;
  return n === p || p === '/' || n.startsWith(`${p}/`);
}

/** The branch react-router-config's matchRoutes picks: the first match on each level. */
export function matchBranch(routes: RouteNode[], pathname: string): RouteNode[] {
  const route = routes.find((r) => matches(r, pathname));
  if (!route) return [];
  return [route, ...(route.routes ? matchBranch(route.routes, pathname) : [])];
}

/** Every chunk name in a routesChunkNames entry (strings nested in objects and arrays). */
function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/**
 * The script URLs the page at `pathname` loads before it can hydrate, in a stable order; empty
 * for the 404 catch-all, whose component Docusaurus loads by a path not in the manifest.
 */
export function routeScripts(pathname: string, routes: RouteNode[], chunkNames: Record<string, unknown>, manifest: ClientManifest): string[] {
  const names = matchBranch(routes, pathname).flatMap((r) => (r.key ? chunkNamesOf(chunkNames[r.key]) : []));
  const ids = [...new Set(names.flatMap((name) => manifest.origins[name] ?? []))];
  const urls = ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((f) => f.publicPath));
  return [...new Set(urls)].sort();
}

/** The name of the meta tag that carries a page's route scripts to the start-up script. */
export const ROUTE_SCRIPTS_META = 'qt-route-scripts';

/**
 * Lists the scripts in a `<meta name="qt-route-scripts">` at the end of the page's head; the
 * inline start-up script (config/ssrTemplate.ts) appends them, before the entry scripts, when
 * it starts the app after the first paint. Not `<script defer>` tags: those are requested while
 * the page is read, before its first paint, and in Lighthouse's simulation their download held
 * back the Largest Contentful Paint of a tutorial page by about 400 ms.
 */
export function withRouteScripts(html: string, scripts: string[]): string {
  if (scripts.length === 0) return html;
  if (scripts.some((src) => /[\s"<>&]/.test(src))) throw new Error(`Unexpected script URL in ${scripts.join(' ')}`);
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('The page has no </head>.');
  return `${html.slice(0, at)}<meta name="${ROUTE_SCRIPTS_META}" content="${scripts.join(' ')}">${html.slice(at)}`;
}
