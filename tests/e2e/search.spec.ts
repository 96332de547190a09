import type {Locator, Page, Route} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {axeViolations} from './lib/checks';
import {FAVOURITE_KEY, hits, input, modal, openWithShortcut, RECENT_KEY, search} from './lib/search';

/**
 * The DocSearch modal and the /search page on the default (offline) build: every behaviour the
 * readers rely on, the offline index's faults, and that nothing leaves the site.
 */

// These tests fake slow, missing and broken index files with page.route; the offline-reading
// service worker, which would fetch the index out of page.route's reach, is blocked by the config.

const V2_INDEX = '**/search-index/docs-default-current.*.json';
// The page errors DocSearch itself raises when a search fails (it rethrows after showing its screen).
const INDEX_FAULTS = /Failed to load resource/;

/** Words of a snippet as the reader counts them. */
function words(text: string): number {
  return text.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length;
}

test.describe('search modal', () => {
  test('opens with Ctrl+K, Cmd+K and /, closes with Escape, and returns focus to the search button', async ({page}) => {
    await visit(page, '/docs/intro_code');
    const button = page.locator('.DocSearch-Button');
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await openWithShortcut(page, keys);
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    }
    await button.click();
    await expect(modal(page)).toBeVisible();
  });

  test('starts empty again after Escape closed it with a query typed', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await search(page, 'speech');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('keeps keyboard focus inside the dialog in both directions', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await search(page, 'speech');
    const focusInModal = () => page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')));
    const count = await page.evaluate(() => document.querySelectorAll('.DocSearch-Modal a[href], .DocSearch-Modal button, .DocSearch-Modal input').length);
    for (let i = 0; i < count + 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInModal(), `Tab ${i + 1}`).toBe(true);
    }
    await input(page).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInModal()).toBe(true);
    await expect(input(page)).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('accepts at most 64 characters', async ({page}) => {
    await visit(page, '/');
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.type('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('groups results by section, at most 5 each, with 10-word snippets and a link to all results', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await search(page, 'robot');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    const titles = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    for (const group of await groups.all()) expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    expect(await hits(page).count()).toBeLessThanOrEqual(20);
    const snippets = (await page.locator('.DocSearch-Hit-title').allTextContents()).map(words);
    expect(Math.max(...snippets)).toBe(10);
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toBeVisible();

    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const total = Number((await footer.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=robot$/);
    await expect(page.getByText(`${total} documents found`)).toBeVisible();
  });

  test('cuts snippets to 5 words on screens up to 768 px', async ({page}) => {
    await page.setViewportSize({width: 700, height: 900});
    await visit(page, '/docs/intro_code');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await search(page, 'robot');
    const snippets = (await page.locator('.DocSearch-Hit-title').allTextContents()).map(words);
    expect(Math.max(...snippets)).toBe(5);
  });

  test('opens the chosen hit and keeps it in recent searches, which a favourite then replaces', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await search(page, 'moveit');
    const first = hits(page).first().locator('a');
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // The chosen page has rendered before the modal opens again.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Plan QTrobot arm motions with MoveIt from Python');

    await openWithShortcut(page);
    const start = page.locator('.DocSearch-Dropdown');
    await expect(start.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    await expect(start.locator('.DocSearch-Hit')).toHaveCount(1);
    await start.getByTitle('Save this search').click();
    await expect(start.locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
    await expect(start.locator('.DocSearch-Hit a')).toHaveAttribute('href', href!);
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length, FAVOURITE_KEY);
    expect(stored).toBe(1);
    await start.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length, FAVOURITE_KEY)).toBe(0);
  });

  test('removes a recent search, and lists 7 recent, 4 beside favourites, 10 favourites at most', async ({page}) => {
    const stored = (n: number, prefix: string) =>
      Array.from({length: n}, (_, i) => ({
        objectID: `${prefix}-${i}`,
        url: `/docs/intro_code#${prefix}-${i}`,
        type: 'lvl2',
        content: null,
        hierarchy: {lvl0: 'Coding quick start', lvl1: 'Quick start for coders', lvl2: `${prefix} ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      }));
    await visit(page, '/docs/intro_code');
    await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [RECENT_KEY, stored(9, 'recent')] as const);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openWithShortcut(page);
    const start = page.locator('.DocSearch-Dropdown');
    await expect(start.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    await expect(start.locator('.DocSearch-Hit')).toHaveCount(7);
    await expect(start.locator('.DocSearch-Hit').first()).toContainText('recent 0');
    await start.getByTitle('Remove this search from history').first().click();
    await expect(start.locator('.DocSearch-Hit')).toHaveCount(6);
    await expect(start).not.toContainText('recent 0');

    await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [FAVOURITE_KEY, stored(12, 'favourite')] as const);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openWithShortcut(page);
    const sources = start.locator('.DocSearch-Hits');
    await expect(start.locator('.DocSearch-Hit-source')).toHaveText(['Recent', 'Favorite']);
    await expect(sources.nth(0).locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(sources.nth(1).locator('.DocSearch-Hit')).toHaveCount(10);
  });

  test('shows the no-results screen with suggestions and the report link', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await input(page).fill('zzqxjv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "zzqxjv"');
    // Suggestions come from the groups of earlier searches in this session.
    await input(page).fill('speech');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('zzqxjv');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen.locator('.DocSearch-Help').last()).toHaveText('Believe this query should return results? Let us know.');
    await expect(screen.getByRole('link', {name: 'Let us know'})).toHaveAttribute('href', '/support#docs');
    await suggestions.first().getByRole('button').click();
    await expect(hits(page).first()).toBeVisible();
  });

  test('offers up to 3 suggestions on a first failed query too, each of which finds something', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await input(page).fill('moovitt');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "moovitt"');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen.locator('.DocSearch-NoResults-Prefill-List')).toHaveCount(1);
    // The query respelt as the pages spell it comes first.
    await expect(suggestions.first()).toHaveText('moveit');
    await expect(screen.locator('.DocSearch-Help').last()).toHaveText('Believe this query should return results? Let us know.');
    await suggestions.first().getByRole('button').click();
    await expect(input(page)).toHaveValue('moveit');
    await expect(hits(page).first()).toBeVisible();
    await expect(input(page)).toBeFocused();
    // Gibberish gets common topics.
    await input(page).fill('zzqxjv');
    await expect(screen.locator('.DocSearch-NoResults-Prefill-List li').first()).toBeVisible();
  });

  test('searches the docs version of the page it is opened on', async ({page}) => {
    const hrefs = async () =>
      hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await visit(page, '/docs/v1/intro_code');
    await openWithShortcut(page, '/');
    await search(page, 'speech');
    const v1 = await hrefs();
    expect(v1.some((h) => h.startsWith('/docs/v1/'))).toBe(true);
    expect(v1.filter((h) => h.startsWith('/docs/') && !h.startsWith('/docs/v1/'))).toEqual([]);
    await page.keyboard.press('Escape');

    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await search(page, 'speech');
    const v2 = await hrefs();
    expect(v2.some((h) => h.startsWith('/docs/'))).toBe(true);
    expect(v2.filter((h) => h.startsWith('/docs/v1/'))).toEqual([]);
  });
});

test.describe('offline index loading', () => {
  test('loads the index on first open only, then answers without leaving the site', async ({page, baseURL}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await visit(page, '/docs/intro_code');
    await page.locator('.DocSearch-Button').hover();
    expect(requests.filter((u) => u.includes('/search-index/'))).toEqual([]);
    // Nothing points at Algolia offline: the theme's preconnect is neither in the HTML nor added after hydration.
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);

    await openWithShortcut(page);
    await search(page, 'gestures');
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    const index = requests.filter((u) => u.includes('/search-index/')).map((u) => new URL(u).pathname);
    expect(index).toEqual([
      '/search-index/manifest.json',
      expect.stringMatching(/^\/search-index\/default\.\w{10}\.json$/),
      expect.stringMatching(/^\/search-index\/docs-default-current\.\w{10}\.json$/),
    ]);
    // The client's measures: request to parsed files, request to a searchable index (bench:search reads them).
    const measures = await page.evaluate(() => ['qt-search-fetch', 'qt-search-index'].map((name) => performance.getEntriesByName(name).length));
    expect(measures).toEqual([1, 1]);

    await hits(page).first().locator('a').click();
    await visit(page, '/search?q=motors');
    await expect(page.locator('article').first()).toBeVisible();
    const foreign = requests.filter((u) => !u.startsWith(baseURL!));
    expect(foreign).toEqual([]);
  });

  test('shows the stalled state while the index is slow, then the results', async ({page}) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(V2_INDEX, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await input(page).fill('speech');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('offline index faults', () => {
  test.use({allowErrors: INDEX_FAULTS});

  const faults: [string, (route: Route) => Promise<void>][] = [
    ['a missing index (HTTP 404)', (route) => route.fulfill({status: 404, body: 'Not found'})],
    ['a server error (HTTP 500)', (route) => route.fulfill({status: 500, body: 'boom'})],
    ['an index that is not JSON', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"format":1,"records":['})],
    ['a network failure', (route) => route.abort('connectionreset')],
  ];
  for (const [name, fault] of faults) {
    test(`shows the error screen for ${name}, and a later search retries`, async ({page}) => {
      await page.route(V2_INDEX, fault);
      await visit(page, '/docs/intro_code');
      await openWithShortcut(page);
      await input(page).fill('speech');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
      await expect(screen.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
      await page.unroute(V2_INDEX);
      await input(page).fill('speech synthesis');
      await expect(hits(page).first()).toBeVisible();
      await expect(screen).toHaveCount(0);
    });
  }

  test('shows the error screen when the index does not arrive in time', async ({page}) => {
    await page.clock.install();
    await page.route(V2_INDEX, () => undefined); // never answered
    await visit(page, '/docs/intro_code');
    await openWithShortcut(page);
    await input(page).fill('speech');
    await page.clock.runFor(6000);
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });
});

test.describe('search page', () => {
  async function results(page: Page): Promise<Locator> {
    const items = page.locator('main article, .container article');
    await expect(items.first()).toBeVisible();
    return items;
  }

  test('shows full results from the same index, with its version choice', async ({page}) => {
    await visit(page, '/search?q=moveit');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "moveit"');
    const items = await results(page);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/docs\/tutorials\/python\/python_ros_moveit/);
    await expect(items.first().locator('.search-result-match').first()).toBeVisible();
    await expect(page.getByText('Powered by')).toBeHidden();

    await page.locator('select').selectOption({label: 'QTrobot V1'});
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/docs\/v1\//);
  });

  test.describe('faults', () => {
    test.use({allowErrors: INDEX_FAULTS});

    test('says when the index cannot be loaded, and recovers on the next search', async ({page}) => {
      await page.route(V2_INDEX, (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await visit(page, '/search?q=speech');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Unable to fetch results.');
      await expect(alert).toContainText('HTTP 503');
      await expect(page.getByText('No results were found')).toBeHidden();
      await page.unroute(V2_INDEX);
      await page.getByRole('searchbox', {name: 'Search'}).fill('speech recognition');
      await results(page);
      await expect(alert).toHaveCount(0);
    });
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open modal with results and the search page have no axe violations (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await visit(page, '/docs/intro_code');
      await openWithShortcut(page);
      await search(page, 'speech');
      // DocSearch 3.9's markup, not ours to change by wrapping: aria-controls names list ids it never
      // renders, its header and footer count as page landmarks, and each option wraps a link.
      const modal = await axeViolations(page, `${colorScheme} modal`, {
        include: '.DocSearch-Modal',
        rules: 'all',
        disable: ['aria-valid-attr-value', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'nested-interactive'],
      });
      expect(modal).toEqual([]);
      await page.keyboard.press('Escape');
      await visit(page, '/search?q=speech');
      await expect(page.locator('article').first()).toBeVisible();
      expect(await axeViolations(page, `${colorScheme} /search?q=speech`, {include: '#__docusaurus_skipToContent_fallback', rules: 'all'})).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  // The browser logs the 404 answer of the document itself.
  test.use({allowErrors: /status of 404/});

  test('the 404 page points to the shortcuts and the search page', async ({page}) => {
    await visit(page, '/docs/no-such-page');
    // The rendered text: on a desktop the shortcut, not the phone's hint (newcomer.spec.ts has the phone).
    expect(await page.locator('main').innerText()).toContain('Search the docs: press Ctrl+K (⌘+K on a Mac) or /, or open the search page.');
    await page.getByRole('link', {name: 'search page'}).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  });
});
