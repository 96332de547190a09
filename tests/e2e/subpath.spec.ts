import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {freePort} from '../../tools/lib/localServer.mjs';
import {expect, test, visit} from './fixtures';
import {hits, openWithShortcut, search} from './lib/search';
import {connectVirtualRobot, runListGestures, runSayHello} from './lib/virtualRobot';

/**
 * The site built for a sub-path (BASE_URL=/qtdocs/ into build-subpath, as `npm run test:e2e` does),
 * the way it is served from the robot's own computer: every link, asset and script must stay under it.
 */
const BASE = '/qtdocs/';
const DIR = path.resolve(__dirname, '../../build-subpath');
let server: ChildProcess | undefined;
let ORIGIN = '';

/** E2E_SUBPATH_PORT, or a port the system says is free, so parallel runs never meet. */
/** The paths the page requests from the server outside the sub-path, collected as they happen. */
function requestsOutsideBase(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === ORIGIN && !url.pathname.startsWith(BASE)) outside.push(url.pathname);
  });
  return outside;
}

async function choosePort(): Promise<number> {
  return process.env.E2E_SUBPATH_PORT ? Number(process.env.E2E_SUBPATH_PORT) : freePort();
}

// One server for the file: its tests run in order in one worker.
test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(DIR, 'index.html'))) {
    throw new Error('No sub-path build: run `node tests/build/ensure-build.mjs --out-dir build-subpath --base-url /qtdocs/` (npm run test:e2e does).');
  }
  const port = await choosePort();
  ORIGIN = `http://127.0.0.1:${port}`;
  // `docusaurus serve` reads the base URL from the site config, hence BASE_URL here too.
  server = spawn('npx', ['docusaurus', 'serve', '--dir', 'build-subpath', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, BASE_URL: BASE},
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      async () =>
        fetch(`${ORIGIN}${BASE}`).then(
          (r) => r.status,
          () => 0,
        ),
      {timeout: 60_000, message: `docusaurus serve on ${ORIGIN}${BASE}`},
    )
    .toBe(200);
});

test.afterAll(() => {
  // The server runs in its own process group (npx starts a child): end the whole group.
  if (server?.pid) process.kill(-server.pid);
});

test.describe('served under /qtdocs/', () => {
  test('navigation stays under the sub-path and every request the pages make does too', async ({page}) => {
    const outside = requestsOutsideBase(page);

    await visit(page, `${ORIGIN}${BASE}`);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Coding'}).hover();
    await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'Quick Start', exact: true}).click();
    await expect(page).toHaveURL(`${ORIGIN}${BASE}docs/intro_code`);
    await expect(page.getByRole('heading', {level: 1, name: 'Quick start for coders'})).toBeVisible();

    await page.getByRole('complementary').getByRole('link', {name: 'Recent QTrobots'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${BASE}docs/recent_qtrobots`);

    await nav.getByRole('button', {name: 'QTrobot V2'}).hover();
    await nav.getByRole('link', {name: 'QTrobot V1'}).click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${BASE}docs/v1/`));

    // A deep link and a reload, as a bookmark on the robot's computer would open them.
    await visit(page, `${ORIGIN}${BASE}docs/tutorials/python/python_ros_speech`);
    await expect(page.getByRole('heading', {level: 1, name: 'Make QTrobot speak from Python'})).toBeVisible();
    await page.getByRole('link', {name: 'settings in the API reference'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${BASE}docs/api_ros#setting`);

    expect(outside).toEqual([]);
  });

  test('search works under the sub-path: the modal, its hits and the search page, with every request under it', async ({page}) => {
    const outside = requestsOutsideBase(page);
    await visit(page, `${ORIGIN}${BASE}docs/intro_code`);
    await openWithShortcut(page);
    await search(page, 'motors');
    const first = hits(page).first().locator('a');
    expect(await first.getAttribute('href')).toMatch(new RegExp(`^${BASE}docs/`));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${BASE}docs/`));
    await expect(page.locator('article h1')).toBeVisible();

    await visit(page, `${ORIGIN}${BASE}search?q=speech`);
    const results = page.locator('main article h2 a');
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(new RegExp(`^${BASE}docs/`));
    }
    expect(outside).toEqual([]);
  });

  test('the virtual QTrobot connects and answers, and a program runs in the page against it, all under the sub-path', async ({page}) => {
    const outside = requestsOutsideBase(page);
    await visit(page, `${ORIGIN}${BASE}docs/api_js`);
    await connectVirtualRobot(page);
    await runListGestures(page);
    expect(outside).toEqual([]);
  });

  test('a Python program runs in the page, its interpreter loaded from under the sub-path', async ({page}) => {
    test.setTimeout(90_000);
    const outside = requestsOutsideBase(page);
    await visit(page, `${ORIGIN}${BASE}docs/api_ros`);
    await runSayHello(page);
    expect(outside).toEqual([]);
  });

  test.describe('with its service worker', () => {
    test.use({serviceWorkers: 'allow'});
    test('the Markdown copies, llms.txt, the manifest and the service worker live under the sub-path', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: ORIGIN});
      await visit(page, `${ORIGIN}${BASE}docs/intro_code`);
      await page.getByRole('button', {name: 'Copy as Markdown'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Quick start for coders\n/);

      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${BASE}manifest.json`);
      const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
      expect(scope).toBe(`${ORIGIN}${BASE}`);
      expect((await page.request.get(`${ORIGIN}${BASE}llms.txt`)).status()).toBe(200);
    });
  });
});

test.describe('served under /qtdocs/, an unknown address', () => {
  // The browser logs the 404 answer of the document itself.
  test.use({allowErrors: /status of 404/});

  test('answers the site’s 404 page', async ({page}) => {
    const response = await page.goto(`${ORIGIN}${BASE}docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  });
});
