import fs from 'node:fs';
import {BUILD, fileRoute, htmlFiles} from '../../build/lib/site';

/**
 * Every route of the production build, read from the HTML files under build/ (not a hand list),
 * so a new page is checked the day it is added. 404.html is not a route: tests reach it through
 * an unknown address instead. Test-only pages (/e2e/…) are left out.
 */
export function builtRoutes(): string[] {
  return htmlFiles(BUILD)
    .map(fileRoute)
    .filter((route) => route !== '/404' && !route.startsWith('/e2e/'))
    .sort();
}

/** The docs pages of both versions, the routes a reader spends most time on (tag pages left out). */
export function docRoutes(): string[] {
  return builtRoutes().filter((route) => route.startsWith('/docs/') && !/^\/docs(\/v1)?\/tags(\/|$)/.test(route));
}

/** Same as docRoutes; the name the reliability tests use. */
export const builtDocsRoutes = docRoutes;

/** The built routes whose HTML contains `text` (e.g. a component's test id). */
export function routesContaining(text: string): string[] {
  return htmlFiles(BUILD)
    .filter((file) => fs.readFileSync(file, 'utf8').includes(text))
    .map(fileRoute)
    .sort();
}

/** Splits a list into `count` interleaved batches of similar size (one test each keeps reports short). */
export function batches<T>(items: readonly T[], count: number): T[][] {
  const out: T[][] = Array.from({length: Math.min(count, items.length)}, () => []);
  items.forEach((item, i) => out[i % out.length].push(item));
  return out;
}

/** Splits a list into consecutive chunks of `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
