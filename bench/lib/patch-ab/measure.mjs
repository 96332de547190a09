// The page measurements in Chromium. For each page, rounds of one load of every build measured on
// that page (baseline, baseline2 and the variants listed for the page), the order reversed every
// other round (A, B, C, ... then ..., C, B, A), so the machine's load falls on all alike; the A/A
// pair (baseline vs baseline2) is measured the same way in the same rounds, so its difference is
// the noise of that run. Each load is a fresh throttled phone page (../throttled-page.mjs) on the
// build served with gzip (../server.mjs).
import {execFileSync} from 'node:child_process';
import {precompressedCopy, serve} from '../server.mjs';
import {throttledPage} from '../throttled-page.mjs';
import {VARIANTS} from './variants.mjs';

export const PAGES = {
  tutorial: '/docs/tutorials/python/python_ros_motors',
  api: '/docs/api_ros',
  home: '/',
  search: '/search?q=speech',
};
/** Measured on the page before the long tutorial: a client navigation to it by its "Next" link. */
const NAV_FROM = '/docs/tutorials/python/python_ros_gestures';
/** The search page from its results' side: `/search?q=speech` until its results render, then a
 * second query typed into the page's own field, a key every 150 ms, until its results replace the
 * first ones. The selectors are upstream's markup (`input[name="q"]`, `article h2 a`). */
const RESULTS_FROM = '/search?q=speech';
const RESULTS_TYPED = 'gesture';
/** What each page key measures, as the raw file records it. */
export const PAGES_MEASURED = {...PAGES, nav: `${NAV_FROM} -> ${PAGES.tutorial}`, results: `${RESULTS_FROM}, then '${RESULTS_TYPED}' typed`};

const WINDOW_MS = 3000;

/** A throttled page that also records input events, LCP and the main thread's task time. */
async function newPage(browser) {
  const {context, page, cdp} = await throttledPage(browser);
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const w = window;
    w.__events = [];
    for (const type of ['first-input', 'event']) {
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            w.__events.push({type: e.entryType, name: e.name, start: e.startTime, delay: e.processingStart - e.startTime, duration: e.duration});
          }
        }).observe({type, buffered: true, durationThreshold: 16});
      } catch {
        // unsupported
      }
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
  });
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  return {context, page, taskSeconds};
}

/** One load: hydration, a tap right after it (input delay), then 3 s of main-thread figures. */
async function loadOnce(browser, url) {
  const {context, page, taskSeconds} = await newPage(browser);
  try {
    await page.goto(url, {waitUntil: 'commit', timeout: 120_000});
    // The title's place, taken from the server's HTML before the app starts, so the tap below
    // follows hydration by no more than one round trip.
    const box = await page.locator('h1').first().boundingBox({timeout: 60_000});
    await page.waitForFunction(() => window.__hydrated !== undefined, null, {timeout: 120_000, polling: 20});
    // A tap on the page's title right after hydration: no handler of ours, so the event's delay
    // and duration measure only how long the main thread kept the input waiting.
    if (box) await page.touchscreen.tap(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
    const busyAtHydrated = await taskSeconds();
    const tappedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((ms) => performance.now() > window.__hydrated + ms, WINDOW_MS, {timeout: 60_000, polling: 100});
    const busyAfter = (await taskSeconds()) - busyAtHydrated;
    const result = await page.evaluate((windowMs) => {
      const w = window;
      const tasks = w.__longTasks.filter((t) => t.start < w.__hydrated + windowMs);
      const after = tasks.filter((t) => t.start + t.duration > w.__hydrated);
      const js = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const kb = (entries) => Math.round(entries.reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize || 0), 0) / 102.4) / 10;
      const first = w.__events.find((e) => e.type === 'first-input');
      const pointer = w.__events.filter((e) => e.type === 'event' && /pointer|touch|click|mouse/.test(e.name));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        hydrated: Math.round(w.__hydrated),
        fcp: fcp ? Math.round(fcp.startTime) : null,
        lcp: w.__lcp ? Math.round(w.__lcp) : null,
        longTasks: tasks.length,
        blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
        blockingAfterMs: Math.round(after.reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, w.__hydrated) - 50), 0)),
        longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
        inputDelayMs: first ? Math.round(first.delay) : null,
        inputDurationMs: Math.max(first ? Math.round(first.duration) : 0, ...pointer.map((e) => Math.round(e.duration))),
        tapAfterHydratedMs: first ? Math.round(first.start - w.__hydrated) : null,
        // Scripts the page ran (script elements), and all script transferred, prefetches included.
        scriptKB: kb(js.filter((r) => r.initiatorType === 'script')),
        allJsKB: kb(js),
      };
    }, WINDOW_MS);
    result.busyAfterMs = Math.round(busyAfter * 1000);
    result.tapIssuedAfterHydratedMs = Math.round(tappedAt - result.hydrated);
    return result;
  } finally {
    await context.close();
  }
}

/** A client navigation by the "Next" link to the long tutorial, until its code is highlighted. */
async function navOnce(browser, origin) {
  const {context, page} = await newPage(browser);
  try {
    await page.goto(origin + NAV_FROM, {waitUntil: 'commit', timeout: 120_000});
    await page.waitForFunction(() => window.__hydrated !== undefined, null, {timeout: 120_000, polling: 50});
    await page.waitForTimeout(WINDOW_MS);
    const link = page.locator('a.pagination-nav__link--next');
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__navStart = undefined;
      document.addEventListener('click', () => (window.__navStart = performance.now()), {capture: true, once: true});
    });
    await link.click();
    await page.waitForFunction((target) => location.pathname === target && document.querySelector('article pre code .token'), PAGES.tutorial, {
      timeout: 60_000,
      polling: 'raf',
    });
    const highlightedMs = await page.evaluate(() => Math.round(performance.now() - window.__navStart));
    const scriptKB = await page.evaluate(
      () =>
        Math.round(
          performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/highlighter.'))
            .reduce((s, r) => s + (r.transferSize || 0), 0) / 102.4,
        ) / 10,
    );
    return {navHighlightedMs: highlightedMs, highlighterTransferKB: scriptKB};
  } finally {
    await context.close();
  }
}

async function resultsOnce(browser, origin) {
  const {context, page, taskSeconds} = await newPage(browser);
  const resultsShown = () => document.querySelectorAll('article h2 a').length > 0;
  try {
    await page.goto(origin + RESULTS_FROM, {waitUntil: 'commit', timeout: 120_000});
    await page.waitForFunction(() => window.__hydrated !== undefined, null, {timeout: 120_000, polling: 20});
    await page.waitForFunction(resultsShown, null, {timeout: 120_000, polling: 'raf'});
    const resultsMs = await page.evaluate(() => Math.round(performance.now()));
    // One second for what follows the results (the loader's observer, layout effects).
    await page.waitForFunction((t) => performance.now() > t + 1000, resultsMs, {timeout: 60_000, polling: 100});
    const first = await page.evaluate((t) => {
      const w = window;
      const tasks = w.__longTasks.filter((x) => x.start + x.duration > w.__hydrated && x.start < t + 1000);
      return {
        resultsCount: document.querySelectorAll('article').length,
        resultsBlockingMs: Math.round(tasks.reduce((sum, x) => sum + Math.max(0, x.duration - 50), 0)),
      };
    }, resultsMs);
    // The first query's results are marked through their heading's text nodes: every result of the
    // second query has new ones (its HTML is set), whatever element React keeps.
    await page.evaluate(() => {
      for (const a of document.querySelectorAll('article h2 a')) if (a.firstChild) a.firstChild.__qtOld = true;
    });
    const input = page.locator('input[type="search"][name="q"]').first();
    await input.click();
    await input.fill('');
    const busyBefore = await taskSeconds();
    const typingStart = await page.evaluate(() => performance.now());
    await input.pressSequentially(RESULTS_TYPED, {delay: 150});
    const lastKey = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      (word) => {
        const links = [...document.querySelectorAll('article h2 a')];
        return document.querySelector('h1')?.textContent?.includes(word) && links.length > 0 && links.every((a) => a.firstChild && !a.firstChild.__qtOld);
      },
      RESULTS_TYPED,
      {timeout: 60_000, polling: 'raf'},
    );
    const typedShown = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 500, typedShown, {timeout: 60_000, polling: 100});
    const busyTyping = (await taskSeconds()) - busyBefore;
    const typing = await page.evaluate(
      ({from, to}) => {
        const w = window;
        const tasks = w.__longTasks.filter((x) => x.start + x.duration > from && x.start < to);
        const keys = w.__events.filter((e) => e.type === 'event' && e.start >= from && /key|input|beforeinput/.test(e.name));
        return {
          typingBlockingMs: Math.round(tasks.reduce((sum, x) => sum + Math.max(0, x.duration - 50), 0)),
          keyEventMaxMs: Math.round(Math.max(0, ...keys.map((e) => e.duration))),
        };
      },
      {from: typingStart, to: typedShown + 500},
    );
    return {
      resultsMs,
      ...first,
      typedResultsMs: Math.round(typedShown - lastKey),
      ...typing,
      busyTypingMs: Math.round(busyTyping * 1000),
    };
  } finally {
    await context.close();
  }
}

export const METRICS = [
  'hydrated',
  'blockingMs',
  'blockingAfterMs',
  'longestMs',
  'busyAfterMs',
  'inputDelayMs',
  'inputDurationMs',
  'scriptKB',
  'allJsKB',
  'fcp',
  'lcp',
];
const NAV_METRICS = ['navHighlightedMs', 'highlighterTransferKB'];
const RESULTS_METRICS = ['resultsMs', 'resultsBlockingMs', 'typedResultsMs', 'typingBlockingMs', 'keyEventMaxMs', 'busyTypingMs'];
export const metricsOf = (pageKey) => (pageKey === 'nav' ? NAV_METRICS : pageKey === 'results' ? RESULTS_METRICS : METRICS);

/**
 * Measures every page on which more than the two baselines are measured (only `onlyPages` when
 * given), `loads` rounds each. `dirs` maps each build's name to its folder. Returns the run's start,
 * `uptime` before and after, and every load's figures by page and build.
 */
export async function measureBuilds(dirs, {loads, onlyPages}) {
  const {chromium} = await import('@playwright/test');
  const uptimeBefore = execFileSync('uptime', {encoding: 'utf8'}).trim();
  console.log(uptimeBefore);
  const names = Object.keys(dirs);
  const servers = {};
  const raw = {};
  let browser;
  let started;
  try {
    for (const n of names) servers[n] = await serve(precompressedCopy(dirs[n], 'patch-ab'));
    browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
    started = new Date().toISOString();
    for (const [pageKey, pagePath] of [...Object.entries(PAGES), ['nav', NAV_FROM], ['results', RESULTS_FROM]]) {
      if (onlyPages.length && !onlyPages.includes(pageKey)) continue;
      const onPage = names.filter((n) => n.startsWith('baseline') || VARIANTS[n].pages.includes(pageKey));
      if (onPage.length <= 2) continue;
      raw[pageKey] = Object.fromEntries(onPage.map((n) => [n, []]));
      for (let round = 0; round < loads; round++) {
        const order = round % 2 === 0 ? onPage : [...onPage].reverse();
        for (const n of order) {
          const r =
            pageKey === 'nav'
              ? await navOnce(browser, servers[n].origin)
              : pageKey === 'results'
                ? await resultsOnce(browser, servers[n].origin)
                : await loadOnce(browser, servers[n].origin + pagePath);
          raw[pageKey][n].push(r);
        }
        process.stdout.write(`${pageKey} round ${round + 1}/${loads} done (${onPage.length} builds)\n`);
      }
    }
  } finally {
    await browser?.close();
    for (const s of Object.values(servers)) s.stop();
  }
  const uptimeAfter = execFileSync('uptime', {encoding: 'utf8'}).trim();
  console.log(uptimeAfter);
  return {started, uptimeBefore, uptimeAfter, raw};
}
