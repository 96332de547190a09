import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {FAVOURITE_KEY, hits, input, modal, openWithShortcut, RECENT_KEY, search} from './lib/search';

/**
 * Hostile input to search: whatever a link puts in /search?q= is shown as text, runs nothing and
 * breaks nothing; the modal never holds more than 64 characters; and whatever is stored under
 * DocSearch's recent and favourite keys, the modal opens and searches (src/utils/safeStorage.ts
 * repairs the keys before DocSearch reads them).
 */

declare global {
  interface Window {
    /** Set only if some injected markup ever ran as script. */
    qtPwned?: boolean;
  }
}

/** Each case: a name and the raw query string after `q=`, exactly as a link would carry it. */
const HOSTILE_QUERIES: [string, string][] = [
  ['HTML', encodeURIComponent('<img src=x onerror="window.qtPwned=true"><b>motors</b>')],
  ['a script element', encodeURIComponent('</script><script>window.qtPwned=true</script>')],
  ['quotes breaking out of attributes', encodeURIComponent(`"'><svg onload="window.qtPwned=true">`)],
  ['10,000 characters', 'speech'.repeat(1667).slice(0, 10_000)],
  ['invalid percent-encoding', '%E0%A4%A%ZZ%'],
  ['a right-to-left override', encodeURIComponent('\u202Esrotom\u202C')],
  ['a javascript: URL', encodeURIComponent('javascript:window.qtPwned=true')],
];

/** What the page should read from the address: the browser's own decoding of `q`. */
const decoded = (raw: string) => new URLSearchParams(`q=${raw}`).get('q') ?? '';

/** The search page's own field (the navbar's search is a button). */
const searchPageInput = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback input[name="q"]');

test.describe('/search?q= with hostile input', () => {
  // One page, one query after another (each a fresh load): the queries share the browser's cache.
  test('shows each hostile query as text and runs nothing', async ({page}) => {
    test.setTimeout(HOSTILE_QUERIES.length * 15_000);
    for (const [name, raw] of HOSTILE_QUERIES) {
      await test.step(name, async () => {
        await visit(page, `/search?q=${raw}`);
        const query = decoded(raw);
        // The query is the field's text, character for character.
        await expect(searchPageInput(page), name).toHaveValue(query);
        // The heading names it as text: no element was made from it.
        const heading = page.getByRole('heading', {level: 1});
        await expect(heading, name).toBeVisible();
        expect(await heading.locator('img, script, svg, b').count(), name).toBe(0);
        if (query.length < 200) expect(await heading.textContent(), name).toContain(query);
        expect(await page.locator('img[src="x"], main svg[onload]').count(), name).toBe(0);
        expect(await page.evaluate(() => window.qtPwned), name).toBeUndefined();
        // The page still works: a new query gives results.
        await searchPageInput(page).fill('motors');
        await expect(page.locator('main article').first(), name).toBeVisible();
        await expect(page).toHaveURL(/\/search\?q=motors$/);
      });
    }
  });
});

test.describe('the 64-character limit of the modal', () => {
  test('holds when the modal opens with text selected from a longer query', async ({page}) => {
    const long = 'qtrobot speech '.repeat(20).trim();
    await visit(page, `/search?q=${encodeURIComponent(long)}`);
    await expect(searchPageInput(page)).toHaveValue(long);
    // DocSearch starts the modal with the page's selected text: select the whole long heading.
    await page.getByRole('heading', {level: 1}).selectText();
    expect((await page.evaluate(() => String(window.getSelection()))).length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    const value = await input(page).inputValue();
    expect(value.length).toBeGreaterThan(0);
    expect(value.length).toBeLessThanOrEqual(64);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    // Typing more cannot grow it.
    await input(page).press('End');
    await page.keyboard.type('x'.repeat(80));
    expect((await input(page).inputValue()).length).toBeLessThanOrEqual(64);
  });

  test('holds when a long query is pasted', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/docs/intro_code');
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'y'.repeat(300));
    await openWithShortcut(page);
    await page.keyboard.press('Control+v');
    await expect(input(page)).toHaveValue('y'.repeat(64));
  });
});

/** Values DocSearch could find under its keys: other sites' shapes, old formats, hand edits. */
const GARBAGE_HITS = [
  'not json',
  '{"objectID":"1"}',
  '[1, 2, 3]',
  'null',
  '[null, {"hierarchy": null}]',
  '[{"objectID": 7, "url": {"x": 1}}]',
  JSON.stringify([
    {objectID: 'a', url: 'javascript:window.qtPwned=true', hierarchy: {lvl0: '<img src=x onerror="window.qtPwned=true">', lvl1: 'x'}, type: 'lvl1'},
  ]),
  `[${'{"objectID":"x"},'.repeat(5000)}{"objectID":"y"}]`,
];

async function seedSearchStorage(page: Page, value: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([recent, favourite, v]) => {
      localStorage.clear();
      localStorage.setItem(recent, v);
      localStorage.setItem(favourite, v);
    },
    [RECENT_KEY, FAVOURITE_KEY, value] as const,
  );
}

test.describe('garbage under DocSearch recent and favourite searches', () => {
  test.beforeEach(async ({page}) => {
    // Chromium asks for /favicon.ico beside a text file; the site has an SVG icon instead.
    await page.route('**/favicon.ico', (route) => route.fulfill({status: 204}));
  });

  test('the modal opens and searches with each kind of garbage stored', async ({page}) => {
    test.setTimeout(GARBAGE_HITS.length * 15_000);
    for (const value of GARBAGE_HITS) {
      const label = JSON.stringify(value.slice(0, 40));
      await test.step(label, async () => {
        await seedSearchStorage(page, value);
        await visit(page, '/docs/intro_code');
        await openWithShortcut(page);
        // Nothing unusable is listed, and nothing from storage ran or became markup.
        const listed = page.locator('.DocSearch-StartScreen, .DocSearch-Dropdown');
        await expect(listed.first(), label).toBeVisible();
        expect(await page.locator('.DocSearch-Modal img[src="x"]').count(), label).toBe(0);
        expect(await page.evaluate(() => window.qtPwned), label).toBeUndefined();
        for (const href of await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
          expect(href, label).not.toMatch(/^javascript:/i);
        }
        await search(page, 'motors');
        // Choosing a hit stores a valid list again.
        await hits(page).first().locator('a').click();
        await page.waitForURL((url) => !url.pathname.endsWith('/docs/intro_code'));
        const recent = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), RECENT_KEY);
        expect(Array.isArray(recent), label).toBe(true);
        expect(recent[0], label).toMatchObject({objectID: expect.any(String), url: expect.stringMatching(/^\/docs\//)});
      });
    }
  });
});
