import type {Page, Request, Route} from '@playwright/test';
import {expect, test, visit} from '../fixtures';

/**
 * The hosted (Algolia) build, made with ALGOLIA_APP_ID=TESTAPP and ALGOLIA_SEARCH_API_KEY=testkey
 * (tests/build/ensure-build.mjs --hosted). The machine has no network: every Algolia call is
 * intercepted in the browser and answered here.
 */

const ALGOLIA = /https:\/\/testapp(-dsn\.algolia\.net|-\d\.algolianet\.com)\//;
const INSIGHTS = 'https://insights.algolia.io/**';

const SPEECH_HIT = {
  objectID: 'docs-default-current-1',
  url: 'https://docs.luxai.com/docs/tutorials/python/python_ros_speech#3-configure-the-voice',
  type: 'lvl3',
  content: null,
  hierarchy: {
    lvl0: 'Python tutorials',
    lvl1: 'Make QTrobot speak from Python',
    lvl2: 'Steps',
    lvl3: '3. Configure the voice',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Python tutorials', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Make QTrobot speak from Python', matchLevel: 'none', matchedWords: []},
      lvl2: {value: 'Steps', matchLevel: 'none', matchedWords: []},
      lvl3: {value: '3. Configure the <mark>voice</mark>', matchLevel: 'full', matchedWords: ['voice']},
    },
  },
  _snippetResult: {hierarchy: {lvl3: {value: '3. Configure the <mark>voice</mark>', matchLevel: 'full'}}},
};

function answer(hits: object[] = [SPEECH_HIT], nbHits = hits.length) {
  return {
    results: [
      {
        hits,
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query: 'voice',
        params: '',
        index: 'luxai',
        queryID: 'f'.repeat(32),
        exhaustiveNbHits: true,
      },
    ],
  };
}

/** Records every Algolia request and answers it with `respond`. */
async function interceptAlgolia(page: Page, respond: (route: Route, request: Request) => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(ALGOLIA, async (route) => {
    seen.push(route.request());
    await respond(route, route.request());
  });
  return seen;
}

async function openAndType(page: Page, query: string): Promise<void> {
  await visit(page, '/docs/intro_code');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
}

test.describe('hosted search (Algolia)', () => {
  test.beforeEach(async ({page}) => {
    // Insights events (item views) follow every shown result; answered here unless a test records them.
    await page.route(INSIGHTS, (route) => route.fulfill({json: {status: 200, message: 'OK'}}));
  });

  test('sends the standard DocSearch query and shows the hits and the insights views', async ({page}) => {
    const requests = await interceptAlgolia(page, (route) => route.fulfill({json: answer()}));
    const events: unknown[] = [];
    await page.route(INSIGHTS, async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({json: {status: 200, message: 'OK'}});
    });
    await openAndType(page, 'voice');
    await expect(page.locator('.DocSearch-Hit a')).toHaveAttribute('href', '/docs/tutorials/python/python_ros_speech#3-configure-the-voice');
    await expect(page.locator('.DocSearch-Hit-title mark')).toHaveText('voice');
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Python tutorials']);

    const request = requests.at(-1)!;
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.host).toBe('testapp-dsn.algolia.net');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('testkey');
    // The site's algoliasearch (see src/features/search/client/hostedClient.ts) with DocSearch's and the theme's agents.
    expect(url.searchParams.get('x-algolia-agent')).toMatch(
      /^Algolia for JavaScript \(5\.64\.0\); Lite \(5\.64\.0\); Browser; docsearch \(3\.9\.0\); docsearch-react \(3\.9\.0\); docusaurus \(3\.10\.2\)$/,
    );
    expect(request.postDataJSON()).toEqual({
      requests: [
        {
          indexName: 'luxai',
          query: 'voice',
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
          attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });

    // Item views: debounced, then one batch (at most 20 objects) to the insights API, bundled client, no CDN script.
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({events: [{eventType: 'view', eventName: 'Items Viewed', index: 'luxai', objectIDs: ['docs-default-current-1']}]});
    for (const batch of events as {events: {objectIDs: string[]}[]}[]) for (const e of batch.events) expect(e.objectIDs.length).toBeLessThanOrEqual(20);
  });

  test.describe('failures', () => {
    // DocSearch rethrows a failed search after handling it; the browser reports it as an uncaught rejection.
    test.use({
      allowErrors:
        /ApiError|DeserializationError|RetryError|Unreachable hosts|Invalid Application-ID|Unexpected (token|end of JSON)|not valid JSON|Failed to load resource/,
    });

    test('an API error carries its status and message, and is not retried', async ({page}) => {
      // The error object as the page sees it, not only its message.
      await page.addInitScript(() => {
        const w = window as unknown as {searchRejections: unknown[]};
        w.searchRejections = [];
        window.addEventListener('unhandledrejection', (e) =>
          w.searchRejections.push({name: e.reason?.name, status: e.reason?.status, message: e.reason?.message}),
        );
      });
      const requests = await interceptAlgolia(page, (route) => route.fulfill({status: 403, json: {message: 'Invalid Application-ID or API key', status: 403}}));
      await openAndType(page, 'voice');
      const rejections = () => page.evaluate(() => (window as unknown as {searchRejections: unknown[]}).searchRejections);
      await expect.poll(rejections).toContainEqual({name: 'ApiError', status: 403, message: 'Invalid Application-ID or API key'});
      expect(requests).toHaveLength(1);
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    });

    test('a response that is not JSON fails the search without breaking the modal', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      await interceptAlgolia(page, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"results": [{"hits": ['}));
      await openAndType(page, 'voice');
      await expect.poll(() => errors.join('\n')).toMatch(/DeserializationError|Unexpected|JSON/);
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await expect(page.locator('.DocSearch-Input')).toBeEditable();
    });

    test('all hosts unreachable: every host is tried, then the error screen', async ({page}) => {
      const requests = await interceptAlgolia(page, (route) => route.abort('connectionrefused'));
      await openAndType(page, 'voice');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
      await expect(screen.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
      const hosts = new Set(requests.map((r) => new URL(r.url()).host));
      expect([...hosts].sort()).toEqual(['testapp-1.algolianet.com', 'testapp-2.algolianet.com', 'testapp-3.algolianet.com', 'testapp-dsn.algolia.net']);
    });

    test('an unreachable host is remembered for two minutes', async ({page}) => {
      await page.clock.install();
      const requests = await interceptAlgolia(page, async (route, request) => {
        if (new URL(request.url()).host === 'testapp-dsn.algolia.net') await route.abort('connectionrefused');
        else await route.fulfill({json: answer()});
      });
      const firstHostOf = async (query: string) => {
        const before = requests.length;
        await page.locator('.DocSearch-Input').fill(query);
        await expect.poll(() => requests.length).toBeGreaterThan(before);
        await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
        return new URL(requests[before].url()).host;
      };
      await openAndType(page, '');
      expect(await firstHostOf('voice')).toBe('testapp-dsn.algolia.net');
      expect(await firstHostOf('voices')).not.toBe('testapp-dsn.algolia.net');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qtrobot-algolia-hosts') ?? '{}'));
      expect(stored['https://TESTAPP-dsn.algolia.net|read']).toMatchObject({status: 'down'});
      await page.clock.fastForward(100_000);
      expect(await firstHostOf('voice p')).not.toBe('testapp-dsn.algolia.net');
      await page.clock.fastForward(21_000);
      expect(await firstHostOf('voice pi')).toBe('testapp-dsn.algolia.net');
    });
  });

  test('a host that does not answer is left after its connect timeout, then skipped', async ({page}) => {
    const requests = await interceptAlgolia(page, async (route, request) => {
      if (new URL(request.url()).host === 'testapp-dsn.algolia.net') return; // never answers
      await route.fulfill({json: answer()});
    });
    await openAndType(page, 'voice');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    const hosts = requests.map((r) => new URL(r.url()).host);
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
    expect(hosts.at(-1)).toMatch(/^testapp-\d\.algolianet\.com$/);
    const before = requests.length;
    await page.locator('.DocSearch-Input').fill('voices');
    await expect.poll(() => requests.length).toBeGreaterThan(before);
    expect(new URL(requests[before].url()).host).not.toBe('testapp-dsn.algolia.net');
  });

  test('a slow answer shows the stalled state first', async ({page}) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await interceptAlgolia(page, async (route) => {
      await held;
      await route.fulfill({json: answer()});
    });
    await openAndType(page, 'voice');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('the page keeps the Algolia preconnect and loads no offline index', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await interceptAlgolia(page, (route) => route.fulfill({json: answer()}));
    await openAndType(page, 'voice');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('link[rel="preconnect"][href="https://TESTAPP-dsn.algolia.net"]')).toHaveCount(1);
    expect(requests.filter((u) => u.includes('/search-index/'))).toEqual([]);
    expect(requests.filter((u) => u.includes('cdn.jsdelivr.net'))).toEqual([]);
  });
});
