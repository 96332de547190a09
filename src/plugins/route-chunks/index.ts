import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseRoutes, routeScripts, withRouteScripts, type ClientManifest} from './routeChunks';

/** The page a route path was written to (`/a/b` -> `a/b.html` or `a/b/index.html`). */
function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const rel = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}.html`, path.join(rel, 'index.html')];
  return candidates.map((c) => path.join(outDir, c)).find((f) => fs.existsSync(f));
}

/**
 * Lists each page's route chunks in its HTML, for the start-up script to load with the entry
 * scripts (see withRouteScripts).
 *
 * Docusaurus lists only the entry scripts in a page: under React 19 its react-loadable capture
 * of the route's modules reports nothing (it relies on the legacy context API), so the route's
 * chunks (the page's content, the doc layout, the sidebar…) are requested by the main bundle
 * when it starts, one script element at a time, inside its startup task. At Lighthouse's 4x CPU
 * slowdown that is 45-145 ms of the startup task of a tutorial page (CPU profile: the runtime's
 * script loader and `appendChild`), and the chunks' download only begins after the main bundle
 * has run. Listed in the page, they are appended with the entry scripts, download alongside the
 * main bundle, and the runtime finds them installed.
 *
 * Synchronous, like the CSP plugin that runs after it and hashes the pages' inline scripts.
 */
export default function routeChunksPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-chunks',
    postBuild({outDir, routesPaths}) {
      const dir = context.generatedFilesDir;
      const routes = parseRoutes(fs.readFileSync(path.join(dir, 'routes.js'), 'utf8'));
      const chunkNames = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8'));
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'client-manifest.json'), 'utf8')) as ClientManifest;
      const {baseUrl} = context.siteConfig;
      for (const routePath of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, baseUrl, routePath);
        if (!file) continue;
        const scripts = routeScripts(routePath, routes, chunkNames, manifest);
        fs.writeFileSync(file, withRouteScripts(fs.readFileSync(file, 'utf8'), scripts));
      }
    },
  };
}
