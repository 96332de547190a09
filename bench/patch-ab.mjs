#!/usr/bin/env node
// One change reverted at a time, measured in a real browser against the site as it ships.
//
//   node bench/patch-ab.mjs list
//   node bench/patch-ab.mjs build [variant...] [--rebuild]
//   node bench/patch-ab.mjs measure [variant...] [--loads 6] [--tag name] [--pages results,search]
//                                  (raw loads in bench/results/raw/patch-ab-<date>[-name].json)
//   node bench/patch-ab.mjs report bench/results/raw/patch-ab-<date>.json
//   node bench/patch-ab.mjs summary bench/results/raw/patch-ab-<date>.json
//                                  (adds the run's findings to bench/results/summary.json)
//
// build: builds the site as it is (`baseline`), a second time identically (`baseline2`, the A/A
// control), and once per variant with exactly one change reverted, each into `.scratch/ab/<name>/`
// (gitignored), with `DOCUSAURUS_NO_PERSISTENT_CACHE=1` so no bundler cache carries one build into
// the next. How a change is reverted:
// - a patched file: `git apply -R --include=<that file> patches/<package>.patch`, which reverts that
//   file's hunks in node_modules and nothing else; after the build `git apply` puts them back, and
//   the file's SHA-256 must equal the one taken before, or the script stops.
// - a swizzle, wrapper, plugin or template: the listed source files are edited or moved aside in
//   this working tree, and put back byte for byte after the build (SHA-256 again, and
//   `git status --porcelain` must be what it was). In place rather than in a copy of the tree:
//   the doc pages' "last updated" dates come from git, which a copy would not have.
// Both are restored in `finally`, also when a build fails. With no variant selected nothing is
// touched, so `npm run build` is unaffected.
//
// measure: for each page, rounds of one load of every build that is measured on that page
// (baseline, baseline2 and the variants listed for the page), the order reversed every other round
// (A, B, C, ... then ..., C, B, A), each load a fresh Chromium context at 4x CPU slowdown and slow
// 4G on a 412 px phone viewport (the loader of bench/hydration-ab.mjs, extended). The A/A pair
// (baseline vs baseline2) is measured the same way in the same rounds, so its difference is the
// noise of that run. Writes the raw loads to bench/results/raw/patch-ab-<date>.json (ignored by
// git) and prints a table; `summary` keeps the findings in bench/results/summary.json (committed).
// See bench/README.md for the decision rule.
import {execFileSync, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.scratch/ab');

export const PAGES = {
  tutorial: '/docs/tutorials/python/python_ros_motors',
  api: '/docs/api_ros',
  home: '/',
  search: '/search?q=speech',
};
/** Measured on the page before the long tutorial: a client navigation to it by its "Next" link. */
const NAV_FROM = '/docs/tutorials/python/python_ros_gestures';

const patch = (pkg, file, pages, why) => ({kind: 'patch', pkg, file, pages, why});
const source = (edits, pages, why) => ({kind: 'source', edits, pages, why});

/** Removes `text` from `file` (must occur exactly once). */
const drop = (file, text) => ({file, replace: [text, '']});
/** Moves a source folder or file aside for the build. */
const remove = (file) => ({file, remove: true});

const STOCK_HIGHLIGHTER = `// patch-ab variant: prism-react-renderer 2.4.1's own Highlight and Prism, with the site's
// languages registered at once as upstream's prism-include-languages does.
import {Highlight, Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
const global = globalThis as {Prism?: unknown};
const before = global.Prism;
global.Prism = Prism;
additionalLanguages.forEach((lang) => {
  if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
  require(\`prismjs/components/prism-\${lang}\`);
});
delete global.Prism;
if (typeof before !== 'undefined') global.Prism = before;

export {Highlight};
`;

/**
 * Every change the site ships that can be reverted alone, with the pages where it should show.
 * Changes measured without a benefit are gone from the site and from this list; their runs and
 * decisions stay in bench/results/summary.json (`patchAb`).
 */
export const VARIANTS = {
  'core/clientEntry': patch('core', 'lib/client/clientEntry.js', ['tutorial', 'home'], 'start-up task split'),
  'core/browserContext': patch('core', 'lib/client/browserContext.js', ['tutorial'], 'post-hydration render as transition'),
  'theme-common/useWindowSize': patch('theme-common', 'lib/hooks/useWindowSize.js', ['tutorial'], 'phone swap as transition'),
  'theme-common/useCodeWordWrap': patch('theme-common', 'lib/hooks/useCodeWordWrap.js', ['tutorial'], 'code block re-render after mount'),
  'utils-common/index': patch('utils-common', 'lib/index.js', ['home'], 'tslib bytes'),
  'plugin-pwa/registerSw': patch('plugin-pwa', 'lib/registerSw.js', ['tutorial'], 'registration in start-up task'),
  'theme-classic/nprogress': patch('theme-classic', 'lib/nprogress.js', ['home'], 'NProgress bytes'),
  'theme-classic/CodeBlock': patch('theme-classic', 'lib/theme/CodeBlock/index.js', ['tutorial'], 'code block remount'),
  'theme-classic/CodeBlock/Buttons': patch('theme-classic', 'lib/theme/CodeBlock/Buttons/index.js', ['tutorial'], 'restyle of every pre'),
  'theme-classic/Tabs': patch('theme-classic', 'lib/theme/Tabs/index.js', ['api'], 'tabs remount'),
  'theme-classic/prism-include-languages': patch('theme-classic', 'lib/prism-include-languages.js', ['home'], 'languages at start-up'),
  'theme-classic/LastUpdated': patch('theme-classic', 'lib/theme/LastUpdated/index.js', ['api'], 'Intl locale data'),
  'copy/lean-prism-renderer': source(
    [
      drop('src/features/code-blocks/index.ts', "resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'highlighter/prism-react-renderer.tsx')}},"),
      {
        file: 'src/features/code-blocks/index.ts',
        replace: ['/[\\\\/]node_modules[\\\\/]prismjs[\\\\/]|', '/[\\\\/]node_modules[\\\\/](prismjs|prism-react-renderer)[\\\\/]|'],
      },
      {file: 'src/features/code-blocks/highlighter/index.ts', write: STOCK_HIGHLIGHTER},
    ],
    ['tutorial', 'nav'],
    'highlighter chunk bytes',
  ),
  'wrapper/Navbar-MobileSidebar': source([remove('src/theme/Navbar/MobileSidebar')], ['tutorial'], 'menu built after hydration'),
  'wrapper/AnnouncementBar-Content-memo': source([remove('src/theme/AnnouncementBar')], ['search', 'results'], 'bar DOM replaced per render'),
  'plugin/route-chunks': source([drop('docusaurus.config.ts', "    './src/plugins/route-chunks/index.ts',\n")], ['tutorial', 'home'], 'runtime chunk loading'),
  'option/ssrTemplate': source([drop('docusaurus.config.ts', '  ssrTemplate: SSR_TEMPLATE,\n')], ['tutorial', 'home'], 'scripts after first paint'),
  'clientModule/revealDeferred+content-visibility': source(
    [
      drop('config/ssrTemplate.ts', "  document.documentElement.setAttribute('data-qt-defer', '');\n"),
      drop('docusaurus.config.ts', ", './src/clientModules/revealDeferred.ts'"),
    ],
    ['tutorial', 'api'],
    'off-screen code skipped during load',
  ),
  // The Content swizzle cannot go alone: without it the theme's Content renders with the lean
  // `Highlight`, whose languages are registered only by the highlighter chunk, so the server's
  // code blocks would lose their colours. Reverted together with the emptied start-up module.
  'swizzle/CodeBlock-Content(+prism-include-languages patch)': {
    kind: 'combo',
    parts: [patch('theme-classic', 'lib/prism-include-languages.js'), source([remove('src/features/code-blocks/theme/CodeBlock/Content')])],
    pages: ['tutorial', 'home'],
    why: 'Prism out of first visit; hydrate from server HTML',
  },
};

/** Kept for behaviour, not speed: not built here, tested elsewhere. */
export const BEHAVIOUR = {
  'theme-classic/NavbarItem/DropdownNavbarItem/Desktop': 'Escape closes the dropdown: tests/e2e/keyboard.spec.ts',
};

const sha = (file) => (fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'missing');
const slug = (name) => name.replace(/[^A-Za-z0-9+.-]+/g, '_');
const gitStatus = () => execFileSync('git', ['status', '--porcelain'], {cwd: ROOT, encoding: 'utf8'});

function patchFile(v) {
  return {
    patchPath: `patches/@docusaurus+${v.pkg}+3.10.2.patch`,
    target: `node_modules/@docusaurus/${v.pkg}/${v.file}`,
  };
}

/** Applies one variant's reversal; returns a function that restores everything it touched. */
function revert(v) {
  if (v.kind === 'combo') {
    const undo = [];
    try {
      for (const part of v.parts) undo.unshift(revert(part));
    } catch (e) {
      for (const u of undo) u();
      throw e;
    }
    return () => {
      for (const u of undo) u();
    };
  }
  if (v.kind === 'patch') {
    const {patchPath, target} = patchFile(v);
    const before = sha(path.join(ROOT, target));
    execFileSync('git', ['apply', '-R', `--include=${target}`, patchPath], {cwd: ROOT, stdio: 'inherit'});
    if (sha(path.join(ROOT, target)) === before) throw new Error(`${target}: reversing changed nothing`);
    return () => {
      execFileSync('git', ['apply', `--include=${target}`, patchPath], {cwd: ROOT, stdio: 'inherit'});
      if (sha(path.join(ROOT, target)) !== before) throw new Error(`${target} not restored: checksum differs`);
    };
  }
  // source
  const statusBefore = gitStatus();
  const aside = path.join(OUT, '.aside');
  const undo = [];
  const restore = () => {
    for (const u of undo) u();
    if (gitStatus() !== statusBefore) throw new Error(`working tree not restored:\n${gitStatus()}`);
  };
  try {
    for (const edit of v.edits) {
      const file = path.join(ROOT, edit.file);
      if (edit.remove) {
        const to = path.join(aside, edit.file);
        fs.mkdirSync(path.dirname(to), {recursive: true});
        fs.renameSync(file, to);
        undo.unshift(() => fs.renameSync(to, file));
        continue;
      }
      const original = fs.readFileSync(file);
      const hash = sha(file);
      let text = original.toString('utf8');
      if (edit.write !== undefined) text = edit.write;
      else {
        const [from, to] = edit.replace;
        if (text.split(from).length !== 2) throw new Error(`${edit.file}: expected exactly one ${JSON.stringify(from)}`);
        text = text.replace(from, to);
      }
      fs.writeFileSync(file, text);
      undo.unshift(() => {
        fs.writeFileSync(file, original);
        if (sha(file) !== hash) throw new Error(`${edit.file} not restored`);
      });
    }
  } catch (e) {
    restore();
    throw e;
  }
  return restore;
}

/** gzip sizes (KB) of the build's scripts: all, main, runtime, the highlighter chunk. */
function jsSizes(dir) {
  const js = path.join(dir, 'assets/js');
  const sizes = {totalKB: 0, mainKB: 0, runtimeKB: 0, highlighterKB: 0, files: 0};
  for (const name of fs.readdirSync(js)) {
    if (!name.endsWith('.js')) continue;
    const kb = zlib.gzipSync(fs.readFileSync(path.join(js, name))).length / 1024;
    sizes.totalKB += kb;
    sizes.files++;
    if (name.startsWith('main.')) sizes.mainKB += kb;
    if (name.startsWith('runtime~main.')) sizes.runtimeKB += kb;
    if (name.startsWith('highlighter.')) sizes.highlighterKB += kb;
  }
  for (const k of Object.keys(sizes)) sizes[k] = Math.round(sizes[k] * 10) / 10;
  return sizes;
}

function build(name, v) {
  const outDir = path.join(OUT, slug(name));
  fs.rmSync(outDir, {recursive: true, force: true});
  const restore = v ? revert(v) : () => {};
  const started = Date.now();
  let ok = false;
  try {
    const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: ROOT,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    fs.mkdirSync(OUT, {recursive: true});
    fs.writeFileSync(path.join(OUT, `${slug(name)}.log`), `${r.stdout}\n${r.stderr}`);
    ok = r.status === 0;
  } finally {
    restore();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!ok) {
    console.log(`✗ ${name}: build failed (${seconds} s), log in .scratch/ab/${slug(name)}.log`);
    return;
  }
  const sizes = jsSizes(outDir);
  fs.writeFileSync(path.join(outDir, 'patch-ab.json'), JSON.stringify({name, seconds, sizes}));
  console.log(`✓ ${name}: ${seconds} s, JS gzip total ${sizes.totalKB} KB, main ${sizes.mainKB}, highlighter ${sizes.highlighterKB}`);
}

// ---------------------------------------------------------------------------------------------
// Measuring

const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};
const WINDOW_MS = 3000;

async function newPage(browser) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask', buffered: true});
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
    new MutationObserver((_, observer) => {
      if (document.documentElement?.hasAttribute('data-has-hydrated')) {
        w.__hydrated = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
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

/** The search page from its results' side: `/search?q=speech` until its results render, then a
 * second query typed into the page's own field, a key every 150 ms, until its results replace the
 * first ones. The selectors are upstream's markup (`input[name="q"]`, `article h2 a`). */
const RESULTS_FROM = '/search?q=speech';
const RESULTS_TYPED = 'gesture';
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

const median = (values) => {
  const s = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round(((s[mid - 1] + s[mid]) / 2) * 10) / 10;
};

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
const metricsOf = (pageKey) => (pageKey === 'nav' ? NAV_METRICS : pageKey === 'results' ? RESULTS_METRICS : METRICS);

async function measure(selected, loads) {
  const {chromium} = await import('@playwright/test');
  const {serve} = await import('./lib/server.mjs');
  const uptime = execFileSync('uptime', {encoding: 'utf8'}).trim();
  console.log(uptime);
  const names = ['baseline', 'baseline2', ...selected];
  for (const n of names) {
    if (!fs.existsSync(path.join(OUT, slug(n), 'patch-ab.json'))) throw new Error(`${n} is not built: node bench/patch-ab.mjs build ${n}`);
  }
  // Each build served from a gzip-twinned copy (bench/lib/server.mjs), as in hydration-ab.
  const servers = {};
  for (const n of names) servers[n] = await serve(gzipCopy(path.join(OUT, slug(n))));
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
  const raw = {};
  const started = new Date().toISOString();
  try {
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
    await browser.close();
    for (const s of Object.values(servers)) s.stop();
  }
  const uptimeAfter = execFileSync('uptime', {encoding: 'utf8'}).trim();
  console.log(uptimeAfter);
  const sizes = Object.fromEntries(names.map((n) => [n, JSON.parse(fs.readFileSync(path.join(OUT, slug(n), 'patch-ab.json'), 'utf8')).sizes]));
  const summary = summarize(raw, sizes);
  const date = started.slice(0, 10);
  const tag = flagValue('tag', '');
  const file = path.join(ROOT, `bench/results/raw/patch-ab-${date}${tag ? `-${tag}` : ''}.json`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(
    file,
    `${JSON.stringify({started, uptimeBefore: uptime, uptimeAfter, loads, cpus: os.cpus().length, pages: {...PAGES, nav: `${NAV_FROM} -> ${PAGES.tutorial}`, results: `${RESULTS_FROM}, then '${RESULTS_TYPED}' typed`}, variants: Object.fromEntries(selected.map((n) => [n, VARIANTS[n]])), behaviour: BEHAVIOUR, sizes, summary, raw}, null, 1)}\n`,
  );
  printTable(summary, sizes);
  console.log(`raw figures: ${path.relative(ROOT, file)}; keep the findings: node bench/patch-ab.mjs summary ${path.relative(ROOT, file)}`);
}

/** Copies a build to a temporary folder with a `.gz` twin beside each compressible file. */
function gzipCopy(dir) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-ab-'));
  fs.cpSync(dir, to, {recursive: true});
  for (const entry of fs.readdirSync(to, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(entry.name))
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file)));
  }
  return to;
}

/**
 * The decision rule, per page and metric (every metric is "lower is better"):
 *   delta = median(variant) - median(baseline)    (positive: reverting the change made it worse)
 *   noise = max(|median(baseline2) - median(baseline)|, half the range of the middle two thirds of
 *           the pooled baseline and baseline2 loads)
 *   "benefit"   when delta > noise
 *   "none"      when delta <= |A/A delta| (the variant is no worse than the A/A pair differ)
 *   "unclear"   otherwise.
 * Bytes come from the builds (deterministic): any difference of 0.1 KB gzip or more counts.
 */
function summarize(raw, sizes) {
  const out = {};
  for (const [pageKey, byBuild] of Object.entries(raw)) {
    out[pageKey] = {};
    const metrics = metricsOf(pageKey);
    const base = byBuild.baseline;
    const base2 = byBuild.baseline2;
    for (const [n, runs] of Object.entries(byBuild)) {
      if (n === 'baseline') continue;
      out[pageKey][n] = {};
      for (const m of metrics) {
        const b = median(base.map((r) => r[m]));
        const aa = median(base2.map((r) => r[m]));
        const v = median(runs.map((r) => r[m]));
        if (b === null || v === null) continue;
        const pooled = [...base, ...base2]
          .map((r) => r[m])
          .filter((x) => x !== null)
          .sort((x, y) => x - y);
        const lo = pooled[Math.floor(pooled.length / 6)];
        const hi = pooled[Math.ceil((pooled.length * 5) / 6) - 1];
        const aaDelta = Math.abs((aa ?? b) - b);
        const noise = Math.max(aaDelta, (hi - lo) / 2);
        const delta = Math.round((v - b) * 10) / 10;
        out[pageKey][n][m] = {
          baseline: b,
          variant: v,
          delta,
          aaDelta: Math.round(aaDelta * 10) / 10,
          noise: Math.round(noise * 10) / 10,
          finding: delta > noise ? 'benefit' : delta <= aaDelta ? 'none' : 'unclear',
        };
      }
    }
  }
  out.bytes = {};
  for (const [n, s] of Object.entries(sizes)) {
    if (n === 'baseline') continue;
    out.bytes[n] = Object.fromEntries(Object.entries(s).map(([k, val]) => [k, Math.round((val - sizes.baseline[k]) * 10) / 10]));
  }
  return out;
}

function printTable(summary, sizes) {
  const short = {
    hydrated: 'hyd',
    blockingMs: 'blk',
    blockingAfterMs: 'blkAfter',
    longestMs: 'longest',
    busyAfterMs: 'busyAfter',
    inputDelayMs: 'inDelay',
    inputDurationMs: 'inDur',
    scriptKB: 'scriptKB',
    allJsKB: 'allJsKB',
    fcp: 'fcp',
    lcp: 'lcp',
    navHighlightedMs: 'navHighlighted',
    highlighterTransferKB: 'hlKB',
    resultsMs: 'results',
    resultsBlockingMs: 'resultsBlk',
    typedResultsMs: 'typedResults',
    typingBlockingMs: 'typingBlk',
    keyEventMaxMs: 'keyMax',
    busyTypingMs: 'busyTyping',
  };
  for (const [pageKey, byBuild] of Object.entries(summary)) {
    if (pageKey === 'bytes') continue;
    console.log(`\n== ${pageKey}: delta vs baseline median (noise) [finding: + benefit, 0 none, ? unclear]`);
    for (const [n, ms] of Object.entries(byBuild)) {
      const cells = Object.entries(ms).map(
        ([m, s]) => `${short[m]} ${s.delta > 0 ? '+' : ''}${s.delta}(${s.noise})${s.finding === 'benefit' ? '+' : s.finding === 'none' ? '0' : '?'}`,
      );
      console.log(`${n.padEnd(58)} ${cells.join('  ')}`);
    }
  }
  console.log('\n== JS gzip KB of the build, variant - baseline (total / main / runtime / highlighter)');
  for (const [n, d] of Object.entries(summary.bytes)) console.log(`${n.padEnd(58)} ${d.totalKB} / ${d.mainKB} / ${d.runtimeKB} / ${d.highlighterKB}`);
  console.log(`baseline: ${JSON.stringify(sizes.baseline)}`);
}

// ---------------------------------------------------------------------------------------------

const args = process.argv.slice(2);
const command = args[0];
const flagValue = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const positional = args.slice(1).filter((a, i, all) => !a.startsWith('--') && !['--loads', '--tag', '--pages'].includes(all[i - 1] ?? ''));
/** `--pages results,search`: measure only those pages (default: all). */
const onlyPages = flagValue('pages', '').split(',').filter(Boolean);
const selected = positional.length ? positional : Object.keys(VARIANTS);
if (command !== 'report' && command !== 'summary')
  for (const n of positional) if (!VARIANTS[n] && !n.startsWith('baseline')) throw new Error(`unknown variant ${n}; node bench/patch-ab.mjs list`);

/** One line of Markdown per variant from a results file: its figures and the finding. */
function report(file) {
  const {summary, loads, uptimeBefore, uptimeAfter} = JSON.parse(fs.readFileSync(file, 'utf8'));
  const label = {
    hydrated: 'hydrated',
    blockingMs: 'blocking',
    blockingAfterMs: 'blocking after hydration',
    longestMs: 'longest task',
    busyAfterMs: 'busy after hydration',
    inputDelayMs: 'input delay',
    inputDurationMs: 'input duration',
    scriptKB: 'script run KB',
    allJsKB: 'all JS KB',
    fcp: 'FCP',
    lcp: 'LCP',
    navHighlightedMs: 'navigation to highlighted code',
    highlighterTransferKB: 'highlighter KB',
    resultsMs: 'results shown',
    resultsBlockingMs: 'blocking until results + 1 s',
    typedResultsMs: 'last key to new results',
    typingBlockingMs: 'blocking while typing',
    keyEventMaxMs: 'longest key event',
    busyTypingMs: 'busy while typing',
  };
  console.log(`${loads} loads each; ${uptimeBefore} / ${uptimeAfter}`);
  console.log(`| Variant | Page | Reverting it (median Δ vs baseline, noise) | Finding |`);
  console.log('| --- | --- | --- | --- |');
  const always = ['hydrated', 'blockingMs', 'busyAfterMs', 'inputDelayMs', 'navHighlightedMs', 'resultsMs', 'typingBlockingMs', 'keyEventMaxMs'];
  for (const n of ['baseline2', ...Object.keys(VARIANTS)]) {
    for (const [pageKey, byBuild] of Object.entries(summary)) {
      if (pageKey === 'bytes' || !byBuild[n]) continue;
      const ms = byBuild[n];
      // Every metric for the A/A pair; for a variant the main ones and any that is not "none".
      const cells = Object.entries(ms)
        .filter(([m, x]) => n === 'baseline2' || always.includes(m) || x.finding !== 'none')
        .map(
          ([m, x]) =>
            `${label[m]} ${x.delta > 0 ? '+' : ''}${x.delta} (${x.noise})${x.finding === 'benefit' ? ' **benefit**' : x.finding === 'unclear' ? ' unclear' : ''}`,
        );
      const findings = Object.values(ms).map((x) => x.finding);
      const verdict = n === 'baseline2' ? 'A/A' : findings.includes('benefit') ? 'benefit' : findings.includes('unclear') ? 'unclear' : 'none';
      console.log(`| ${n} | ${pageKey} | ${cells.join('; ')} | ${verdict} |`);
    }
    if (summary.bytes[n]) {
      const b = summary.bytes[n];
      console.log(
        `| ${n} | build | JS gzip KB total ${b.totalKB}, main ${b.mainKB}, highlighter ${b.highlighterKB} | ${b.mainKB >= 0.1 || b.highlighterKB >= 0.1 ? 'benefit (bytes)' : 'none (bytes)'} |`,
      );
    }
  }
}

/**
 * Adds one run's findings to the `patchAb` section of bench/results/summary.json, which git keeps
 * (the raw loads are not kept). Per variant and page, only the metrics that matter for a decision:
 * those not "none", and those where reverting the change did better by more than the noise.
 * A variant new to the section gets decision "pending": the decision and its reason are written
 * by hand.
 */
function summaryOf(file) {
  const {started, loads, uptimeBefore, uptimeAfter, summary} = JSON.parse(fs.readFileSync(file, 'utf8'));
  const run = path.basename(file, '.json').replace(/^patch-ab-/, '');
  const load = (u) => Number(/load average: ([\d.]+)/.exec(u)?.[1]);
  const target = path.join(ROOT, 'bench/results/summary.json');
  const all = JSON.parse(fs.readFileSync(target, 'utf8'));
  const section = (all.patchAb ??= {runs: {}, changes: {}});
  section.runs[run] = {started, loadsEach: loads, loadAverage1min: [load(uptimeBefore), load(uptimeAfter)]};
  for (const [pageKey, byBuild] of Object.entries(summary)) {
    if (pageKey === 'bytes') continue;
    for (const [n, ms] of Object.entries(byBuild)) {
      if (n === 'baseline2') continue;
      const change = (section.changes[n] ??= {decision: 'pending', reason: ''});
      const kept = Object.entries(ms)
        .filter(([, x]) => x.finding !== 'none' || -x.delta > x.noise)
        .map(([m, x]) => [m, `${x.delta > 0 ? '+' : ''}${x.delta} (noise ${x.noise}) ${x.finding === 'none' ? 'better reverted' : x.finding}`]);
      ((change.runs ??= {})[run] ??= {})[pageKey] = kept.length ? Object.fromEntries(kept) : 'none';
      const bytes = Object.entries(summary.bytes[n] ?? {}).filter(([k, v]) => k !== 'files' && Math.abs(v) >= 0.1);
      change.buildJsGzipKB = bytes.length ? Object.fromEntries(bytes) : 'none';
    }
  }
  fs.writeFileSync(target, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`bench/results/summary.json: patchAb.runs['${run}'] and its variants' findings; write each new decision by hand`);
}

if (command === 'report') {
  report(path.resolve(args[1]));
} else if (command === 'summary') {
  summaryOf(path.resolve(args[1]));
} else if (command === 'list') {
  for (const [n, v] of Object.entries(VARIANTS)) console.log(`${n.padEnd(58)} ${v.kind.padEnd(7)} ${v.pages.join(',').padEnd(14)} ${v.why}`);
  for (const [n, why] of Object.entries(BEHAVIOUR)) console.log(`${n.padEnd(58)} behaviour, not built: ${why}`);
} else if (command === 'build') {
  const rebuild = args.includes('--rebuild');
  const todo = ['baseline', 'baseline2', ...selected.filter((n) => !n.startsWith('baseline'))];
  for (const n of todo) {
    if (!rebuild && fs.existsSync(path.join(OUT, slug(n), 'patch-ab.json'))) {
      console.log(`- ${n}: built already`);
      continue;
    }
    build(n, n.startsWith('baseline') ? undefined : VARIANTS[n]);
  }
} else if (command === 'measure') {
  await measure(
    selected.filter((n) => !n.startsWith('baseline')),
    Number(flagValue('loads', '6')),
  );
} else {
  console.error(
    'usage: node bench/patch-ab.mjs list | build [variant...] [--rebuild] | measure [variant...] [--loads 6] | report <raw file> | summary <raw file>',
  );
  process.exit(2);
}
