// `node bench/virtual-robot.mjs [--runs N] [--trace]`: the virtual QTrobot (src/features/virtual-robot) in Chromium on a laptop
// screen (the navbar's Robot panel) at 4x CPU and slow 4G (bench/lib/throttled-page.mjs), on the production build served gzipped:
//   1. from the click on "Virtual QTrobot (in this page)" in the Robot panel to a drawn, answering robot (the panel
//      says connected, which needs rosapi's answer through the in-page rosbridge, and the dock's figure is drawn),
//      and the bytes that click transfers: first click with nothing cached, then again with the browser's cache;
//   2. frames while the gesture QT/bye plays (5.5 s): frame intervals and long tasks (apart from the long tasks of the
//      clicks that start it: the form, the confirmation, the call); with `--trace`, a Chromium trace
//      of it, summed per frame by rendering phase (paint, script, layerize, style, hit test, ...), with the share of
//      the time the page's main thread was busy.
// Prints the figures and records them in bench/results/summary.json (`virtualRobot`). Asserts nothing.
// `--against <dir>` instead measures only the gesture, on build/ and on another build (for example the same site
// built from another commit into <dir>), alternating between them `--runs` times, and prints each one's medians and
// their ratio (build/ over <dir>); it records them as `virtualRobot.gestureAb`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {TEST_BROWSER} from '../tools/lib/browser.mjs';
import {precompressedCopy, serve} from './lib/server.mjs';
import {throttledPage} from './lib/throttled-page.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values: args} = parseArgs({
  options: {runs: {type: 'string', default: '3'}, trace: {type: 'boolean', default: false}, against: {type: 'string'}},
});
const RUNS = Number(args.runs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PAGE = '/docs/api_ros';

/** Opens the panel, clicks the virtual robot, and times the click to a drawn, connected robot (in the page's clock). */
async function connectVirtual(page) {
  const loaded = [];
  let counting = false;
  const onFinished = (request) => counting && loaded.push(request);
  page.on('requestfinished', onFinished);
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: /^Robot/})
    .click();
  const button = page.getByRole('group', {name: 'Robot connection'}).getByRole('button', {name: 'Virtual QTrobot (in this page)'});
  await button.waitFor();
  await page.evaluate(() => {
    const w = window;
    w.__ready = new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked ||= performance.now()), {capture: true});
      const check = () => {
        const status = document.querySelector('[data-robot-status]')?.textContent ?? '';
        if (clicked && status.startsWith('Connected to the virtual QTrobot') && document.querySelector('.qt-vdock [role="img"]')) {
          observer.disconnect();
          resolve(performance.now() - clicked);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    });
  });
  counting = true;
  await button.click();
  const ms = await page.evaluate(() => window.__ready);
  // Only what the click asked for: the engine's and the dock's chunks (the page's idle-time prefetches are not its).
  await page.waitForLoadState('networkidle');
  counting = false;
  page.off('requestfinished', onFinished);
  const mine = loaded.filter((r) => /\/virtual-robot(-dock)?\.[0-9a-f]+\.js$/.test(r.url()));
  let bytes = 0;
  for (const request of mine) bytes += Number((await (await request.response())?.headerValue('content-length')) ?? 0);
  return {ms, kb: bytes / 1024, files: mine.map((r) => r.url().split('/').pop())};
}

/** Rendering phases of a Chromium trace (devtools.timeline) summed per drawn frame. */
const PHASES = {
  paint: 'Paint',
  script: 'FunctionCall',
  layerize: 'Layerize',
  style: 'UpdateLayoutTree',
  hitTest: 'HitTest',
  commit: 'Commit',
  prePaint: 'PrePaint',
  layout: 'Layout',
  intersectionObservers: 'IntersectionObserverController::computeIntersections',
};

/** Where the renderer's main thread spent the traced time, per frame (ms, in the throttled page's time). */
function perFrame(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
  const sum = (name) => mine.filter((e) => e.name === name).reduce((total, e) => total + e.dur / 1000, 0);
  // One commit to the compositor per drawn frame (a frame runs several animation-frame callbacks).
  const frames = mine.filter((e) => e.name === 'Commit').length;
  const start = Math.min(...mine.map((e) => e.ts));
  const end = Math.max(...mine.map((e) => e.ts + e.dur));
  return {
    frames,
    mainThreadBusy: Number((sum('RunTask') / ((end - start) / 1000)).toFixed(2)),
    msPerFrame: Object.fromEntries(Object.entries(PHASES).map(([key, name]) => [key, Number((sum(name) / Math.max(1, frames)).toFixed(1))])),
  };
}

/** Frames and long tasks while QT/bye plays; with `--trace`, also a Chromium trace of it, summed per frame. */
async function gestureFrames(page, cdp) {
  const button = page.getByRole('button', {name: 'Try it on your robot: /qt_robot/gesture/play service'});
  await button.click();
  const form = page.locator(`#${(await button.getAttribute('aria-controls')).replace(/:/g, '\\:')}`);
  await form.getByLabel(/name/).fill('QT/bye');
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    w.__longTasks = [];
    let last = performance.now();
    const until = last + 6000;
    const tick = (now) => {
      w.__frames.push(now - last);
      last = now;
      if (now < until) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const events = [];
  const traced = args.trace ? new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve)) : undefined;
  if (args.trace) {
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
  }
  await form.getByRole('button', {name: 'Call'}).click();
  await form.getByRole('alertdialog', {name: 'Confirm a movement'}).getByRole('button', {name: 'Move the robot'}).click();
  // The clicks' own tasks (the form, the confirmation dialog, the call) end before this runs: later tasks are the gesture's.
  await page.evaluate(() => (window.__playing = performance.now()));
  await page.waitForTimeout(6500);
  if (args.trace) {
    await cdp.send('Tracing.end');
    await traced;
  }
  const {frames, longTasks, playing} = await page.evaluate(() => ({frames: window.__frames, longTasks: window.__longTasks, playing: window.__playing}));
  return {
    frames,
    longTasks: longTasks.filter((t) => t.start >= playing),
    clickLongTasks: longTasks.filter((t) => t.start < playing),
    trace: args.trace ? perFrame(events) : undefined,
  };
}

/** Frame-time and long-task figures of one gesture run: long tasks while it plays, and the clicks' that start it. */
function gestureFigures({frames, longTasks, clickLongTasks}) {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    frameMsP95: Number(sorted[Math.floor(sorted.length * 0.95)].toFixed(1)),
    frameMsMax: Number(sorted.at(-1).toFixed(1)),
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((total, t) => total + t.duration, 0)),
    clickLongTaskMs: Math.round(clickLongTasks.reduce((total, t) => total + t.duration, 0)),
  };
}

const summaryFile = path.join(ROOT, 'bench/results/summary.json');
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

if (args.against) {
  // The gesture on two builds, alternating, so that both see the same machine.
  const builds = [
    ['build', await serve(precompressedCopy(path.join(ROOT, 'build'), 'virtual-robot'))],
    [path.basename(args.against), await serve(precompressedCopy(path.resolve(args.against), 'virtual-robot-against'))],
  ];
  const browser = await chromium.launch({executablePath: TEST_BROWSER, args: ['--no-sandbox']});
  const runs = Object.fromEntries(builds.map(([name]) => [name, []]));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, served] of run % 2 ? [...builds].reverse() : builds) {
        const {context, page, cdp} = await throttledPage(browser, {viewport: {width: 1280, height: 800}});
        await page.goto(served.origin + PAGE);
        await page.waitForFunction(() => window.__hydrated, null, {timeout: 60_000});
        await connectVirtual(page);
        const figures = gestureFigures(await gestureFrames(page, cdp));
        console.log(name, JSON.stringify(figures));
        runs[name].push(figures);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const [, served] of builds) served.stop();
  }
  const medians = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [name, Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((r) => r[key]))]))]),
  );
  const [a, b] = Object.keys(medians);
  const ratio = Object.fromEntries(
    Object.keys(medians[a]).map((key) => [key, medians[b][key] ? Number((medians[a][key] / medians[b][key]).toFixed(2)) : null]),
  );
  const result = {
    date: new Date().toISOString().slice(0, 16) + 'Z',
    command: `node bench/virtual-robot.mjs --against ${args.against} --runs ${RUNS}`,
    load: loadAverage(),
    medians,
    ratio,
  };
  console.log(JSON.stringify(result, null, 2));
  const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
  summary.virtualRobot = {...summary.virtualRobot, gestureAb: result};
  fs.writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  process.exit(0);
}

const served = await serve(precompressedCopy(path.join(ROOT, 'build'), 'virtual-robot'));
const browser = await chromium.launch({executablePath: TEST_BROWSER, args: ['--no-sandbox']});
const cold = [];
const warm = [];
let frames;
try {
  for (let run = 0; run < RUNS; run += 1) {
    const {context, page, cdp} = await throttledPage(browser, {viewport: {width: 1280, height: 800}});
    await page.goto(served.origin + PAGE);
    await page.waitForFunction(() => window.__hydrated, null, {timeout: 60_000});
    cold.push(await connectVirtual(page));
    if (run === 0) console.log('first click loads', cold[0].files.join(', '));
    // Again with the browser's cache (a reader who used it before): a new page load in the same context.
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
    await page.goto(served.origin + PAGE);
    await page.waitForFunction(() => window.__hydrated, null, {timeout: 60_000});
    warm.push(await connectVirtual(page));
    if (run === 0) frames = await gestureFrames(page, cdp);
    await context.close();
  }
} finally {
  await browser.close();
  served.stop();
}

const sorted = [...frames.frames].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 16) + 'Z',
  command: `node bench/virtual-robot.mjs --runs ${RUNS}`,
  conditions: 'Chromium headless shell, 1280 px, 4x CPU, slow 4G (150 ms, 1.6 Mbit/s), production build gzipped',
  load: loadAverage(),
  clickToRobotMs: {firstClick: Math.round(median(cold.map((r) => r.ms))), cached: Math.round(median(warm.map((r) => r.ms)))},
  // gzip bytes of the two chunks as served (Content-Length); a cached click reads them from the browser's cache.
  clickChunksKB: Number(median(cold.map((r) => r.kb)).toFixed(1)),
  gesture: {
    frames: sorted.length,
    frameMsP50: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
    frameMsP95: Number(sorted[Math.floor(sorted.length * 0.95)].toFixed(1)),
    frameMsMax: Number(sorted.at(-1).toFixed(1)),
    longTasks: frames.longTasks.map((t) => Math.round(t.duration)),
    clickLongTasks: frames.clickLongTasks.map((t) => Math.round(t.duration)),
    ...(frames.trace ? {trace: frames.trace} : {}),
  },
};
console.log(JSON.stringify(result, null, 2));
const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
// Keeps the entry's other keys: the trace analysis of the gesture frames is written there by hand.
summary.virtualRobot = {...summary.virtualRobot, target: 'click to a drawn, answering robot <= 1500 ms at 4x CPU and slow 4G', ...result};
fs.writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
