import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {hits, openWithShortcut, search} from './lib/search';
import {connectVirtualRobot, runListGestures, runSayHello} from './lib/virtualRobot';
import {serveBuild, type StaticServer} from '../../tools/lib/localServer.mjs';

// Offline, the browser logs the requests that cannot reach the network (prefetches of linked pages).

/** Resolves once the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Resolves once the service worker has kept the page for offline reading. */
async function kept(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((p) => caches.match(new URL(p, location.origin).href).then(Boolean), pathname), {message: `${pathname} cached`})
    .toBe(true);
}

/**
 * Plays the installation of the docs as an app: the browser fires `appinstalled`, the PWA plugin
 * remembers it and reloads with its offline mode on, which stores the whole site.
 */
async function install(page: Page): Promise<void> {
  // Installing downloads and caches the whole site: about 6 s on an idle machine, over 30 s on a
  // loaded CI machine. Every test that installs gets the time (one that had the default 30 s
  // failed in CI while the worker was still copying the site).
  test.setTimeout(90_000);
  await page.evaluate(() => {
    (window as Window & {beforeInstall?: boolean}).beforeInstall = true;
    window.dispatchEvent(new Event('appinstalled'));
  });
  await page.waitForFunction(() => !(window as Window & {beforeInstall?: boolean}).beforeInstall);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // The worker registered in offline mode is active: installed, so the copy of the whole build is
  // complete. (`serviceWorker.ready` alone could still resolve with the worker of the first visit,
  // whose registration the plugin clears on `appinstalled`, when the machine is slow.)
  await expect
    .poll(() => page.evaluate(async () => decodeURIComponent((await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '')), {
      message: 'the offline-mode service worker is active',
      timeout: 60_000,
    })
    .toContain('"offlineMode":true');
  await controlled(page);
}

async function readable(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  // Hydrated: the scripts came from the cache too, so the page is interactive, not just text.
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

// These specs are about the service worker, which the config blocks elsewhere.
test.use({serviceWorkers: 'allow'});

test.describe('offline reading', () => {
  test.describe('for every reader', () => {
    // Offline, the browser logs what cannot load: prefetches of linked pages, and the offline page (503).
    test.use({allowErrors: /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 503)/});

    test('pages a reader opened stay readable offline, after a reload too', async ({page, context}) => {
      await visit(page, '/docs/intro_code');
      await controlled(page);
      await kept(page, '/docs/intro_code');

      // A client-side navigation fetches no HTML: the page must still be kept for a reload.
      await page.locator('article').getByRole('link', {name: 'Processor', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/modules\/processor$/);
      await kept(page, '/docs/modules/processor');

      await context.setOffline(true);
      await page.reload();
      await readable(page, 'Processors and networking');
      await page.goto('/docs/intro_code');
      await readable(page, 'Quick start for coders');
      await page.goBack();
      await readable(page, 'Processors and networking');

      // A page never opened cannot load; the reader is told so and offered the pages kept.
      await page.goto('/docs/api_js');
      await expect(page.getByRole('heading', {level: 1, name: 'You are offline'})).toBeVisible();
      const keptLinks = page.getByRole('list').getByRole('link');
      await expect(keptLinks).toHaveText(['Processors and networking', 'Quick start for coders']);
      await keptLinks.first().click();
      await readable(page, 'Processors and networking');
      await context.setOffline(false);
    });
    test('a reader who used the virtual QTrobot once can connect to it and run a program offline, after a reload', async ({page, context}) => {
      const chunks = new Set<string>();
      page.on('request', (r) => {
        const {pathname} = new URL(r.url());
        if (/\/(virtual-robot|virtual-robot-dock|vrobot-run)\.[0-9a-f]+\.js$/.test(pathname)) chunks.add(pathname);
      });
      const useRobot = async () => {
        await connectVirtualRobot(page);
        // The engine answers a program's service call, through the runner's chunk.
        await runListGestures(page);
      };
      await visit(page, '/docs/api_js');
      await controlled(page);
      await useRobot();
      // The engine's, the drawing's and the runner's chunks, loaded on those clicks and kept by the worker.
      expect([...chunks].map((c) => /\/([a-z-]+)\.[0-9a-f]+\.js$/.exec(c)?.[1]).sort()).toEqual(['virtual-robot', 'virtual-robot-dock', 'vrobot-run']);
      for (const chunk of chunks) await kept(page, chunk);
      await kept(page, '/docs/api_js');
      // Only the worker's copies may answer: the browser's HTTP cache would otherwise serve the chunks it just loaded.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

      await context.setOffline(true);
      await page.reload();
      await readable(page, 'JavaScript API (qtrobot.js)');
      await useRobot();
      await context.setOffline(false);
    });
    test('a Python program that ran once runs again offline, after a reload: the interpreter is kept', async ({page, context}) => {
      test.setTimeout(120_000);
      const loaded = new Set<string>();
      context.on('request', (r) => {
        const {pathname} = new URL(r.url());
        if (/\/assets\/(pyodide\/|js\/(vrobot-python|qtdocs-python)\.)/.test(pathname)) loaded.add(pathname);
      });
      await visit(page, '/docs/api_ros');
      await controlled(page);
      await runSayHello(page);
      // The runner's chunk, the worker and the interpreter's files, all under assets/: kept by the service worker.
      expect(
        [...loaded]
          .filter((p) => p.includes('/pyodide/'))
          .map((p) => p.split('/').pop())
          .sort(),
      ).toEqual(['pyodide-lock.json', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'pyodide.mjs', 'python_stdlib.zip']);
      expect(loaded.size).toBe(7);
      for (const file of loaded) await kept(page, file);
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

      await context.setOffline(true);
      await page.reload();
      await readable(page, 'ROS API reference');
      await runSayHello(page);
      await context.setOffline(false);
    });
    test('a reader who searched once can still search offline, from another page too', async ({page, context}) => {
      await visit(page, '/docs/intro_code');
      await controlled(page);
      await visit(page, '/docs/modules/processor');
      await kept(page, '/docs/modules/processor');
      await openWithShortcut(page);
      await search(page, 'motors');
      await page.keyboard.press('Escape');
      // The manifest and the V2 index the search fetched are kept.
      const manifest = (await (await page.request.get('/search-index/manifest.json')).json()) as {files: Record<string, string>};
      await kept(page, '/search-index/manifest.json');
      await kept(page, `/${manifest.files['docs-default-current']}`);

      await context.setOffline(true);
      await page.goto('/docs/intro_code');
      await readable(page, 'Quick start for coders');
      await openWithShortcut(page);
      await search(page, 'speech');
      await expect(hits(page).first()).toContainText(/speech|speak/i);
      await page.keyboard.press('Escape');
      await context.setOffline(false);
    });
  });

  test.describe('a reader who never opened search online', () => {
    test.use({allowErrors: /^Failed to load resource: (net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 503)/});
    test('presses Ctrl+K offline: search opens and says it cannot fetch results, with no uncaught error', async ({page, context}) => {
      await visit(page, '/docs/intro_code');
      await controlled(page);
      // The modal's and the client's code were loaded once at an idle moment, so the worker kept them.
      await page.waitForSelector('html[data-search-kept-offline="true"]', {timeout: 20_000});
      await page.waitForLoadState('networkidle');
      await visit(page, '/docs/modules/processor');
      await kept(page, '/docs/modules/processor');

      await context.setOffline(true);
      await page.goto('/docs/modules/processor');
      await readable(page, 'Processors and networking');
      await openWithShortcut(page);
      await page.locator('.DocSearch-Input').fill('speech');
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
      await page.keyboard.press('Escape');
      await context.setOffline(false);
    });
  });

  // One installation (it copies the whole build) for both things an installed app promises.
  test('once the docs are installed as an app, pages never opened are readable and searchable offline', async ({page, context}) => {
    await visit(page, '/');
    await install(page);

    await context.setOffline(true);
    await page.goto('/docs/tutorials/python/python_ros_speech');
    await readable(page, 'Make QTrobot speak from Python');
    await page.goto('/docs/v1/api_ros');
    await readable(page, 'ROS API reference (QTrobot V1)');

    // Search works before the reader ever searched: the index was kept with the pages.
    await page.goto('/docs/tutorials/python/python_ros_motors');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openWithShortcut(page);
    await search(page, 'gesture');
    await page.keyboard.press('Escape');
    await page.goto('/search?q=microphone');
    await expect(page.locator('main article').first()).toBeVisible();
    // V1 pages search the V1 index, which was kept too.
    await page.goto('/docs/v1/api_ros');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openWithShortcut(page);
    await search(page, 'speech');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/v1\//);
    await context.setOffline(false);
  });
});

test.describe('a new deployment', () => {
  let server: StaticServer;
  test.beforeAll(async () => {
    server = await serveBuild(path.resolve(__dirname, '../../build'));
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('is announced in the installed app, and Refresh loads it', async ({page}) => {
    const url = `${server.origin}/docs/intro_code`;
    await visit(page, url);
    await install(page);

    // The next build has a different service worker; the browser looks for one on each visit.
    server.override('/sw.js', (code) => `${code}\n// next build\n`);
    await visit(page, url);
    const popup = page.getByText('New version available');
    await expect(popup).toBeVisible();

    await page.evaluate(() => {
      (window as Window & {beforeRefresh?: boolean}).beforeRefresh = true;
    });
    await page.getByRole('button', {name: 'Refresh'}).click();
    await page.waitForFunction(() => !(window as Window & {beforeRefresh?: boolean}).beforeRefresh);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(popup).toHaveCount(0);
    const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null));
    expect(waiting).toBeNull();
  });
});
