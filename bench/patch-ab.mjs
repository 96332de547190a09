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
// The variants and how each is reverted: lib/patch-ab/variants.mjs; the builds into .scratch/ab/:
// lib/patch-ab/build.mjs; the loads in Chromium: lib/patch-ab/measure.mjs; the decision rule, the
// tables and the results files: lib/patch-ab/summary.mjs. With no variant selected nothing is
// touched, so `npm run build` is unaffected. See bench/README.md for the decision rule.
import path from 'node:path';
import {buildAll, builtDir, builtSizes, isBuilt} from './lib/patch-ab/build.mjs';
import {measureBuilds} from './lib/patch-ab/measure.mjs';
import {addToSummary, printTable, report, summarize, writeRaw} from './lib/patch-ab/summary.mjs';
import {BEHAVIOUR, VARIANTS} from './lib/patch-ab/variants.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
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
const variantNames = selected.filter((n) => !n.startsWith('baseline'));
if (command !== 'report' && command !== 'summary')
  for (const n of positional) if (!VARIANTS[n] && !n.startsWith('baseline')) throw new Error(`unknown variant ${n}; node bench/patch-ab.mjs list`);

if (command === 'report') {
  report(path.resolve(args[1]));
} else if (command === 'summary') {
  addToSummary(path.resolve(args[1]));
} else if (command === 'list') {
  for (const [n, v] of Object.entries(VARIANTS)) console.log(`${n.padEnd(58)} ${v.kind.padEnd(7)} ${v.pages.join(',').padEnd(14)} ${v.why}`);
  for (const [n, why] of Object.entries(BEHAVIOUR)) console.log(`${n.padEnd(58)} behaviour, not built: ${why}`);
} else if (command === 'build') {
  buildAll(Object.fromEntries(variantNames.map((n) => [n, VARIANTS[n]])), {rebuild: args.includes('--rebuild')});
} else if (command === 'measure') {
  const names = ['baseline', 'baseline2', ...variantNames];
  for (const n of names) if (!isBuilt(n)) throw new Error(`${n} is not built: node bench/patch-ab.mjs build ${n}`);
  const loads = Number(flagValue('loads', '6'));
  const run = await measureBuilds(Object.fromEntries(names.map((n) => [n, builtDir(n)])), {loads, onlyPages});
  const sizes = Object.fromEntries(names.map((n) => [n, builtSizes(n)]));
  const summary = summarize(run.raw, sizes);
  const file = path.relative(ROOT, writeRaw(run, {loads, selected, sizes, summary, tag: flagValue('tag', '')}));
  printTable(summary, sizes);
  console.log(`raw figures: ${file}; keep the findings: node bench/patch-ab.mjs summary ${file}`);
} else {
  console.error(
    'usage: node bench/patch-ab.mjs list | build [variant...] [--rebuild] | measure [variant...] [--loads 6] | report <raw file> | summary <raw file>',
  );
  process.exit(2);
}
