// One Lighthouse run = one fresh headless Chromium, the default (mobile) configuration with its
// simulated throttling (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown), performance category only.
// The CLI is used rather than the Node API so no transitive package (chrome-launcher) is imported.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {median} from './stats.mjs';

const lighthouseBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');

// The machine has no outside network: these stop Chromium from reaching Google services mid-run.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
];

/** Runs Lighthouse once on `url`; returns the full result (LHR). */
export function lighthouseOnce(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-')), 'report.json');
  const r = spawnSync(
    lighthouseBin,
    [url, '--output=json', `--output-path=${out}`, '--only-categories=performance', '--quiet', `--chrome-flags=${chromeFlags.join(' ')}`],
    {env: {...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium'}, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (r.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed on ${url} (exit ${r.status}):\n${r.stderr}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), {recursive: true, force: true});
  if (lhr.runtimeError) throw new Error(`lighthouse runtime error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** The figures compared between sites, from one run. Bytes are transfer (compressed) sizes. */
export function metrics(lhr) {
  const bytes = Object.fromEntries((lhr.audits['resource-summary']?.details?.items ?? []).map((i) => [i.resourceType, i.transferSize]));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: num(lhr, 'first-contentful-paint'),
    lcp: num(lhr, 'largest-contentful-paint'),
    tbt: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    si: num(lhr, 'speed-index'),
    scriptBytes: bytes.script ?? 0,
    cssBytes: bytes.stylesheet ?? 0,
    fontBytes: bytes.font ?? 0,
    imageBytes: bytes.image ?? 0,
    documentBytes: bytes.document ?? 0,
    totalBytes: bytes.total ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Where the time goes in one run: every request (type, priority, compressed size, observed
 * start/end), the render-blocking requests, the LCP element and its phases, and script CPU time.
 */
export function breakdown(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const short = (url) => (url?.startsWith(origin) ? url.slice(origin.length) : url);
  const lcpList = items('lcp-breakdown-insight');
  const phases = lcpList.find((i) => i.type === 'table')?.items ?? [];
  const lcpNode = lcpList.find((i) => i.type === 'node');
  return {
    requests: items('network-requests').map((r) => ({
      url: short(r.url),
      type: r.resourceType,
      priority: r.priority,
      transferBytes: r.transferSize,
      start: Math.round(r.networkRequestTime ?? 0),
      end: Math.round(r.networkEndTime ?? 0),
    })),
    renderBlocking: items('render-blocking-insight').map((r) => ({url: short(r.url), transferBytes: r.totalBytes, wastedMs: r.wastedMs})),
    lcpElement: lcpNode ? {selector: lcpNode.selector, snippet: lcpNode.snippet} : undefined,
    lcpPhases: Object.fromEntries(phases.map((p) => [p.subpart, Math.round(p.duration)])),
    scriptCpu: items('bootup-time').map((b) => ({url: short(b.url), totalMs: Math.round(b.total), scriptingMs: Math.round(b.scripting)})),
    mainThread: items('mainthread-work-breakdown').map((m) => ({group: m.group, ms: Math.round(m.duration)})),
    fontDisplay: items('font-display-insight').map((f) => ({url: short(f.url), wastedMs: f.wastedMs})),
    layoutShifts: items('layout-shifts').map((s) => ({score: s.score, node: s.node?.selector})),
  };
}

/**
 * Runs Lighthouse `runs` times on `url`, one after the other. Returns the median of each
 * figure, its spread (min and max), and the breakdown of the run whose score and LCP sit
 * closest to the medians.
 */
export function measurePage(url, runs) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(lighthouseOnce(url));
  const perRun = all.map(metrics);
  const keys = Object.keys(perRun[0]);
  const med = Object.fromEntries(keys.map((k) => [k, median(perRun.map((m) => m[k]))]));
  const spread = Object.fromEntries(keys.map((k) => [k, [Math.min(...perRun.map((m) => m[k])), Math.max(...perRun.map((m) => m[k]))]]));
  const distance = (m) => Math.abs(m.score - med.score) * 100 + Math.abs(m.lcp - med.lcp);
  const pick = perRun.indexOf([...perRun].sort((a, b) => distance(a) - distance(b))[0]);
  return {url, runs: perRun, median: med, spread, breakdown: breakdown(all[pick]), lhr: all[pick]};
}
