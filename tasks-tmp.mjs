import {chromium} from '@playwright/test';
const path = process.argv[2] ?? '/docs/api_ros';
const minMs = Number(process.argv[3] ?? 40);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 100});
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => [e.startTime, e.duration]))).observe({type: 'longtask', buffered: true});
  window.__alignAt = performance.now();
  (function __alignMarker() { const e = performance.now() + 3; while (performance.now() < e); })();
});
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:' + (process.env.PORT ?? 3999) + '' + path, {waitUntil: 'load'});
await page.waitForTimeout(5000);
const {lt, alignAt, fcp} = await page.evaluate(() => ({lt: window.__lt, alignAt: window.__alignAt, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime}));
const {profile} = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
// sample times
const times = []; let t = 0;
for (let i = 0; i < profile.samples.length; i++) { t += (profile.timeDeltas[i] ?? 0) / 1000; times.push(t); }
const markIdx = profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === '__alignMarker');
const offset = times[markIdx] - alignAt; // profile time = perf time + offset
console.log('fcp', fcp?.toFixed(0), 'align sample', markIdx);
const segs = lt.map(([st, d]) => {
  const a = st + offset, b = st + d + offset;
  const samples = [];
  for (let i = 0; i < times.length; i++) if (times[i] >= a && times[i] <= b) samples.push([byId.get(profile.samples[i]), (profile.timeDeltas[i + 1] ?? 0) / 1000]);
  return {start: st, last: st + d, samples};
});
let tbt = 0;
for (const s of segs) {
  const dur = s.last - s.start;
  if (dur < minMs) continue;
  tbt += Math.max(0, dur - 50);
  const self = new Map(), incl = new Map();
  for (const [n, dt] of s.samples) {
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set();
    for (let p = n; p; p = parentOf.get(p.id)) { const k = name(p); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } }
  }
  const comp = new Map();
  const rwh = process.env.RWH;
  const eff = process.env.EFF;
  if (eff) { const m = new Map(); for (const [n, dt] of s.samples) { const chain = []; for (let p = n; p; p = parentOf.get(p.id)) chain.push(p); for (let i = 1; i < chain.length; i++) if (name(chain[i]).startsWith(eff)) { const k = name(chain[i - 1]); m.set(k, (m.get(k) ?? 0) + dt); break; } } if (m.size) console.log(' effects:', [...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n   ')); }
  if (rwh) for (const [n, dt] of s.samples) {
    const chain = []; for (let p = n; p; p = parentOf.get(p.id)) chain.push(p);
    // innermost renderWithHooks -> component just below it; also record outermost for inclusive
    const seen = new Set();
    for (let i = 1; i < chain.length; i++) if (name(chain[i]).startsWith(rwh)) { const k = name(chain[i - 1]); if (!seen.has(k)) { seen.add(k); comp.set(k, (comp.get(k) ?? 0) + dt); } }
  }
  console.log(`\n== task at ${s.start.toFixed(0)} ms, ${dur.toFixed(0)} ms`);
  console.log(' self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | '));
  if (rwh) console.log(' components:', [...comp].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | '));
  console.log(' incl:', [...incl].sort((a, b) => b[1] - a[1]).filter(([k]) => !k.startsWith('(')).slice(0, 25).map(([k, v]) => `${v.toFixed(0)} ${k}`).join('\n   '));
}
console.log('\nsum over 50 ms', tbt.toFixed(0));
await browser.close();
