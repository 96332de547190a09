// `npm run bench`: this site against the stock Docusaurus classic template, side by side, in one run.
//
//   1. builds this site (cold, after `docusaurus clear`, then warm) and times both builds;
//   2. generates, installs and builds the stock template once (cached under bench/.cache);
//   3. serves each build with gzip through sirv-cli and runs Lighthouse (mobile, simulated
//      throttling) `--runs` times per page, one run at a time;
//   4. prints medians with their spread, the ratios to the stock site and the targets, the
//      per-resource breakdown of each page, and writes everything to bench/results/.
//
// Options: --runs N (default 3) · --no-build-times (build only if sources changed) ·
//          --fresh-stock (regenerate the baseline) · --quiet (no per-resource breakdown)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measurePage} from './lib/lighthouse.mjs';
import {precompressedCopy, serve} from './lib/server.mjs';
import {stockSite} from './lib/stock-site.mjs';
import {printBreakdown, printBuildTimes, printComparison, targetsFor} from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const {values: opts} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'no-build-times': {type: 'boolean', default: false},
    'fresh-stock': {type: 'boolean', default: false},
    quiet: {type: 'boolean', default: false},
  },
});
const runs = Number(opts.runs);
const docusaurusVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;

/** The pages measured, each with the stock page it is compared with. */
const OUR_PAGES = [
  {id: 'home', path: '/', vs: 'home'},
  {id: 'long tutorial', path: '/docs/tutorials/python/python_ros_motors', vs: 'doc'},
  {id: 'api_ros', path: '/docs/api_ros', vs: 'doc'},
  {id: 'V1 tutorial', path: '/docs/v1/tutorials/python/python_ros_speech', vs: 'doc'},
  // Search arrives from another branch; it is measured once the build has a search page.
  {id: 'search', path: '/search?q=speech', vs: 'doc', needs: 'search.html'},
];
const STOCK_PAGES = [
  {id: 'home', path: '/'},
  {id: 'doc', path: '/docs/intro'},
];

function timed(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: {...process.env, ...env}});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}`);
  return (Date.now() - started) / 1000;
}

// 1. This site's build.
const buildTimes = {};
if (opts['no-build-times']) {
  timed('node', ['tests/build/ensure-build.mjs']);
} else {
  console.log('Cold build of this site (docusaurus clear, then build)…');
  timed('npx', ['docusaurus', 'clear']);
  buildTimes.coldSeconds = timed('node', ['tests/build/ensure-build.mjs'], {FORCE_BUILD: '1'});
  console.log('Warm build (bundler cache kept)…');
  buildTimes.warmSeconds = timed('node', ['tests/build/ensure-build.mjs'], {FORCE_BUILD: '1'});
}

// 2. The stock site.
const stock = stockSite({
  version: docusaurusVersion,
  cacheDir: process.env.BENCH_CACHE ?? path.join(root, 'bench/.cache'),
  fresh: opts['fresh-stock'],
});
buildTimes.stockColdSeconds = stock.meta.coldBuildSeconds;

// 3. Lighthouse, one run at a time: scores are noisy when the CPU is shared.
async function measureSite(label, buildDir, pages) {
  const server = await serve(precompressedCopy(buildDir, label));
  const results = {};
  try {
    for (const page of pages) {
      if (page.needs && !fs.existsSync(path.join(buildDir, page.needs))) {
        console.log(`  ${label} ${page.id}: skipped — ${page.needs} is not in this build yet`);
        continue;
      }
      process.stdout.write(`  ${label} ${page.id} (${page.path}) × ${runs}… `);
      const m = measurePage(server.origin + page.path, runs);
      console.log(`score ${m.median.score}, LCP ${Math.round(m.median.lcp)} ms`);
      results[page.id] = {...page, ...m};
    }
  } finally {
    server.stop();
  }
  return results;
}

const loadBefore = os.loadavg();
console.log(`Lighthouse ${runs}× per page (load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')})`);
const ours = await measureSite('ours', path.join(root, 'build'), OUR_PAGES);
const baseline = await measureSite('stock', stock.buildDir, STOCK_PAGES);
const loadAfter = os.loadavg();

// 4. Report.
if (!opts.quiet) {
  for (const [id, r] of Object.entries(ours)) printBreakdown(`ours · ${id}`, r.breakdown);
  for (const [id, r] of Object.entries(baseline)) printBreakdown(`stock · ${id}`, r.breakdown);
}
printComparison(ours, baseline);
const firstVisit = (r) => `${(r.median.scriptBytes / 1024).toFixed(1)} KB of JS and ${(r.median.cssBytes / 1024).toFixed(1)} KB of CSS`;
if (ours['long tutorial'] && baseline.doc) {
  console.log(
    `\nA first visit to a doc page downloads (gzip, Lighthouse network records): ours ${firstVisit(ours['long tutorial'])}, stock ${firstVisit(baseline.doc)}.`,
  );
}
printBuildTimes(buildTimes);
const targets = targetsFor(ours, baseline, buildTimes);
const failed = targets.filter((t) => !t.ok);
console.log(failed.length ? `\n${failed.length} target(s) missed:\n${failed.map((t) => `  ✗ ${t.what}`).join('\n')}` : '\nEvery target met.');

const strip = (results) => Object.fromEntries(Object.entries(results).map(([id, {lhr: _lhr, ...rest}]) => [id, rest]));
const result = {
  date: new Date().toISOString(),
  docusaurusVersion,
  lighthouseVersion: Object.values(ours)[0]?.lhr.lighthouseVersion,
  chromium: Object.values(ours)[0]?.lhr.environment.hostUserAgent,
  runsPerPage: runs,
  loadAverage: {before: loadBefore, after: loadAfter},
  buildTimes,
  ours: strip(ours),
  stock: strip(baseline),
  targets,
};
const resultsDir = path.join(root, 'bench/results');
fs.mkdirSync(path.join(resultsDir, 'raw'), {recursive: true});
const stamp = result.date.replace(/[:.]/g, '-');
fs.writeFileSync(path.join(resultsDir, `run-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
// The Lighthouse report behind each median, for the Lighthouse viewer.
for (const [site, results] of [
  ['ours', ours],
  ['stock', baseline],
]) {
  for (const [id, r] of Object.entries(results)) {
    fs.writeFileSync(path.join(resultsDir, 'raw', `${site}-${id.replace(/\W+/g, '_')}.json`), JSON.stringify(r.lhr));
  }
}
// A short summary that is committed, so a change's effect shows in review. The sections the
// other tools keep there (`patchAb`, `hydrationAb`, `search`; bench/README.md) stay as they are.
const summaryFile = path.join(resultsDir, 'summary.json');
const previous = fs.existsSync(summaryFile) ? JSON.parse(fs.readFileSync(summaryFile, 'utf8')) : {};
const summary = {
  date: result.date,
  runsPerPage: runs,
  loadAverage: result.loadAverage,
  buildTimes,
  pages: Object.fromEntries(
    [...Object.entries(ours).map(([id, r]) => [`ours ${id}`, r]), ...Object.entries(baseline).map(([id, r]) => [`stock ${id}`, r])].map(([k, r]) => [
      k,
      {path: r.path, median: r.median, spread: {score: r.spread.score, lcp: r.spread.lcp, tbt: r.spread.tbt}},
    ]),
  ),
  targetsMissed: failed.map((t) => t.what),
};
for (const [key, value] of Object.entries(previous)) if (!(key in summary)) summary[key] = value;
fs.writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nResults: bench/results/run-${stamp}.json (summary: bench/results/summary.json)`);
