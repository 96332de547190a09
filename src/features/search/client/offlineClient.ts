import {expandIndex} from '../engine/indexFile';
import type {IndexFile, SearchRecord} from '../engine/types';
import {representative, yieldToBrowser, type Engine} from '../engine/engine';
import {compileFacetFilters, facetValues, tagsNeeded, type FacetFilters} from './filters';
import {highlight, snippet, type HighlightResult, type SnippetResult, type Tags} from '../engine/highlight';
import {checkIndexFile, checkManifest, DEFAULT_TIMEOUT_MS, fetchJson} from '../engine/loader';
import {parseQuery, type QueryWord} from '../engine/text';
import {loadOnce} from '../../../utils/loadOnce';
import {promiseCache} from '../../../utils/promiseCache';

/**
 * A search client with the part of the algoliasearch v5 lite client contract that DocSearch 3.9
 * and the theme's search page (through algoliasearch-helper) use: `search` with the v5 request
 * list or the legacy array, `addAlgoliaAgent` and `transporter.algoliaAgent`. It answers from the
 * offline index files, fetched on the first search and kept for the page's lifetime.
 */

/** One query as DocSearch (`{indexName, query, ...params}`) or the helper (`{indexName, params}`) sends it. */
export type SearchRequest = {
  indexName: string;
  query?: string;
  params?: SearchParams;
} & SearchParams;

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
};

export type Hit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
};

export type OfflineClientOptions = {
  /** The site's base URL (`/`, `/qtdocs/`): the manifest and the paths it lists are relative to it. */
  baseUrl: string;
  /** The manifest's path relative to the base URL. */
  manifest: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// The defaults of DocSearch's Algolia index configuration, which the theme's search page relies on.
const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToHighlight: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
  ],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

const MAX_HITS_PER_PAGE = 1000;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** v5 `{requests}` or the legacy `[{indexName, params}]`, flattened to one params object per query. */
export function normaliseRequests(input: {requests: SearchRequest[]} | SearchRequest[]): (SearchParams & {indexName: string})[] {
  const list = Array.isArray(input) ? input : input.requests;
  return list.map(({params, ...rest}) => ({...rest, ...(params ?? {})}));
}

function getPath(record: SearchRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

function pick(record: SearchRecord, attributes: readonly string[] | undefined): Hit {
  if (!attributes || attributes.includes('*')) return {...record};
  const hit: Record<string, unknown> = {objectID: record.objectID};
  for (const attribute of attributes) {
    const value = getPath(record, attribute);
    if (value !== undefined) setPath(hit, attribute, value);
  }
  return hit as Hit;
}

/** `content:10` -> ['content', 10]; `hierarchy.*` style wildcards are not used by DocSearch and not supported. */
function parseSnippetAttribute(spec: string): [string, number] {
  const [attribute, count] = spec.split(':');
  return [attribute, count ? Number(count) : 10];
}

function buildHit(record: SearchRecord, params: SearchParams, words: QueryWord[], tags: Tags, ellipsis: string): Hit {
  const hit = pick(record, params.attributesToRetrieve);
  const highlighted: Record<string, unknown> = {};
  for (const attribute of params.attributesToHighlight ?? INDEX_DEFAULTS.attributesToHighlight) {
    const value = getPath(record, attribute);
    if (typeof value === 'string') setPath(highlighted, attribute, highlight(value, words, tags) satisfies HighlightResult);
  }
  const snippets: Record<string, unknown> = {};
  for (const spec of params.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet) {
    const [attribute, count] = parseSnippetAttribute(spec);
    const value = getPath(record, attribute);
    if (typeof value === 'string') setPath(snippets, attribute, snippet(value, words, tags, count, ellipsis) satisfies SnippetResult);
  }
  return {...hit, _highlightResult: highlighted, _snippetResult: snippets};
}

/** Facet counts over the hits (one per section, as nbHits counts them). */
function countFacets(records: readonly SearchRecord[], facets: string[] | string | undefined): Record<string, Record<string, number>> | undefined {
  if (!facets || facets.length === 0) return undefined;
  const names = (typeof facets === 'string' ? [facets] : facets).flatMap((f) => (f === '*' ? ['language', 'docusaurus_tag', 'version', 'type'] : [f]));
  const out: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const record of records) for (const v of facetValues(record, name)) counts[v] = (counts[v] ?? 0) + 1;
    out[name] = counts;
  }
  return out;
}

export type OfflineClient = {
  readonly appId: string;
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
  /** Loads the index for these facet filters without searching (used to measure the first open). */
  preload(facetFilters?: FacetFilters): Promise<void>;
  /** Up to three queries that find something, for one that found nothing (the no-results screen). */
  suggest(query: string, facetFilters?: FacetFilters): Promise<string[]>;
};

export function createOfflineClient(options: OfflineClientOptions): OfflineClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchOptions = {timeoutMs, fetch: options.fetch};
  const base = new URL(options.baseUrl, globalThis.location?.href ?? 'http://localhost/');
  // Failed loads are forgotten so that the next search retries; successful ones are kept.
  const files = promiseCache<string, IndexFile>();
  const expanded = new Map<string, SearchRecord[]>();
  const engines = promiseCache<string, Engine>();
  const agent = {
    value: 'qtrobot-offline-search (1.0.0)',
    add({segment, version}: {segment: string; version?: string}) {
      const part = `${segment}${version ? ` (${version})` : ''}`;
      if (!agent.value.split('; ').includes(part)) agent.value = `${agent.value}; ${part}`;
      return agent;
    },
  };

  const loadManifest = loadOnce(() => {
    const url = new URL(options.manifest, base).href;
    return fetchJson(url, fetchOptions).then((data) => checkManifest(data, url));
  });

  const loadTag = (path: string) =>
    files(path, async () => {
      const url = new URL(path, base).href;
      return checkIndexFile(await fetchJson(url, fetchOptions), url);
    });

  // Records of every file, each expanded in a task of its own (one file is ~25 ms at 4x CPU).
  const recordsOf = async (paths: string[], loaded: IndexFile[]): Promise<SearchRecord[]> => {
    const records: SearchRecord[][] = [];
    for (const [i, path] of paths.entries()) {
      let list = expanded.get(path);
      if (!list) {
        await yieldToBrowser();
        list = expandIndex(loaded[i]);
        expanded.set(path, list);
      }
      records.push(list);
    }
    return records.flat();
  };

  const engineFor = async (facetFilters: FacetFilters | undefined): Promise<Engine> => {
    const requested = performance.now();
    const {files: byTag} = await loadManifest();
    const needed = tagsNeeded(facetFilters);
    const tags = Object.keys(byTag)
      .filter((tag) => !needed || needed.has(tag))
      .sort();
    return engines(tags.join('|'), async () => {
      // The library and the index load together, on the first search: neither is in the page's own JS.
      const paths = tags.map((tag) => byTag[tag]);
      const [{createEngineInSlices}, ...loaded] = await Promise.all([import('../engine/engine'), ...paths.map(loadTag)]);
      const parsed = performance.now();
      const engine = await createEngineInSlices(await recordsOf(paths, loaded));
      // For benchmarks and the browser's performance tools, per set of index files: from the first
      // request to the files fetched and parsed ("qt-search-fetch"), and to a searchable index
      // ("qt-search-index").
      performance.measure?.('qt-search-fetch', {start: requested, end: parsed, detail: tags});
      performance.measure?.('qt-search-index', {start: requested, end: performance.now(), detail: tags});
      return engine;
    });
  };

  const answer = async (params: SearchParams & {indexName: string}): Promise<SearchResponse> => {
    const started = performance.now();
    const query = String(params.query ?? '');
    const engine = await engineFor(params.facetFilters);
    const matches = compileFacetFilters(params.facetFilters);
    // Distinct on the URL, as DocSearch's index is: the engine ranks page sections, one hit each.
    const distinct = query.trim()
      ? engine.search(query, matches)
      : engine.sections.filter((s) => matches(s.records[0])).map((section) => ({section, score: 0}));
    // Ranking and building the hits are a task each: on a slow phone the first search (words
    // expanded against the whole vocabulary) and the hits' highlighting together made one of ~100 ms.
    await yieldToBrowser();
    const hitsPerPage = Math.min(MAX_HITS_PER_PAGE, Math.max(0, Math.floor(Number(params.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage))));
    const page = Math.max(0, Math.floor(Number(params.page ?? 0)));
    const words = parseQuery(query);
    const tags = {pre: params.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag, post: params.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag};
    const ellipsis = params.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
    const hits = distinct
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({section}) => buildHit(representative(section, words), params, words, tags, ellipsis));
    const facets = countFacets(
      distinct.map((r) => r.section.records[0]),
      params.facets,
    );
    return {
      hits,
      nbHits: distinct.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true},
      query,
      params: new URLSearchParams(
        Object.entries(params)
          .filter(([key]) => key !== 'indexName')
          .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ).toString(),
      index: params.indexName,
      queryID: randomId(),
      ...(facets ? {facets} : {}),
      renderingContent: {},
    };
  };

  return {
    appId: 'offline',
    async search(input) {
      const requests = normaliseRequests(input);
      return {results: await Promise.all(requests.map(answer))};
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
    async preload(facetFilters) {
      await engineFor(facetFilters);
    },
    async suggest(query, facetFilters) {
      return (await engineFor(facetFilters)).suggest(query, compileFacetFilters(facetFilters));
    },
  };
}

const clients = new Map<string, OfflineClient>();

/** One client per manifest, shared by the modal and the search page so the index loads once. */
export function offlineClient(options: OfflineClientOptions): OfflineClient {
  const key = `${options.baseUrl}\n${options.manifest}`;
  let client = clients.get(key);
  if (!client) {
    client = createOfflineClient(options);
    clients.set(key, client);
  }
  return client;
}
