import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {extractRecords, readPageMeta, type PageMeta} from './extract';
import {encodeIndex} from './engine/indexFile';
import type {DocPlace, SectionNamer} from './sections';
import type {IndexManifest, SearchRecord} from './engine/types';

/** The folder of the index files inside the build, and the manifest that names them. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = `${INDEX_DIR}/manifest.json`;

export type BuildIndexOptions = {
  outDir: string;
  /** The site's base URL, e.g. `/` or `/qtdocs/`. */
  baseUrl: string;
  /** Used when a page has no canonical link. */
  siteUrl: string;
  /** The site title, which Docusaurus appends to document titles. */
  siteTitle: string;
  /** Sidebar place of every docs route (base URL included), for lvl0. */
  places: Map<string, DocPlace>;
  /** The readers' words of the docs that list any (frontMatter.ts), by route (base URL included). */
  synonyms?: Map<string, string[]>;
  section: SectionNamer;
  /** Routes (without the base URL) that are not searched, e.g. test-only pages. */
  ignore: readonly RegExp[];
};

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function routeOf(file: string, outDir: string): string {
  const rel = path.relative(outDir, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Pages that are listings or chrome, not content: tag indexes, the 404 page, noindex pages. */
function isSearchable($: cheerio.CheerioAPI, meta: PageMeta, route: string, ignore: readonly RegExp[]): boolean {
  if (meta.noindex || route === '/404') return false;
  if ($('html').is('.docs-tags-list-page, .docs-tags-doc-list-page')) return false;
  return !ignore.some((re) => re.test(route));
}

/** Reads every built page and returns its DocSearch records, grouped by docusaurus_tag. */
export async function collectRecords(options: BuildIndexOptions): Promise<Map<string, SearchRecord[]>> {
  const byTag = new Map<string, SearchRecord[]>();
  for (const file of await htmlFiles(options.outDir)) {
    const route = routeOf(file, options.outDir);
    const $ = cheerio.load(await fs.readFile(file, 'utf8'));
    const meta = readPageMeta($, options.siteTitle);
    if (!isSearchable($, meta, route, options.ignore)) continue;
    const url = meta.url ?? new URL(`${options.baseUrl.replace(/\/$/, '')}${route}`, options.siteUrl).href;
    const pathname = new URL(url).pathname;
    const place = options.places.get(pathname);
    const lvl0 = place ? options.section(place) : meta.title;
    const records = extractRecords($, {url, lvl0, meta});
    const synonyms = options.synonyms?.get(pathname);
    // extractRecords starts every page with its lvl1 record.
    if (synonyms && records[0]?.type === 'lvl1') records[0].synonyms = synonyms;
    const list = byTag.get(meta.tag) ?? [];
    list.push(...records);
    byTag.set(meta.tag, list);
  }
  return byTag;
}

/**
 * Writes one compact, content-hashed index file per docusaurus_tag (one per docs version, one for
 * the other pages) and the unhashed manifest the browser reads first to find them.
 */
export async function writeSearchIndex(options: BuildIndexOptions): Promise<IndexManifest> {
  const byTag = await collectRecords(options);
  const dir = path.join(options.outDir, INDEX_DIR);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const manifest: IndexManifest = {format: 1, language: 'en', files: {}};
  for (const [tag, records] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const first = records[0];
    manifest.language = first.language;
    const body = JSON.stringify(encodeIndex(records, {tag, language: first.language, version: first.version}));
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    const name = `${INDEX_DIR}/${tag}.${hash}.json`;
    await fs.writeFile(path.join(options.outDir, name), body);
    manifest.files[tag] = name;
  }
  await fs.writeFile(path.join(options.outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}

/**
 * Removes `<link rel="preconnect" href="https://…algolia.net">` from a built page. The offsets
 * come from the HTML parser, so only that element is cut and the rest of the file stays byte-identical.
 */
export function stripAlgoliaPreconnect(html: string): string {
  const $ = cheerio.load(html, {sourceCodeLocationInfo: true});
  const cuts = $('link[rel="preconnect"]')
    .toArray()
    .filter((el) => /algolia(net)?\.(net|io|com)\b/.test($(el).attr('href') ?? ''))
    .map((el) => el.sourceCodeLocation)
    .filter((loc): loc is NonNullable<typeof loc> => Boolean(loc))
    .sort((a, b) => b.startOffset - a.startOffset);
  let out = html;
  for (const loc of cuts) out = out.slice(0, loc.startOffset) + out.slice(loc.endOffset);
  return out;
}

export async function stripPreconnectsInBuild(outDir: string): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(outDir)) {
    const html = await fs.readFile(file, 'utf8');
    const stripped = stripAlgoliaPreconnect(html);
    if (stripped !== html) {
      await fs.writeFile(file, stripped);
      changed += 1;
    }
  }
  return changed;
}
