import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/**
 * What the browser has stored for the site can be anything: hand-edited, left by an older
 * version of the site, or unreadable because storage is disabled. The site must fall back to its
 * defaults and keep working. The values are checked once by src/utils/safeStorage.ts.
 */

declare global {
  interface Window {
    /** data-theme and data-theme-choice as they were when the HTML finished parsing (before React). */
    qtThemeAtParse?: [string | null, string | null];
    /** Set only if some stored or injected markup ever ran as script. */
    qtPwned?: boolean;
  }
}

/** The suffix Docusaurus appends to its storage keys (future.v4), read from the built HTML. */
async function namespace(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const m = /getItem\("theme([^"]*)"\)/.exec(html);
  expect(m, 'the inline colour-mode script reads a theme key').not.toBeNull();
  return m![1];
}

const routed = new WeakSet<Page>();

/** Replace the site's storage before any of its pages runs (robots.txt has no scripts). */
async function seed(page: Page, entries: Record<string, string>): Promise<void> {
  // Chromium asks for /favicon.ico beside a text file; the site has an SVG icon instead.
  if (!routed.has(page)) await page.route('**/favicon.ico', (route) => route.fulfill({status: 204}));
  routed.add(page);
  await page.goto('/robots.txt');
  await page.evaluate((e) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function recordThemeAtParse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      window.qtThemeAtParse = [root.getAttribute('data-theme'), root.getAttribute('data-theme-choice')];
    });
  });
}

const GARBAGE_THEMES = ['purple', '"dark"', 'dark ', 'DARK', '', '{"mode":"dark"}', 'null', '<img src=x onerror="window.qtPwned=true">', 'x'.repeat(10_000)];

test.describe('garbage in browser storage', () => {
  test('an invalid stored theme never reaches data-theme, is removed, and the toggle still works', async ({page}) => {
    const ns = await namespace(page);
    await recordThemeAtParse(page);
    for (const value of GARBAGE_THEMES) {
      await seed(page, {[`theme${ns}`]: value});
      await visit(page, '/docs/intro_code');
      const html = page.locator('html');
      expect(await page.evaluate(() => window.qtThemeAtParse), `theme ${JSON.stringify(value.slice(0, 40))}`).toEqual(['light', 'system']);
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      expect(await stored(page, `theme${ns}`)).toBeNull();
      expect(await page.evaluate(() => window.qtPwned)).toBeUndefined();
    }
    // The reader can still choose, and the choice is kept again.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const html = page.locator('html');
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page, `theme${ns}`)).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('with garbage stored, a reader whose system is dark gets the dark theme', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    const ns = await namespace(page);
    await seed(page, {[`theme${ns}`]: 'purple'});
    await page.goto('/docs/intro_code');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    await context.close();
  });

  test('an invalid announcement dismissal or id shows the bar again', async ({page}) => {
    const ns = await namespace(page);
    const bar = page.locator('.theme-announcement-bar');
    for (const value of ['yes', '1', 'TRUE', ' true', '{}', '']) {
      await seed(page, {[`docusaurus.announcement.dismiss${ns}`]: value, [`docusaurus.announcement.id${ns}`]: 'qtrobot-v2-docs-2025'});
      await visit(page, '/');
      await expect(bar, `dismiss = ${JSON.stringify(value)}`).toBeVisible();
      expect(await stored(page, `docusaurus.announcement.dismiss${ns}`)).not.toBe(value);
    }
    for (const id of ['x'.repeat(5000), 'qtrobot-v2-docs-2025\u0000', 'an-old-announcement']) {
      await seed(page, {[`docusaurus.announcement.dismiss${ns}`]: 'true', [`docusaurus.announcement.id${ns}`]: id});
      await visit(page, '/');
      await expect(bar, `id = ${JSON.stringify(id.slice(0, 30))}`).toBeVisible();
      expect(await stored(page, `docusaurus.announcement.id${ns}`)).toBe('qtrobot-v2-docs-2025');
    }
    // Closing still works and is kept.
    await bar.getByRole('button', {name: 'Close'}).click();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(bar).toHaveCount(0);
  });

  test('an unknown preferred docs version falls back to the current docs', async ({page}) => {
    const ns = await namespace(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const value of ['QTRD_v9', 'qtrd_v1', '', '["QTRD_v1"]', 'current\n', '../../etc']) {
      await seed(page, {[`docs-preferred-version-default${ns}`]: value});
      await visit(page, '/demos');
      await nav.getByRole('button', {name: 'Coding'}).hover();
      await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'ROS Tutorials'}).click();
      await expect(page, `version ${JSON.stringify(value)}`).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
      await expect(page.locator('article h1')).toBeVisible();
      expect(await stored(page, `docs-preferred-version-default${ns}`)).toBeNull();
    }
  });

  test('an unknown language tab choice falls back to the first tab', async ({page}) => {
    const ns = await namespace(page);
    for (const value of ['cobol', 'PYTHON', '', '<b>x</b>']) {
      await seed(page, {[`docusaurus.tab.language${ns}`]: value});
      await visit(page, '/docs/api_ros');
      await expect(page.getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
      expect(await stored(page, `docusaurus.tab.language${ns}`)).toBeNull();
    }
    await page.getByRole('tab', {name: 'C++'}).first().click();
    expect(await stored(page, `docusaurus.tab.language${ns}`)).toBe('cpp');
  });
});

test.describe('unusable browser storage', () => {
  /** Choose dark, dismiss the bar and pick V1: all of it works now but is forgotten after a reload. */
  async function preferencesWorkButAreNotKept(page: Page): Promise<void> {
    await visit(page, '/docs/intro_code');
    const html = page.locator('html');
    await expect(page.locator('article h1')).toBeVisible();
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const bar = page.locator('.theme-announcement-bar');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);

    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.locator('.navbar__item.dropdown').filter({hasText: 'QTrobot V2'}).hover();
    await nav.getByRole('link', {name: 'QTrobot V1'}).click();
    await expect(page).toHaveURL(/\/docs\/v1\/intro_code$/);
    await expect(page.locator('article h1')).toBeVisible();

    await visit(page, '/docs/intro_code');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await nav.getByRole('button', {name: 'Coding'}).hover();
    await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'ROS Tutorials'}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
  }

  test('reading window.localStorage throws (site data blocked)', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await preferencesWorkButAreNotKept(page);
    expect(
      await page.evaluate(() => {
        try {
          return Boolean(window.localStorage);
        } catch {
          return 'throws';
        }
      }),
    ).toBe('throws');
  });

  test.describe('every storage method throws (private mode, full quota)', () => {
    // Docusaurus reports each refused read or write on the console; that is all that happens.
    test.use({allowErrors: /Docusaurus storage error/});
    test('the site works and keeps nothing', async ({page}) => {
      await page.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
          Storage.prototype[method] = refuse;
        }
      });
      await preferencesWorkButAreNotKept(page);
    });
  });

  test.describe('writes throw but reads work (full quota)', () => {
    test.use({allowErrors: /Docusaurus storage error/});
    test('the site works and keeps nothing new', async ({page}) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await preferencesWorkButAreNotKept(page);
    });
  });
});
