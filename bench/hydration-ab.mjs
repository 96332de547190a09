#!/usr/bin/env node
// Real-browser A/B of two builds:
//   node bench/hydration-ab.mjs <buildA> <buildB> [--loads 4] [--page /docs/api_ros]... [--tag name]
// Both builds are served as production hosts serve them (bench/lib/server.mjs: gzip), and each
// page is loaded alternately from A and B (A, B, B, A, ...), so the machine's load, which changes
// minute to minute on a shared machine, falls on both alike. Each load is a fresh throttled
// phone page in Chromium (bench/lib/throttled-page.mjs: CPU slowed 4x, "slow 4G"), and records:
// - hydrated: ms from navigation start until <html> has data-has-hydrated (set by Docusaurus
//   after React hydrated the page);
// - long tasks: count and total ms over 50 ms ("blocking") until 3 s after hydration;
// - script KB: bytes of script transferred (gzip) by then.
// Prints medians per build and page, and writes the raw loads to
// bench/results/raw/hydration-ab-<date>[-name].json (ignored by git; the figures a decision rests
// on go into bench/results/summary.json by hand, see bench/README.md).
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {precompressedCopy, serve} from './lib/server.mjs';
import {medianOfLoads} from './lib/stats.mjs';
import {throttledPage} from './lib/throttled-page.mjs';

const args = process.argv.slice(2);
const builds = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const flag = (name, fallback) => {
  const values = args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
  return values.length ? values : fallback;
};
const loads = Number(flag('loads', ['4'])[0]);
const tag = flag('tag', [''])[0];
const pages = flag('page', ['/docs/tutorials/python/python_ros_motors', '/docs/api_ros', '/']);
if (builds.length !== 2) {
  console.error('usage: node bench/hydration-ab.mjs <buildA> <buildB> [--loads N] [--page /path]...');
  process.exit(2);
}

async function loadOnce(browser, url) {
  const {context, page} = await throttledPage(browser);
  await page.goto(url, {waitUntil: 'load', timeout: 120_000});
  await page.waitForFunction(() => window.__hydrated !== undefined, null, {timeout: 120_000, polling: 100});
  await page.waitForTimeout(3000);
  const result = await page.evaluate(() => {
    const w = window;
    const tasks = w.__longTasks.filter((t) => t.start < w.__hydrated + 3000);
    const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      hydrated: Math.round(w.__hydrated),
      longTasks: tasks.length,
      blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
      longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      scriptKB: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize || 0), 0) / 102.4) / 10,
    };
  });
  await context.close();
  return result;
}

const servers = [];
for (const [i, dir] of builds.entries()) servers.push(await serve(precompressedCopy(path.resolve(dir), `ab${i}`)));
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const raw = {};
try {
  for (const pagePath of pages) {
    raw[pagePath] = {A: [], B: []};
    for (let n = 0; n < loads; n++) {
      const order = n % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      for (const which of order) {
        const server = servers[which === 'A' ? 0 : 1];
        raw[pagePath][which].push(await loadOnce(browser, server.origin + pagePath));
      }
    }
    for (const which of ['A', 'B']) {
      const runs = raw[pagePath][which];
      const m = (key) => medianOfLoads(runs.map((r) => r[key]));
      console.log(
        `${which} ${pagePath}: hydrated ${m('hydrated')} ms [${runs.map((r) => r.hydrated).join(', ')}], long tasks ${m('longTasks')}, ` +
          `blocking ${m('blockingMs')} ms, longest ${m('longestMs')} ms, script ${m('scriptKB')} KB (median of ${runs.length})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
const started = new Date().toISOString();
const file = path.resolve(import.meta.dirname, `results/raw/hydration-ab-${started.slice(0, 10)}${tag ? `-${tag}` : ''}.json`);
fs.mkdirSync(path.dirname(file), {recursive: true});
fs.writeFileSync(file, `${JSON.stringify({started, builds, loads, raw})}\n`);
console.log(`raw figures: ${path.relative(process.cwd(), file)}`);
