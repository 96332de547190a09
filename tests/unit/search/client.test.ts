import {afterEach, describe, expect, it, vi} from 'vitest';
import {SearchIndexError} from '@site/src/features/search/engine/errors';
import {createOfflineClient, type SearchResponse} from '@site/src/features/search/client/offlineClient';
import {encodeIndex} from '@site/src/features/search/engine/indexFile';
import type {SearchRecord} from '@site/src/features/search/engine/types';
import {record} from './fixtures';

const SITE = 'https://docs.luxai.com';

function page(path: string, title: string, lvl0: string, tag: string, paragraphs: string[], headings: [string, string][] = []): SearchRecord[] {
  const url = `${SITE}${path}`;
  const version = tag === 'default' ? undefined : tag.replace('docs-default-', '');
  const base = {docusaurus_tag: tag, version, hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}};
  return [
    record({...base, url, type: 'lvl1', content: null}),
    ...paragraphs.map((content) => record({...base, url, content})),
    ...headings.flatMap(([id, heading]) => [
      record({...base, url: `${url}#${id}`, type: 'lvl2', hierarchy: {...base.hierarchy, lvl2: heading}}),
      record({
        ...base,
        url: `${url}#${id}`,
        content: `Text about ${heading.toLowerCase()} on the ${title} page.`,
        hierarchy: {...base.hierarchy, lvl2: heading},
      }),
    ]),
  ];
}

const V2 = [
  ...page(
    '/docs/tutorials/python/speech',
    'Make QTrobot speak from Python',
    'Python tutorials',
    'docs-default-current',
    ['The robot speaks with the text-to-speech engine. one two three four five six seven eight nine ten eleven twelve thirteen'],
    [
      ['configure-the-voice', 'Configure the voice'],
      ['stop', 'Stop a sentence'],
    ],
  ),
  ...page('/docs/modules/motors', 'Motors and joints', 'Hardware modules', 'docs-default-current', [
    'Eight motors move the head and the arms; the speech node is elsewhere.',
  ]),
  ...page('/docs/tutorials/python/moveit', 'Plan arm motions with MoveIt', 'Python tutorials', 'docs-default-current', [
    'MoveIt plans trajectories for the arms.',
  ]),
  ...page('/docs/volume', 'Volume control', 'Hardware modules', 'docs-default-current', ['Set it from code.']),
  ...page('/docs/elsewhere', 'Other settings', 'Hardware modules', 'docs-default-current', ['The volume and the volume steps, the volume again.']),
  ...page('/docs/audio', 'Audio', 'Hardware modules', 'docs-default-current', ['Sound.'], [['loudness', 'Loudness']]),
  ...page('/docs/noise', 'Noise', 'Hardware modules', 'docs-default-current', ['The loudness of the fans.']),
  ...Array.from({length: 30}, (_, i) =>
    page(`/docs/generated/${i}`, `Generated page ${i}`, 'Generated', 'docs-default-current', ['A common word: widget.']),
  ).flat(),
];
const V1 = page('/docs/v1/tutorials/python/speech', 'Make QTrobot V1 speak', 'Python tutorials', 'docs-default-QTRD_v1', ['Speech on the older robot.']);
const PAGES = page('/support', 'Support', 'Support', 'default', ['Write to support about speech problems.']);

function files(): Record<string, unknown> {
  const index = (tag: string, records: SearchRecord[]) => encodeIndex(records, {tag, language: 'en', version: records[0].version});
  return {
    '/search-index/manifest.json': {
      format: 1,
      language: 'en',
      files: {
        default: 'search-index/default.h1.json',
        'docs-default-current': 'search-index/current.h2.json',
        'docs-default-QTRD_v1': 'search-index/v1.h3.json',
      },
    },
    '/search-index/default.h1.json': index('default', PAGES),
    '/search-index/current.h2.json': index('docs-default-current', V2),
    '/search-index/v1.h3.json': index('docs-default-QTRD_v1', V1),
  };
}

type Answer = (path: string, init?: RequestInit) => Response | Promise<Response>;

function fakeFetch(override?: Answer) {
  const served = files();
  const calls: string[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (override) return override(path, init);
    return path in served ? new Response(JSON.stringify(served[path]), {status: 200}) : new Response('not found', {status: 404, statusText: 'Not Found'});
  });
  return {fetch: fn as unknown as typeof fetch, calls};
}

const CONTEXT_V2 = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const CONTEXT_V1 = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-QTRD_v1']];

// The request DocSearch 3.9 sends (its attribute lists, tags and 20 hits per page).
function docSearchRequest(query: string, facetFilters: unknown = CONTEXT_V2, snippetWords = 10) {
  return {
    query,
    indexName: 'qtrobot-docs',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'].map(
      (a) => `${a}:${snippetWords}`,
    ),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters,
  };
}

function client(override?: Answer) {
  const f = fakeFetch(override);
  return {...f, client: createOfflineClient({baseUrl: '/', manifest: 'search-index/manifest.json', fetch: f.fetch, timeoutMs: 1000})};
}

async function search(c: ReturnType<typeof createOfflineClient>, request: object): Promise<SearchResponse> {
  const {results} = await c.search({requests: [request as never]});
  return results[0];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('offline client: the lite client contract', () => {
  it('answers a DocSearch request with Algolia-shaped hits, highlighted in the requested tags', async () => {
    const {client: c} = client();
    const result = await search(c, docSearchRequest('voice'));
    expect(result).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'voice', index: 'qtrobot-docs', exhaustiveNbHits: true});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.params).toContain('query=voice');
    const [hit] = result.hits;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(hit).toMatchObject({
      type: 'lvl2',
      url: `${SITE}/docs/tutorials/python/speech#configure-the-voice`,
      hierarchy: {lvl0: 'Python tutorials', lvl2: 'Configure the voice'},
    });
    expect(hit._highlightResult).toMatchObject({hierarchy: {lvl2: {value: 'Configure the <mark>voice</mark>', matchLevel: 'full', matchedWords: ['voice']}}});
    expect(hit._snippetResult).toMatchObject({hierarchy: {lvl2: {value: 'Configure the <mark>voice</mark>', matchLevel: 'full'}}});
  });

  it('cuts snippets to the requested word count', async () => {
    const {client: c} = client();
    for (const words of [10, 5]) {
      const result = await search(c, docSearchRequest('engine', CONTEXT_V2, words));
      const snippet = (result.hits[0]._snippetResult as {content: {value: string}}).content.value;
      expect(snippet).toContain('<mark>engine</mark>');
      // Words as the reader counts them: "text-to-speech" is one.
      expect(
        snippet
          .replace(/<\/?mark>|…/g, '')
          .trim()
          .split(/\s+/),
      ).toHaveLength(words);
    }
  });

  it('uses the DocSearch index defaults when a request names no tags or snippets (the search page)', async () => {
    const {client: c} = client();
    const result = await search(c, {indexName: 'x', query: 'moveit trajectories'});
    const hit = result.hits[0];
    expect(hit.url).toBe(`${SITE}/docs/tutorials/python/moveit`);
    expect(hit.version).toBe('current');
    expect(hit.type).toBe('content');
    expect((hit._highlightResult as {hierarchy: {lvl1: {value: string}}}).hierarchy.lvl1.value).toBe(
      'Plan arm motions with <span class="algolia-docsearch-suggestion--highlight">MoveIt</span>',
    );
    expect(hit._snippetResult).toEqual({
      content: {
        value:
          '<span class="algolia-docsearch-suggestion--highlight">MoveIt</span> plans <span class="algolia-docsearch-suggestion--highlight">trajectories</span> for the arms.',
        matchLevel: 'full',
      },
    });
  });

  it('pages the hits and counts them, one hit per URL', async () => {
    const {client: c} = client();
    const first = await search(c, {...docSearchRequest('widget'), hitsPerPage: 20});
    expect(first.nbHits).toBe(30);
    expect(first.hits).toHaveLength(20);
    expect(first.nbPages).toBe(2);
    const second = await search(c, {...docSearchRequest('widget'), hitsPerPage: 20, page: 1});
    expect(second.hits).toHaveLength(10);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.url)).size).toBe(30);
    expect((await search(c, {...docSearchRequest('widget'), hitsPerPage: 0})).hits).toHaveLength(0);
  });

  it('honours facetFilters and loads only the index files they can match', async () => {
    const {client: c, calls} = client();
    const v1 = await search(c, docSearchRequest('speech', CONTEXT_V1));
    expect(v1.hits.map((h) => h.url)).toEqual([`${SITE}/docs/v1/tutorials/python/speech`, `${SITE}/support`]);
    expect(calls).not.toContain('/search-index/current.h2.json');
    const v2 = await search(c, docSearchRequest('speech', CONTEXT_V2));
    expect(v2.hits.map((h) => h.url)).not.toContain(`${SITE}/docs/v1/tutorials/python/speech`);
    const pagesOnly = await search(c, docSearchRequest('speech', ['docusaurus_tag:default']));
    expect(pagesOnly.hits.map((h) => h.url)).toEqual([`${SITE}/support`]);
    expect((await search(c, docSearchRequest('speech', ['language:fr']))).nbHits).toBe(0);
  });

  it('ranks page titles and headings above body text, with prefixes and typos', async () => {
    const {client: c} = client();
    const urls = async (q: string) => (await search(c, docSearchRequest(q))).hits.map((h) => String(h.url).replace(SITE, ''));
    // A word in a page title outranks the same word three times in another page's text, a
    // heading outranks body text.
    expect((await urls('volume')).slice(0, 2)).toEqual(['/docs/volume', '/docs/elsewhere']);
    expect((await urls('loudness')).slice(0, 2)).toEqual(['/docs/audio#loudness', '/docs/noise']);
    expect((await urls('motors'))[0]).toBe('/docs/modules/motors');
    expect((await urls('movei'))[0]).toBe('/docs/tutorials/python/moveit');
    expect((await urls('moveti'))[0]).toBe('/docs/tutorials/python/moveit');
    expect(await urls('zzzqqq')).toEqual([]);
  });

  it('accepts the legacy request list of algoliasearch-helper and counts facets', async () => {
    const {client: c} = client();
    const {results} = await c.search([
      {
        indexName: 'x',
        params: {
          query: 'speech',
          facets: ['docusaurus_tag'],
          facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      },
      {indexName: 'x', params: {query: 'speech', hitsPerPage: 0, facets: 'language'}},
    ]);
    expect(results).toHaveLength(2);
    expect(results[0].facets).toEqual({docusaurus_tag: {'docs-default-current': results[0].nbHits - 1, default: 1}});
    expect(results[1].hits).toEqual([]);
    expect(results[1].facets?.language.en).toBeGreaterThan(2);
  });

  it('fetches each file once, however many searches follow', async () => {
    const {client: c, calls} = client();
    await Promise.all([search(c, docSearchRequest('speech')), search(c, docSearchRequest('voice'))]);
    await search(c, docSearchRequest('motors'));
    expect(calls.sort()).toEqual(['/search-index/current.h2.json', '/search-index/default.h1.json', '/search-index/manifest.json']);
  });

  it('keeps the agent list like the Algolia transporter', () => {
    const {client: c} = client();
    c.addAlgoliaAgent('docsearch', '3.9.0');
    c.addAlgoliaAgent('docsearch', '3.9.0');
    expect(c.transporter.algoliaAgent.value).toBe('qtrobot-offline-search (1.0.0); docsearch (3.9.0)');
  });
});

describe('offline client: faults', () => {
  async function failure(override: Answer): Promise<SearchIndexError> {
    const {client: c} = client(override);
    const error = await search(c, docSearchRequest('speech')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchIndexError);
    return error as SearchIndexError;
  }

  it('reports a missing index as a RetryError with the HTTP status', async () => {
    const error = await failure((path) =>
      path.endsWith('manifest.json') ? new Response(JSON.stringify(files()[path])) : new Response('gone', {status: 404, statusText: 'Not Found'}),
    );
    expect(error.name).toBe('RetryError');
    expect(error.status).toBe(404);
    expect(error.message).toMatch(new RegExp(`HTTP 404 Not Found for ${location.origin}/search-index/(default|current)`));
  });

  it('reports a server error, bad JSON, an unknown format and a network failure', async () => {
    expect((await failure(() => new Response('boom', {status: 500}))).status).toBe(500);
    const bad = await failure(() => new Response('{"format": 1, "files": {', {status: 200}));
    expect([bad.status, bad.message]).toEqual([200, `The search index at ${location.origin}/search-index/manifest.json is not valid JSON`]);
    expect((await failure(() => new Response('{"format": 7}'))).message).toMatch(/unknown format/);
    const offline = await failure(() => Promise.reject(new TypeError('Failed to fetch')));
    expect([offline.status, offline.message]).toEqual([
      0,
      `The search index could not be loaded (network error) from ${location.origin}/search-index/manifest.json`,
    ]);
  });

  it('gives up on an index that does not arrive in time', async () => {
    vi.useFakeTimers();
    // Like a real fetch, the request ends only when it is aborted.
    const {client: c} = client(
      (_path, init) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = search(c, docSearchRequest('speech')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = (await pending) as SearchIndexError;
    expect(error).toBeInstanceOf(SearchIndexError);
    expect([error.name, error.status, error.message]).toEqual([
      'RetryError',
      0,
      `The search index did not arrive within 1000 ms: ${location.origin}/search-index/manifest.json`,
    ]);
  });

  it('retries on the next search after a failure', async () => {
    let broken = true;
    const served = files();
    const {client: c, calls} = client((path) => (broken ? new Response('boom', {status: 503}) : new Response(JSON.stringify(served[path]))));
    await expect(search(c, docSearchRequest('speech'))).rejects.toMatchObject({name: 'RetryError', status: 503});
    broken = false;
    expect((await search(c, docSearchRequest('speech'))).nbHits).toBeGreaterThan(0);
    expect(calls.filter((p) => p.endsWith('manifest.json'))).toHaveLength(2);
  });
});
