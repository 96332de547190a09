import type {Page, Route} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/**
 * Failed loads: the network drops a chunk of the site's code. Docusaurus answers a route chunk
 * that fails during client-side navigation with a full page reload (PendingNavigation), a page's
 * server-rendered HTML stays readable when its code never arrives, and a lazily loaded component
 * shows the page-load failure screen with Retry. A page that throws shows the crash screen.
 */

declare global {
  interface Window {
    /** Set by a test on the loaded document; a full reload gives a fresh window without it. */
    qtSameDocument?: boolean;
  }
}

// The browser reports the refused chunk requests, and webpack the chunk errors they cause.
const CHUNK_ERRORS = /net::ERR_FAILED|Failed to load resource|Loading chunk|ChunkLoadError|Loading CSS chunk/;

/** The site's entry scripts; everything else under /assets/js/ is a lazily loaded chunk. */
const isEntry = (url: string) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url);

/** Aborts the matching JavaScript requests while `active()` is true; returns the aborted URLs. */
async function blockChunks(page: Page, active: () => boolean): Promise<string[]> {
  const aborted: string[] = [];
  await page.route('**/assets/js/**', async (route: Route) => {
    const url = route.request().url();
    if (active() && !isEntry(url)) {
      aborted.push(url);
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  return aborted;
}

test.describe('failed loads', () => {
  test.use({allowErrors: CHUNK_ERRORS});

  test('a route chunk that fails during client-side navigation triggers a full reload that shows the page', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await page.evaluate(() => {
      window.qtSameDocument = true;
    });
    // Fail the target route's code until the browser requests a new document: the reload.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    const aborted = await blockChunks(page, () => !reloaded);

    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const link = sidebar.getByRole('link', {name: 'Recent QTrobots'});
    const href = await link.getAttribute('href');
    expect(href).toBe('/docs/recent_qtrobots');
    await link.click();

    await expect(page).toHaveURL(/\/docs\/recent_qtrobots$/);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('article h1')).toBeVisible();
    expect(reloaded, 'the browser loaded the page again').toBe(true);
    expect(await page.evaluate(() => window.qtSameDocument), 'a new document, not a client-side render').toBeUndefined();
    expect(aborted.length, 'the navigation did request chunks, and they failed').toBeGreaterThan(0);
  });

  test.describe('when the code of the page never arrives', () => {
    // Docusaurus' client entry waits for the route's code before hydrating; the rejection is unhandled.
    test.use({allowErrors: new RegExp(`${CHUNK_ERRORS.source}|pageerror`)});

    test('the server-rendered page stays readable, and a later visit hydrates', async ({page}) => {
      let failing = true;
      const aborted = await blockChunks(page, () => failing);
      await page.goto('/docs/modules/motors');
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article')).toContainText(/motor/i);
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.getByRole('link', {name: 'Camera'})).toHaveAttribute('href', '/docs/modules/camera');
      await expect.poll(() => aborted.length).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

      failing = false;
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('article h1')).toBeVisible();
    });
  });

  test('a component whose chunk fails shows the page-load failure screen, and Retry recovers', async ({page}) => {
    await visit(page, '/e2e/lazy');
    let failing = true;
    const aborted = await blockChunks(page, () => failing);
    await page.getByRole('button', {name: 'Load the panel'}).click();

    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    // The failure screen names the error.
    await expect(retry.locator('xpath=../..')).toContainText(/chunk|failed/i);
    expect(aborted.length).toBeGreaterThan(0);
    await expect(page.getByText('The lazily loaded panel is here.')).toHaveCount(0);

    failing = false;
    await retry.click();
    await expect(page.getByText('The lazily loaded panel is here.')).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});

test.describe('error screens', () => {
  test.use({allowErrors: /Deliberate crash|The above error occurred|React will try to recreate/});

  test('a crashing page shows the crash screen and recovers with Try again', async ({page}) => {
    await visit(page, '/e2e/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Deliberate crash for the e2e test').first()).toBeVisible();
    // The error chain: the thrown error and its cause, in order.
    await expect(page.getByText(/Deliberate crash[\s\S]*Cause:\s*Simulated cause: the robot did not answer/)).toBeVisible();
    await page.evaluate(() => {
      window.qtCrashTestFixed = true;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The page rendered normally.')).toBeVisible();
  });
});
