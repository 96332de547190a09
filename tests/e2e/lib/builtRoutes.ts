import fs from 'node:fs';
import {BUILD, fileRoute, htmlFiles} from '../../build/lib/site';

/**
 * Every route of the production build, read from the HTML files under build/ (not a hand list),
 * so a new page is checked the day it is added. 404.html is not a route: tests reach it through
 * an unknown address instead.
 */
export function builtRoutes(): string[] {
  return htmlFiles(BUILD)
    .map(fileRoute)
    .filter((route) => route !== '/404')
    .sort();
}

/** The docs pages of both versions, the routes a reader spends most time on. */
export function docRoutes(): string[] {
  return builtRoutes().filter((route) => route.startsWith('/docs/') && !route.includes('/tags'));
}

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
