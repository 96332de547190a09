// `npm run bench:search`: the offline search against Pagefind on the same production build, in
// Chromium. Prints figures and ratios; asserts nothing (timings depend on the machine).
//   1. index size per version (raw, gzip) and Pagefind's index on the same build
//   2. first open: from Ctrl+K to the first hits (index fetch, parse, indexing, search, render)
//   3. keystroke to rendered hits, p50/p95, over the relevance query set, after the index loaded
//   4. Pagefind in the same browser: first query (cold) and per-query latency, relevance
//   5. MiniSearch against FlexSearch (bench/search/libraries.measure.ts)
// `--baseline DIR`: also the same offline figures on another build (the site before a change), the
// two builds measured in alternating rounds of the same run, with the ratios this build ÷ baseline.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {serveStatic} from '../../tools/lib/localServer.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
const {values: args} = parseArgs({options: {baseline: {type: 'string'}}});
const baseline = args.baseline ? path.resolve(args.baseline) : undefined;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, {cwd: root, encoding: 'utf8', ...opts});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r;
};

// The query set lives in TypeScript (shared with the relevance test); read it as data.
function relevanceQueries() {
  const source = fs.readFileSync(path.join(root, 'tests/build/searchQueries.ts'), 'utf8');
  const prefixes = Object.fromEntries([...source.matchAll(/^const (\w+) = '([^']+)';$/gm)].map(([, name, value]) => [name, value]));
  const page = (literal) =>
    literal
      .trim()
      .replace(/^['`]|['`]$/g, '')
      .replace(/\$\{(\w+)\}/g, (_, name) => prefixes[name] ?? '');
  return [...source.matchAll(/\{query: '([^']+)', expect: \[([^\]]+)\](?:, version: '(v1|v2)')?/g)].map(([, query, list, version]) => ({
    query,
    expect: list.split(',').map(page),
    version: version ?? 'v2',
  }));
}

/** Serves the build and the Pagefind output the way `docusaurus serve` does (trailingSlash: false). */
function serve(pagefindDir) {
  return serveStatic({
    dirs: {'/': build, '/pagefind/': pagefindDir},
    answer: (pathname) => (pathname === '/__pagefind.html' ? {body: '<!doctype html><title>Pagefind</title>', type: 'text/html'} : undefined),
  });
}

function dirSize(dir) {
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!e.isFile()) continue;
    const buf = fs.readFileSync(path.join(e.parentPath, e.name));
    raw += buf.length;
    // Pagefind's index files are already compressed; gzip them anyway for a like-for-like figure.
    gz += zlib.gzipSync(buf).length;
    files += 1;
  }
  return {raw, gz, files};
}

async function keystrokeLatencies(browser, origin, queries) {
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/intro_code`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('robot');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const latencies = [];
  for (const {query, version} of queries) {
    if (version !== 'v2') continue;
    const head = query.slice(0, -1);
    await input.fill(head);
    await page.waitForFunction((q) => {
      const footer = document.querySelector('.DocSearch-HitsFooter a');
      const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title');
      return (footer && footer.getAttribute('href').endsWith(`q=${encodeURIComponent(q)}`)) || (none && none.textContent.includes(`"${q}"`)) || q === '';
    }, head);
    // Timed in the page: from the keydown of the last character to the DOM showing its results. The
    // listener is installed (awaited) before the key is typed, or the keydown could come first.
    await page.evaluate((q) => {
      window.__benchDone = new Promise((resolve) => {
        let start = 0;
        const input = document.querySelector('.DocSearch-Input');
        input.addEventListener('keydown', () => (start = performance.now()), {capture: true, once: true});
        const check = () => {
          const footer = document.querySelector('.DocSearch-HitsFooter a');
          const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title');
          if (start && ((footer && footer.getAttribute('href').endsWith(`q=${encodeURIComponent(q)}`)) || (none && none.textContent.includes(`"${q}"`)))) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.querySelector('.DocSearch-Modal'), {subtree: true, childList: true, attributes: true, characterData: true});
      });
    }, query);
    await page.keyboard.type(query.slice(-1));
    // A query whose results never show would hang the bench: give up on it after 10 s, and say so.
    const latency = await page.evaluate(() => Promise.race([window.__benchDone, new Promise((resolve) => setTimeout(() => resolve(null), 10_000))]));
    if (latency === null) {
      console.log(`  (no rendered hits for "${query}" within 10 s; left out of the latency figures)`);
      continue;
    }
    latencies.push(latency);
  }
  await page.close();
  return latencies;
}

const newRuns = () => ({firstOpen: [], parsed: [], ready: [], fetches: []});

async function measureOffline(browser, origin, queries) {
  // First opens, 5 cold runs each (a new browser context, nothing cached):
  //  - keyboard: Ctrl+K as soon as the page has hydrated; the modal's code and the index load now.
  //  - pointer: the reader points at the search button (DocSearch loads its modal code then) and
  //    clicks 300 ms later (the site starts loading the index on the press).
  const runs = {keyboard: newRuns(), pointer: newRuns()};
  for (const mode of [...Array(5).fill('keyboard'), ...Array(5).fill('pointer')]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/docs/intro_code`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    let started;
    if (mode === 'pointer') {
      started = Date.now();
      await page.hover('.DocSearch-Button');
      await page.waitForTimeout(300);
      await page.click('.DocSearch-Button');
    } else {
      started = Date.now();
      await page.keyboard.press('Control+k');
    }
    await page.locator('.DocSearch-Input').fill('robot');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const run = runs[mode];
    run.firstOpen.push(Date.now() - started);
    // The client's performance measures: from the index's first request to its files fetched and
    // parsed ("qt-search-fetch"), and to a searchable index ("qt-search-index").
    const measure = (name) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.duration ?? NaN, name);
    run.parsed.push(await measure('qt-search-fetch'));
    run.ready.push(await measure('qt-search-index'));
    run.fetches.push(
      await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/search-index/'));
        return Math.max(...entries.map((e) => e.responseEnd)) - Math.min(...entries.map((e) => e.startTime));
      }),
    );
    await context.close();
  }

  const latencies = await keystrokeLatencies(browser, origin, queries);
  return {runs, latencies};
}

async function measurePagefind(browser, origin, queries) {
  const cold = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/__pagefind.html`);
    cold.push(
      await page.evaluate(async () => {
        const started = performance.now();
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.init();
        const search = await pagefind.search('robot');
        await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
        return performance.now() - started;
      }),
    );
    await context.close();
  }
  const page = await browser.newPage();
  await page.goto(`${origin}/__pagefind.html`);
  const result = await page.evaluate(async (qs) => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.init();
    await pagefind.search('robot');
    const latencies = [];
    let passed = 0;
    for (const {query, expect} of qs) {
      const started = performance.now();
      const search = await pagefind.search(query);
      const data = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
      latencies.push(performance.now() - started);
      const pages = data.map((d) => d.url.replace(/\.html$/, '').replace(/\/$/, ''));
      if (pages.some((p) => expect.includes(p))) passed += 1;
    }
    return {latencies, passed};
  }, queries);
  const transferred = await page.evaluate(() => performance.getEntriesByType('resource').reduce((n, e) => n + (e.encodedBodySize || 0), 0));
  await page.close();
  return {cold, ...result, transferred};
}

/** Gzipped size of each index file of a build, by docusaurus_tag. */
function indexSizes(dir) {
  const files = JSON.parse(fs.readFileSync(path.join(dir, 'search-index/manifest.json'), 'utf8')).files;
  return Object.fromEntries(Object.entries(files).map(([tag, file]) => [tag, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length]));
}

/**
 * This build against the baseline build, in the same run: two rounds each, in the order B A A B,
 * so that a machine getting busier or quieter weighs on both alike. Each round is the first opens
 * and the keystroke timings of measureOffline.
 */
async function compareWithBaseline(browser, queries) {
  const servers = {build: await serveStatic({dirs: {'/': build}}), baseline: await serveStatic({dirs: {'/': baseline}})};
  const pooled = {build: {firstOpen: [], ready: [], latencies: []}, baseline: {firstOpen: [], ready: [], latencies: []}};
  try {
    for (const which of ['baseline', 'build', 'build', 'baseline']) {
      const {runs, latencies} = await measureOffline(browser, servers[which].origin, queries);
      pooled[which].firstOpen.push(...runs.keyboard.firstOpen);
      pooled[which].ready.push(...runs.keyboard.ready);
      pooled[which].latencies.push(...latencies);
    }
  } finally {
    await servers.build.close();
    await servers.baseline.close();
  }
  const sizes = {build: indexSizes(build), baseline: indexSizes(baseline)};
  console.log(`\nThis build against the baseline (${path.relative(root, baseline) || baseline}), two rounds each in the order B A A B`);
  for (const tag of Object.keys(sizes.build)) {
    const before = sizes.baseline[tag];
    console.log(
      `  index ${tag.padEnd(22)} ${kb(sizes.build[tag])} gzip against ${before ? kb(before) : '-'}${before ? `, ratio ${(sizes.build[tag] / before).toFixed(3)}` : ''}`,
    );
  }
  const row = (label, key, p) => {
    const [a, b] = [percentile(pooled.build[key], p), percentile(pooled.baseline[key], p)];
    console.log(`  ${label.padEnd(46)} ${ms(a).padStart(9)} against ${ms(b).padStart(9)}, ratio ${(a / b).toFixed(2)}`);
  };
  row(`keystroke to rendered hits p50 (${pooled.build.latencies.length} / ${pooled.baseline.latencies.length})`, 'latencies', 0.5);
  row('keystroke to rendered hits p95', 'latencies', 0.95);
  row('first open by keyboard p50 (10 cold runs each)', 'firstOpen', 0.5);
  row('index searchable p50 ("qt-search-index")', 'ready', 0.5);
}

async function main() {
  run('node', ['tests/build/ensure-build.mjs'], {stdio: 'inherit'});
  const queries = relevanceQueries();
  const manifest = JSON.parse(fs.readFileSync(path.join(build, 'search-index/manifest.json'), 'utf8'));

  const pagefindDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const pfStart = Date.now();
  // Pagefind reads the pages' <main>, as the offline index reads their content, not the navigation.
  run('npx', ['pagefind', '--site', build, '--output-path', pagefindDir, '--root-selector', 'main']);
  const pfIndexing = Date.now() - pfStart;

  const server = await serve(pagefindDir);
  const {origin} = server;
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  try {
    const offline = await measureOffline(browser, origin, queries);
    const pagefind = await measurePagefind(browser, origin, queries);
    const pf = dirSize(pagefindDir);

    console.log('\nIndex size per file (offline index: one per docs version plus pages)');
    for (const [tag, file] of Object.entries(manifest.files)) {
      const buf = fs.readFileSync(path.join(build, file));
      console.log(
        `  ${tag.padEnd(22)} ${kb(buf.length).padStart(10)} raw  ${kb(zlib.gzipSync(buf).length).padStart(10)} gzip   (cap <= 200 KB gzip per version, tests/build/search.test.ts)`,
      );
    }
    console.log(
      `  Pagefind (whole site)  ${kb(pf.raw).padStart(10)} raw  ${kb(pf.gz).padStart(10)} gzip in ${pf.files} files; indexing took ${pfIndexing} ms; its search of the query set downloaded ${kb(pagefind.transferred)}`,
    );

    const v2 = queries.filter((q) => q.version === 'v2').length;
    console.log('\nChromium, localhost');
    const {keyboard, pointer} = offline.runs;
    const p50 = (list) => percentile(list, 0.5);
    const max = (list) => Math.max(...list);
    console.log(
      `  Offline, first open by keyboard (Ctrl+K right after load to first hits: modal code, index fetch, parse, indexing, search, render; 5 cold runs): p50 ${ms(p50(keyboard.firstOpen))}, max ${ms(max(keyboard.firstOpen))}`,
    );
    console.log(
      `    index fetched and parsed (first request to parsed files, "qt-search-fetch"): p50 ${ms(p50(keyboard.parsed))}, max ${ms(max(keyboard.parsed))}   (target: first open, fetch and parse, <= 300 ms)`,
    );
    console.log(`      of which the network (resource timing, first request to last byte): p50 ${ms(p50(keyboard.fetches))}`);
    console.log(`    index searchable (first request to built index, "qt-search-index"): p50 ${ms(p50(keyboard.ready))}, max ${ms(max(keyboard.ready))}`);
    console.log(
      `  Offline, first open by pointer (point at the button, click 300 ms later, to first hits; 5 cold runs): p50 ${ms(p50(pointer.firstOpen))}, max ${ms(max(pointer.firstOpen))}`,
    );
    console.log(
      `  Offline, keystroke to rendered hits over ${offline.latencies.length} V2 queries: p50 ${ms(percentile(offline.latencies, 0.5))}, p95 ${ms(percentile(offline.latencies, 0.95))}   (target p95 <= 50 ms)`,
    );
    console.log(`  Pagefind, first query cold (load, init, search, 5 results, 5 runs): p50 ${ms(percentile(pagefind.cold, 0.5))}`);
    console.log(
      `  Pagefind, query to 5 result records over ${queries.length} queries: p50 ${ms(percentile(pagefind.latencies, 0.5))}, p95 ${ms(percentile(pagefind.latencies, 0.95))} (no rendering)`,
    );
    console.log(
      `  Pagefind relevance (expected page in top 5, no version filter): ${pagefind.passed}/${queries.length}; offline: see the relevance test (tests/build/search.test.ts) and below`,
    );
    console.log(
      `  Ratios offline/Pagefind: first use ${(percentile(offline.runs.keyboard.firstOpen, 0.5) / percentile(pagefind.cold, 0.5)).toFixed(2)}, per-query p95 ${(percentile(offline.latencies, 0.95) / percentile(pagefind.latencies, 0.95)).toFixed(2)}; V2 queries timed: ${v2}`,
    );
    if (baseline) await compareWithBaseline(browser, queries);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(pagefindDir, {recursive: true, force: true});
  }

  console.log('\nSearch libraries on the same records (Node)');
  run('npx', ['vitest', 'run', '--config', 'bench/search/vitest.config.mts'], {stdio: 'inherit'});
}

await main();
