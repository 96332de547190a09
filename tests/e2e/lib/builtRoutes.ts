import {fileRoute, htmlFiles} from '../../build/lib/site';

/**
 * Every route of the production build, read from its HTML files: pages, docs of both versions,
 * category indexes and tag pages. Test-only pages (/e2e/…) and the 404 page are left out.
 */
export function builtRoutes(): string[] {
  return htmlFiles()
    .map(fileRoute)
    .filter((r) => r !== '/404' && !r.startsWith('/e2e/'))
    .sort();
}

export function builtDocsRoutes(): string[] {
  return builtRoutes().filter((r) => r.startsWith('/docs/') && !/^\/docs(\/v1)?\/tags(\/|$)/.test(r));
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
