import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {htmlFiles as buildHtmlFiles} from '../../../src/plugins/buildFiles';
import {DOCS_ROOT_REDIRECTS} from '../../../src/shared/docsRoots';

export const ROOT = path.resolve(__dirname, '../../..');
export const BUILD = path.join(ROOT, 'build');

/** The file the static server answers a route with (trailingSlash: false). */
export function routeFile(route: string): string | undefined {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`, clean];
  return candidates.map((c) => path.join(BUILD, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The build's HTML pages (src/plugins/buildFiles.ts). */
export function htmlFiles(dir = BUILD): string[] {
  return buildHtmlFiles(dir);
}

/** The small pages the build writes at /docs and /docs/v1 to send readers on (config/docsRedirects.ts): not app pages. */
export const REDIRECT_FILES = DOCS_ROOT_REDIRECTS.map((r) => path.join(BUILD, r.from, 'index.html'));

export function isRedirectFile(file: string): boolean {
  return REDIRECT_FILES.includes(file);
}

/** The route a built HTML file answers. */
export function fileRoute(file: string): string {
  const rel = path.relative(BUILD, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

const cache = new Map<string, cheerio.CheerioAPI>();

/** A built page parsed by a spec-compliant HTML parser (parse5, through cheerio). */
export function loadHtml(file: string): cheerio.CheerioAPI {
  let $ = cache.get(file);
  if (!$) {
    $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    cache.set(file, $);
  }
  return $;
}

export function buildLog(): string {
  return fs.readFileSync(path.join(BUILD, '.build-log.txt'), 'utf8');
}
