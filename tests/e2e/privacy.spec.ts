import type {BrowserContext} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {builtRoutes, chunks} from './lib/builtRoutes';
import {hits, openWithShortcut, search} from './lib/search';

/**
 * The default build makes no request to any host but the site's own: no fonts, analytics,
 * search service or CDN. Every request of the browser context is recorded (pages, their
 * scripts, prefetches and the service worker's), over a tour of every page and the things
 * readers do on them.
 */

function recordForeignRequests(context: BrowserContext, siteOrigin: string): string[] {
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== siteOrigin) foreign.push(`${request.resourceType()} ${url.href}`);
  });
  return foreign;
}

const routes = builtRoutes();

test.describe('no request leaves the site', () => {
  for (const [i, group] of chunks(routes, 12).entries()) {
    test(`pages ${i * 12 + 1}-${i * 12 + group.length}`, async ({page, baseURL}) => {
      // Twelve page loads: 7-13 s here, but over the default 30 s when the CI machine is loaded
      // (at a load average of 10, batches time out at 30 s).
      test.setTimeout(90_000);
      const foreign = recordForeignRequests(page.context(), new URL(baseURL!).origin);
      for (const route of group) {
        await visit(page, route);
        await expect(page.locator('h1').first(), route).toBeVisible();
      }
      // Let the idle-time prefetches of visible links finish.
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  }

  test.describe('while reading', () => {
    // The tour installs the app, so the service worker runs and its downloads are checked too.
    test.use({allowErrors: /status of 404/, serviceWorkers: 'allow'});
    test('switching theme, version and tabs, closing the bar, following links, searching, installing the app', async ({page, baseURL}) => {
      const foreign = recordForeignRequests(page.context(), new URL(baseURL!).origin);
      await visit(page, '/');
      await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      const nav = page.getByRole('navigation', {name: 'Main'});
      await nav.getByRole('button', {name: 'Coding'}).hover();
      await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'API References'}).click();
      await expect(page).toHaveURL(/\/docs\/api_ros$/);
      await page.getByRole('tab', {name: 'JavaScript'}).first().click();
      await nav.locator('.navbar__item.dropdown').filter({hasText: 'QTrobot V2'}).hover();
      await nav.getByRole('link', {name: 'QTrobot V1'}).click();
      await expect(page).toHaveURL(/\/docs\/v1\/api_ros(\?|$)/);
      await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link').last().click();
      await expect(page.locator('article h1')).toBeVisible();
      await page.goto('/docs/no-such-page');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('main').getByRole('link', {name: 'QTrobot V2 docs'}).click();
      await expect(page.locator('article h1')).toBeVisible();
      // Searching: the modal (its code and styles load now), a hit, the search page, the V1 index.
      await openWithShortcut(page);
      await search(page, 'speech');
      await hits(page).first().locator('a').click();
      await expect(page.locator('article h1')).toBeVisible();
      await visit(page, '/search?q=motors');
      await expect(page.locator('main article').first()).toBeVisible();
      await visit(page, '/docs/v1/intro_code');
      await openWithShortcut(page);
      await search(page, 'camera');
      await page.keyboard.press('Escape');
      // Installing the app makes the service worker download the whole site for offline reading.
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  });
});
