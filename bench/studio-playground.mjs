// `node bench/studio-playground.mjs [--runs N]`: the Studio playground (src/features/studio-blocks/playground, ./run)
// in Chromium on a laptop screen at 4x CPU and slow 4G (bench/lib/throttled-page.mjs), on the production build served
// gzipped, on the Q&A tutorial's whole game:
//   1. from the click on "Open … in the playground" to a usable workspace (every block of the game on it), and the
//      bytes of the playground's and Blockly's chunks that click transfers (not the page's idle-time route prefetches);
//   2. from the click on "Play on the virtual QTrobot" to the Educator tablet's flags (the game checked, the virtual
//      robot's chunks loaded and its dock drawn), and the bytes that click transfers;
// first with nothing cached, then again with the browser's cache. Prints the figures and records them in
// bench/results/summary.json (`studioPlayground`). Asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {TEST_BROWSER} from '../tools/lib/browser.mjs';
import {precompressedCopy, serve} from './lib/server.mjs';
import {throttledPage} from './lib/throttled-page.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values: args} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const RUNS = Number(args.runs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PAGE = '/docs/tutorials/graphical/studio_qa';
const TITLE = "The whole game: QTrobot asks the learner's name";

/** Clicks `button` and times the click to the page being `ready` ('workspace' or 'playable') (the page's clock); counts the chunks it loads. */
async function timedClick(page, button, ready, chunks) {
  const loaded = [];
  const onFinished = (request) => loaded.push(request);
  page.on('requestfinished', onFinished);
  await page.evaluate((what) => {
    // The workspace: every block of the game on it and the toolbox drawn. Playable: the Educator tablet's flags and the drawn robot.
    const check = () => {
      if (what === 'playable')
        return Boolean(document.querySelector('[data-testid="studio-game"][data-phase="flag"]') && document.querySelector('.qt-vdock [role="img"]'));
      const ws = window.studioPlaygrounds && Object.values(window.studioPlaygrounds)[0];
      return Boolean(ws && ws.getAllBlocks(false).length > 10 && document.querySelector('.blocklyToolboxCategoryLabel'));
    };
    window.__ready = new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked ||= performance.now()), {capture: true, once: true});
      const poll = () => (clicked && check() ? resolve(performance.now() - clicked) : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    });
  }, ready);
  await button.click();
  const ms = await page.evaluate(() => window.__ready);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  const mine = loaded.filter((r) => chunks.test(r.url()));
  let bytes = 0;
  for (const request of mine) bytes += Number((await (await request.response())?.headerValue('content-length')) ?? 0);
  return {ms, kb: bytes / 1024, files: mine.map((r) => r.url().split('/').pop())};
}

/** The chunks of the playground: its own and Blockly's (a split chunk named by number, found by its content). */
const JS = path.join(ROOT, 'build/assets/js');
const PLAYGROUND_CHUNKS = new Set(
  fs
    .readdirSync(JS)
    .filter(
      (f) => f.startsWith('studio-playground.') || (/^\d+\.[0-9a-f]+\.js$/.test(f) && fs.readFileSync(path.join(JS, f), 'utf8').includes('blocklyToolbox')),
    ),
);

async function measure(page) {
  const open = await timedClick(page, page.getByRole('button', {name: `Open ${TITLE} in the playground`}), 'workspace', {
    test: (url) => PLAYGROUND_CHUNKS.has(url.split('/').pop()),
  });
  const play = await timedClick(page, page.getByRole('button', {name: 'Play on the virtual QTrobot'}), 'playable', /\/virtual-robot(-dock)?\.[0-9a-f]+\.js$/);
  return {open, play};
}

const served = await serve(precompressedCopy(path.join(ROOT, 'build'), 'studio-playground'));
const browser = await chromium.launch({executablePath: TEST_BROWSER, args: ['--no-sandbox']});
const cold = [];
const warm = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const {context, page, cdp} = await throttledPage(browser, {viewport: {width: 1280, height: 800}});
    await page.goto(served.origin + PAGE);
    await page.waitForFunction(() => window.__hydrated, null, {timeout: 60_000});
    cold.push(await measure(page));
    if (run === 0) console.log('Open loads', cold[0].open.files.join(', '), '\nPlay loads', cold[0].play.files.join(', '));
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
    await page.goto(served.origin + PAGE);
    await page.waitForFunction(() => window.__hydrated, null, {timeout: 60_000});
    warm.push(await measure(page));
    await context.close();
  }
} finally {
  await browser.close();
  served.stop();
}

const figures = (runs, key) => ({ms: Math.round(median(runs.map((r) => r[key].ms))), kb: Number(median(runs.map((r) => r[key].kb)).toFixed(1))});
const result = {
  date: new Date().toISOString().slice(0, 16) + 'Z',
  command: `node bench/studio-playground.mjs --runs ${RUNS}`,
  conditions: 'Chromium headless shell, 1280 px, 4x CPU, slow 4G (150 ms, 1.6 Mbit/s), production build gzipped, the Q&A tutorial’s whole game',
  load: os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
  // kb: gzip bytes of the click's chunks as served (Content-Length); a cached click reads them from the browser's cache.
  clickToUsableWorkspace: {first: figures(cold, 'open'), cached: figures(warm, 'open')},
  clickToPlayable: {first: figures(cold, 'play'), cached: figures(warm, 'play')},
};
console.log(JSON.stringify(result, null, 2));
const file = path.join(ROOT, 'bench/results/summary.json');
const summary = JSON.parse(fs.readFileSync(file, 'utf8'));
summary.studioPlayground = result;
fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
