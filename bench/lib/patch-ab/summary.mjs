// What a run found: the decision rule applied to its loads (`summarize`), the raw file of the run
// (bench/results/raw/, ignored by git), the table printed after it, the Markdown rows of `report`,
// and the findings kept in bench/results/summary.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {medianOfLoads} from '../stats.mjs';
import {PAGES_MEASURED, metricsOf} from './measure.mjs';
import {BEHAVIOUR, VARIANTS} from './variants.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Each metric's column in the printed table and its words in the Markdown report. */
const NAMES = {
  hydrated: ['hyd', 'hydrated'],
  blockingMs: ['blk', 'blocking'],
  blockingAfterMs: ['blkAfter', 'blocking after hydration'],
  longestMs: ['longest', 'longest task'],
  busyAfterMs: ['busyAfter', 'busy after hydration'],
  inputDelayMs: ['inDelay', 'input delay'],
  inputDurationMs: ['inDur', 'input duration'],
  scriptKB: ['scriptKB', 'script run KB'],
  allJsKB: ['allJsKB', 'all JS KB'],
  fcp: ['fcp', 'FCP'],
  lcp: ['lcp', 'LCP'],
  navHighlightedMs: ['navHighlighted', 'navigation to highlighted code'],
  highlighterTransferKB: ['hlKB', 'highlighter KB'],
  resultsMs: ['results', 'results shown'],
  resultsBlockingMs: ['resultsBlk', 'blocking until results + 1 s'],
  typedResultsMs: ['typedResults', 'last key to new results'],
  typingBlockingMs: ['typingBlk', 'blocking while typing'],
  keyEventMaxMs: ['keyMax', 'longest key event'],
  busyTypingMs: ['busyTyping', 'busy while typing'],
};

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
export function summarize(raw, sizes) {
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
        const b = medianOfLoads(base.map((r) => r[m]));
        const aa = medianOfLoads(base2.map((r) => r[m]));
        const v = medianOfLoads(runs.map((r) => r[m]));
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

/**
 * Writes a run to bench/results/raw/patch-ab-<date>[-tag].json: its conditions, the variants
 * `selected`, the build sizes, the summary and every load. Returns the file's path.
 */
export function writeRaw({started, uptimeBefore, uptimeAfter, raw}, {loads, selected, sizes, summary, tag}) {
  const file = path.join(ROOT, `bench/results/raw/patch-ab-${started.slice(0, 10)}${tag ? `-${tag}` : ''}.json`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const variants = Object.fromEntries(selected.map((n) => [n, VARIANTS[n]]));
  const run = {started, uptimeBefore, uptimeAfter, loads, cpus: os.cpus().length, pages: PAGES_MEASURED, variants, behaviour: BEHAVIOUR, sizes, summary, raw};
  fs.writeFileSync(file, `${JSON.stringify(run, null, 1)}\n`);
  return file;
}

/** The table printed after a run: per page, each build's median minus the baseline's, with the noise and the finding. */
export function printTable(summary, sizes) {
  for (const [pageKey, byBuild] of Object.entries(summary)) {
    if (pageKey === 'bytes') continue;
    console.log(`\n== ${pageKey}: delta vs baseline median (noise) [finding: + benefit, 0 none, ? unclear]`);
    for (const [n, ms] of Object.entries(byBuild)) {
      const cells = Object.entries(ms).map(
        ([m, s]) => `${NAMES[m]?.[0] ?? m} ${s.delta > 0 ? '+' : ''}${s.delta}(${s.noise})${s.finding === 'benefit' ? '+' : s.finding === 'none' ? '0' : '?'}`,
      );
      console.log(`${n.padEnd(58)} ${cells.join('  ')}`);
    }
  }
  console.log('\n== JS gzip KB of the build, variant - baseline (total / main / runtime / highlighter)');
  for (const [n, d] of Object.entries(summary.bytes)) console.log(`${n.padEnd(58)} ${d.totalKB} / ${d.mainKB} / ${d.runtimeKB} / ${d.highlighterKB}`);
  console.log(`baseline: ${JSON.stringify(sizes.baseline)}`);
}

/** One line of Markdown per variant from a results file: its figures and the finding. */
export function report(file) {
  const {summary, loads, uptimeBefore, uptimeAfter} = JSON.parse(fs.readFileSync(file, 'utf8'));
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
            `${NAMES[m]?.[1] ?? m} ${x.delta > 0 ? '+' : ''}${x.delta} (${x.noise})${x.finding === 'benefit' ? ' **benefit**' : x.finding === 'unclear' ? ' unclear' : ''}`,
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
export function addToSummary(file) {
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
