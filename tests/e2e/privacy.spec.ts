import {expect, test, visit} from './fixtures';
import {recordForeignRequests} from './lib/checks';
import {hits, openWithShortcut, search} from './lib/search';

/**
 * The default build makes no request to any host but the site's own: no fonts, analytics,
 * search service or CDN. Every request of the browser context is recorded (pages, their
 * scripts, prefetches and the service worker's). The site sweep (sweep.spec.ts) loads every page; this spec follows a reader
 * through the things that load more: menus, tabs, search, the not-found page and installing the app.
 */

test.describe('no request leaves the site', () => {
  test.describe('while reading', () => {
    // The tour installs the app, so the service worker runs and its downloads are checked too.
    test.use({allowErrors: /status of 404/, serviceWorkers: 'allow'});
    test('switching theme, version and tabs, closing the bar, following links, searching, installing the app', async ({page, baseURL}) => {
      const foreign = recordForeignRequests(page.context(), new URL(baseURL!).origin, () => page.url());
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
