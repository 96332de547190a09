// `node bench/python-page.mjs`: Python in the page (src/features/virtual-robot/python) in Chromium at 4x CPU, on the
// production build served gzipped (bench/lib/server.mjs): from the click on "Run speech_timing.py in the page" on the
// speech tutorial to the program's first line of output, and the bytes that click transfers (the runner chunk, its
// worker, Pyodide), on a fast connection and on slow 4G (bench/lib/throttled-page.mjs's figures, applied by
// bench/lib/throttle-proxy.mjs, since DevTools' emulation does not slow the worker), the first run with nothing
// cached and the second in a new tab with the browser's cache. The 4x CPU slowdown is DevTools' on the page. Prints the figures and records them in
// bench/results/summary.json (`pythonPage`). Asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {TEST_BROWSER} from '../tools/lib/browser.mjs';
import {precompressedCopy, serve} from './lib/server.mjs';
import {throttleProxy} from './lib/throttle-proxy.mjs';
import {SLOW_4G} from './lib/throttled-page.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE = '/docs/tutorials/python/python_ros_speech';
const FILE = 'speech_timing.py';

/** One run in a new tab of `context`: ms from the click to the first output line, and the bytes transferred. */
async function run(context, origin) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${origin}${PAGE}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  let bytes = 0;
  let counting = true;
  // The worker's requests are the context's, not the page's.
  const onFinished = async (request) => {
    if (!counting) return;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  };
  context.on('requestfinished', onFinished);
  const t0 = Date.now();
  await page.getByRole('button', {name: `Run ${FILE} in the page`}).click();
  await page
    .getByRole('log', {name: `Console output of ${FILE}`})
    .locator('li', {hasText: /\[INFO\]/})
    .first()
    .waitFor({timeout: 300_000});
  const ms = Date.now() - t0;
  counting = false;
  context.off('requestfinished', onFinished);
  await page.close();
  return {msToFirstOutput: ms, kbTransferred: Math.round(bytes / 1024)};
}

const dir = precompressedCopy(path.join(ROOT, 'build'), 'python');
const server = await serve(dir);
const browser = await chromium.launch({executablePath: TEST_BROWSER});
const result = {};
try {
  for (const network of ['fast', 'slow 4G']) {
    const link = network === 'slow 4G' ? await throttleProxy(server.origin, SLOW_4G) : undefined;
    const origin = link?.origin ?? server.origin;
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const first = await run(context, origin);
    const second = await run(context, origin);
    link?.stop();
    result[network] = {first, second};
    console.log(network, JSON.stringify(result[network]));
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
const file = path.join(ROOT, 'bench/results/summary.json');
const summary = JSON.parse(fs.readFileSync(file, 'utf8'));
summary.pythonPage = {
  measured: new Date().toISOString().slice(0, 10),
  what: `click on "Run ${FILE} in the page" (${PAGE}) to its first output line, 4x CPU, gzip; second run in a new tab with the HTTP cache`,
  ...result,
};
fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
