/**
 * What the MCP tools answer from: a built site's search index (the records and the ranking of the
 * site's offline search, from src/features/search), its Markdown copies of the docs
 * (src/plugins/llms-txt) and its ROS interface table (/ros-interfaces.json, src/plugins/ros-interfaces).
 * Everything is loaded on first use and kept; a failed load is retried on the next call.
 */
import {createEngine, representative, type Engine} from '../src/features/search/engine/engine';
import {snippet} from '../src/features/search/engine/highlight';
import {checkIndexFile, checkManifest} from '../src/features/search/engine/loader';
import {parseQuery, tokenize} from '../src/features/search/engine/text';
import {expandIndex} from '../src/features/search/engine/indexFile';
import type {IndexManifest, SearchRecord} from '../src/features/search/engine/types';
import {markdownPath} from '../src/plugins/llms-txt/paths';
import {INTERFACES_FILE, INTERFACES_FORMAT, type InterfaceData, type InterfaceEntry, type InterfaceVersion} from '../src/plugins/ros-interfaces/data';
import {fieldsText, requestText, type Generation, type InterfaceKind} from '../src/data/rosInterfaces';
import {loadOnce} from '../src/utils/loadOnce';
import {promiseCache} from '../src/utils/promiseCache';
import {DocsError, type Site} from './site';

// MANIFEST_FILE of src/features/search/build.ts, which is not imported here: it brings the HTML parser.
const MANIFEST_FILE = 'search-index/manifest.json';

export const GENERATIONS: readonly Generation[] = ['V2', 'V1'];

/** Used when a build predates /ros-interfaces.json: the site's two docs versions. */
// Without the list of docs, every page of the version's search records is taken for a doc.
type Version = Omit<InterfaceVersion, 'docs'> & {docs?: string[]};
const FALLBACK_VERSIONS: Version[] = [
  {name: 'current', label: 'QTrobot V2', generation: 'V2', path: '/docs', isLast: true, searchTag: 'docs-default-current'},
  {name: 'QTRD_v1', label: 'QTrobot V1', generation: 'V1', path: '/docs/v1', isLast: false, searchTag: 'docs-default-QTRD_v1'},
];

/** `V2` when not given; `v1`, `1`, `QTrobot V1` and the docs version names are understood too. */
export function parseGeneration(value: string | undefined): Generation {
  if (value === undefined || value.trim() === '') return 'V2';
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^qtrobot\s*/, '');
  if (['v2', '2', 'current'].includes(v)) return 'V2';
  if (['v1', '1', 'qtrd_v1'].includes(v)) return 'V1';
  throw new DocsError(`Unknown version "${value}": use V2 (the current QTrobot, the default) or V1 (the first generation).`);
}

export type Page = {title: string; section: string; description: string; path: string; url: string};
export type Hit = {title: string; headings: string[]; text: string; url: string; page: string};
export type PageText = {title: string; url: string; generation: Generation; markdown: string};
export type InterfaceAnswer = {
  entries: (InterfaceEntry & {referenceUrl?: string; pageUrls: {title: string; url: string}[]})[];
  otherGenerations: InterfaceEntry[];
};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"'};

export class Docs {
  private readonly records = promiseCache<string, SearchRecord[]>();
  private readonly engines = promiseCache<Generation, Engine>();

  constructor(readonly site: Site) {}

  private async readJson(relative: string): Promise<unknown | undefined> {
    const text = await this.site.read(relative);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new DocsError(`${relative} on ${this.site.label} is not valid JSON.`);
    }
  }

  private readonly loadManifest = loadOnce(async (): Promise<IndexManifest> => {
    const data = await this.readJson(MANIFEST_FILE);
    if (data === undefined) {
      throw new DocsError(
        `${this.site.label} has no search records (${MANIFEST_FILE} is missing). Point the server at a production build (npm run build writes build/ with the records) or at the deployed site's URL.`,
      );
    }
    try {
      return checkManifest(data, MANIFEST_FILE);
    } catch (error) {
      throw new DocsError(`${MANIFEST_FILE} on ${this.site.label}: ${(error as Error).message}`);
    }
  });

  /** /ros-interfaces.json, or undefined when the build has none (then search and pages still work). */
  private readonly loadInterfaceData = loadOnce(async (): Promise<InterfaceData | undefined> => {
    const data = (await this.readJson(INTERFACES_FILE)) as InterfaceData | undefined;
    if (data !== undefined && (data.format !== INTERFACES_FORMAT || !Array.isArray(data.interfaces) || !Array.isArray(data.versions))) {
      throw new DocsError(
        `${INTERFACES_FILE} on ${this.site.label} has an unknown format (${String(data.format)}; this server reads ${INTERFACES_FORMAT}): rebuild the site with npm run build.`,
      );
    }
    return data;
  });

  private async interfacesOrFail(): Promise<InterfaceData> {
    const data = await this.loadInterfaceData();
    if (!data)
      throw new DocsError(
        `${this.site.label} has no ROS interface table (${INTERFACES_FILE} is missing): it was built before the table was published. Rebuild the site with npm run build.`,
      );
    return data;
  }

  private async versionOf(generation: Generation): Promise<Version> {
    const versions: Version[] = (await this.loadInterfaceData())?.versions ?? FALLBACK_VERSIONS;
    const version = versions.find((v) => v.generation === generation);
    if (!version) throw new DocsError(`${this.site.label} has no docs for QTrobot ${generation}.`);
    return version;
  }

  private async baseUrl(): Promise<string> {
    return (await this.loadInterfaceData())?.baseUrl ?? '/';
  }

  /** The address a reader can open: on the site given by URL, else the public site the build was made for. */
  async citeUrl(recordUrlOrPath: string): Promise<string> {
    const data = await this.loadInterfaceData();
    const absolute = new URL(recordUrlOrPath, data?.siteUrl ? `${data.siteUrl}/` : 'https://docs.luxai.com/');
    if (!this.site.url) return absolute.href;
    const base = await this.baseUrl();
    const relative = absolute.pathname.startsWith(base) ? absolute.pathname.slice(base.length) : absolute.pathname.replace(/^\//, '');
    return new URL(`${relative}${absolute.hash}`, this.site.url).href;
  }

  private recordsOf(tag: string): Promise<SearchRecord[]> {
    return this.records(tag, async () => {
      const manifest = await this.loadManifest();
      const file = manifest.files[tag];
      if (!file) return [];
      const data = await this.readJson(file);
      if (data === undefined) throw new DocsError(`${this.site.label} lists the search index ${file} but does not have it: the build is incomplete.`);
      try {
        return expandIndex(checkIndexFile(data, file));
      } catch (error) {
        throw new DocsError(`The search index ${file} on ${this.site.label}: ${(error as Error).message}`);
      }
    });
  }

  /** The records the site's search box searches on a page of this version: the version's docs and the other pages. */
  private engine(generation: Generation): Promise<Engine> {
    return this.engines(generation, async () => {
      const version = await this.versionOf(generation);
      const records = [...(await this.recordsOf(version.searchTag)), ...(await this.recordsOf('default'))];
      if (records.length === 0) throw new DocsError(`${this.site.label} has no search records for QTrobot ${generation}.`);
      return createEngine(records);
    });
  }

  async search(query: string, generation: Generation, limit: number): Promise<Hit[]> {
    if (!query.trim() || parseQuery(query).length === 0) throw new DocsError('The search query is empty: give one or more words, e.g. "speech topic".');
    const engine = await this.engine(generation);
    const words = parseQuery(query);
    const tags = {pre: '**', post: '**'};
    const hits: Hit[] = [];
    for (const {section} of engine.search(query).slice(0, limit)) {
      const record = representative(section, words);
      const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
      const text = record.content ? snippet(record.content, words, tags, 40, '…').value.replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e]) : '';
      hits.push({
        title: record.hierarchy.lvl1,
        headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter((h): h is string => Boolean(h)),
        text,
        url: await this.citeUrl(record.url),
        page: new URL(record.url_without_anchor).pathname,
      });
    }
    return hits;
  }

  /** The version's docs as the search index has them (searchable, with a Markdown copy), in the index's order. */
  async pages(generation: Generation): Promise<Page[]> {
    const version = await this.versionOf(generation);
    const records = await this.recordsOf(version.searchTag);
    if (records.length === 0) throw new DocsError(`${this.site.label} has no pages for QTrobot ${generation} in its search records.`);
    // Category index pages are searchable but have no Markdown copy: they are not listed.
    const docs = version.docs && new Set(version.docs);
    const pages: Page[] = [];
    const seen = new Set<string>();
    for (const record of records) {
      const path = new URL(record.url_without_anchor).pathname;
      if (seen.has(path) || (docs && !docs.has(path))) continue;
      seen.add(path);
      const head = records.find((r) => r.url_without_anchor === record.url_without_anchor && r.type === 'lvl1');
      pages.push({
        title: record.hierarchy.lvl1,
        section: record.hierarchy.lvl0,
        description: head?.content ?? '',
        path,
        url: await this.citeUrl(record.url_without_anchor),
      });
    }
    return pages;
  }

  /** A page by its path, URL or title (exact, else the one title containing the words). */
  async findPage(spec: string, generation: Generation): Promise<Page> {
    const wanted = spec.trim();
    if (!wanted) throw new DocsError('Give a page: its path (/docs/tutorials/python/python_ros_speech), its URL or its title.');
    const looksLikePath = /^https?:\/\//i.test(wanted) || wanted.startsWith('/') || (/\//.test(wanted) && !/\s/.test(wanted)) || /\.md$/.test(wanted);
    if (looksLikePath) {
      let path: string;
      try {
        path = new URL(wanted, 'https://site.invalid/').pathname;
      } catch {
        throw new DocsError(`Not a page path or URL: ${wanted}`);
      }
      path = decodeURIComponent(path)
        .replace(/\.md$/, '')
        .replace(/\/index$/, '/')
        .replace(/(.)\/$/, '$1');
      // The path names its version: look in both.
      const all = [...(await this.pages('V2').catch(() => [])), ...(await this.pages('V1').catch(() => []))];
      if (all.length === 0) await this.pages(generation);
      const exact = all.find((p) => p.path === path || p.path === `${path}/`);
      if (exact) return exact;
      const inVersion = await this.pages(generation);
      const suffix = inVersion.filter((p) => p.path.endsWith(path.startsWith('/') ? path : `/${path}`));
      if (suffix.length === 1) return suffix[0];
      throw new DocsError(`No page at ${wanted} in the QTrobot ${generation} docs. list_pages lists the pages; search_docs finds them by topic.`);
    }
    const pages = await this.pages(generation);
    const lower = wanted.toLowerCase();
    const exact = pages.filter((p) => p.title.toLowerCase() === lower);
    if (exact.length === 1) return exact[0];
    const words = lower.split(/\s+/);
    const partial = pages.filter((p) => words.every((w) => p.title.toLowerCase().includes(w)));
    if (partial.length === 1) return partial[0];
    if (partial.length > 1) {
      const list = partial
        .slice(0, 10)
        .map((p) => `- ${p.title} (${p.path})`)
        .join('\n');
      throw new DocsError(`Several QTrobot ${generation} pages match "${wanted}"; ask for one by its path:\n${list}`);
    }
    throw new DocsError(`No page titled "${wanted}" in the QTrobot ${generation} docs. list_pages lists the pages; search_docs finds them by topic.`);
  }

  async readPage(spec: string, generation: Generation): Promise<PageText> {
    const page = await this.findPage(spec, generation);
    const base = await this.baseUrl();
    const file = markdownPath(page.path);
    const markdown = await this.site.read(file.startsWith(base) ? file.slice(base.length) : file.replace(/^\//, ''));
    if (markdown === undefined) throw new DocsError(`${this.site.label} has no Markdown copy of ${page.path} (${file}).`);
    const pageGeneration = (await this.versionsByPath()).find((v) => page.path === v.path || page.path.startsWith(`${v.path}/`))?.generation ?? generation;
    return {title: page.title, url: page.url, generation: pageGeneration, markdown};
  }

  /** Versions, the most specific path first (/docs/v1 before /docs). */
  private async versionsByPath(): Promise<Version[]> {
    const versions: Version[] = (await this.loadInterfaceData())?.versions ?? FALLBACK_VERSIONS;
    return [...versions].sort((a, b) => b.path.length - a.path.length);
  }

  async listInterfaces(generation: Generation, filter: {kind?: InterfaceKind; group?: string; query?: string}): Promise<InterfaceEntry[]> {
    const data = await this.interfacesOrFail();
    // Every query word must start a word of the entry ("speak" finds "Speak a text", not "respeaker").
    const words = tokenize(filter.query ?? '');
    return data.interfaces.filter((i) => {
      if (!i.generations.includes(generation)) return false;
      if (filter.kind && i.kind !== filter.kind) return false;
      if (filter.group && i.group !== filter.group) return false;
      const tokens = tokenize([i.name, i.kind, i.type, i.purpose, i.group, requestText(i), i.response ? fieldsText(i.response) : ''].join(' '));
      return words.every((w) => tokens.some((t) => t.startsWith(w)));
    });
  }

  async groups(): Promise<string[]> {
    const data = await this.interfacesOrFail();
    return [...new Set(data.interfaces.map((i) => i.group))];
  }

  async getInterface(name: string, generation: Generation, kind?: InterfaceKind): Promise<InterfaceAnswer> {
    const wanted = name.trim();
    if (!wanted) throw new DocsError("Give the interface's ROS name, e.g. /qt_robot/speech/say.");
    const normalised = wanted.startsWith('/') ? wanted : `/${wanted}`;
    const data = await this.interfacesOrFail();
    const named = data.interfaces.filter((i) => i.name === normalised && (!kind || i.kind === kind));
    if (named.length === 0) {
      const others = data.interfaces.filter((i) => i.name === normalised);
      if (others.length > 0) {
        const article = (k: string) => (k === 'action' ? 'an' : 'a');
        throw new DocsError(
          `${normalised} is not ${article(kind!)} ${kind} on QTrobot: it is ${[...new Set(others.map((i) => i.kind))].map((k) => `${article(k)} ${k}`).join(' and ')}.`,
        );
      }
      // Names under the same namespace, or ending the same way (/qt_robot/speech/shout -> /qt_robot/speech/…).
      const parent = normalised.slice(0, normalised.lastIndexOf('/') + 1);
      const last = normalised.slice(parent.length);
      const near = [
        ...new Set(data.interfaces.filter((i) => (parent.length > 1 && i.name.startsWith(parent)) || (last && i.name.endsWith(`/${last}`))).map((i) => i.name)),
      ].slice(0, 8);
      throw new DocsError(
        `No ROS interface named ${normalised} in the QTrobot docs.${near.length ? ` Similar names: ${near.join(', ')}.` : ''} list_interfaces lists them.`,
      );
    }
    const here = named.filter((i) => i.generations.includes(generation));
    const otherGenerations = named.filter((i) => !i.generations.includes(generation));
    if (here.length === 0) {
      const where = [...new Set(named.flatMap((i) => i.generations))].join(' and ');
      throw new DocsError(
        `${normalised} does not exist on QTrobot ${generation}: the docs list it for QTrobot ${where} only (${named.map((i) => `${i.kind} ${i.type}`).join('; ')}).`,
      );
    }
    const entries = await Promise.all(
      here.map(async (i) => {
        const reference = i.reference[generation];
        return {
          ...i,
          ...(reference ? {referenceUrl: await this.citeUrl(reference.path)} : {}),
          pageUrls: await Promise.all((i.pages[generation] ?? []).map(async (p) => ({title: p.title, url: await this.citeUrl(p.path)}))),
        };
      }),
    );
    return {entries, otherGenerations};
  }

  /** An interface's reference URL (or its first teaching page) for lists. */
  async linkOf(i: InterfaceEntry, generation: Generation): Promise<string | undefined> {
    const path = i.reference[generation]?.path ?? i.pages[generation]?.[0]?.path;
    return path ? this.citeUrl(path) : undefined;
  }
}
