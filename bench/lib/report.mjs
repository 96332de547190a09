// Tables printed by the bench. Times in ms (medians; the spread over the runs in brackets),
// sizes in KB of compressed transfer.

/** The performance targets the site is held to, per measured page and for the build. */
export const TARGETS = {score: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01, coldBuildSeconds: 90};

const kb = (b) => (b / 1024).toFixed(1);
const ms = (v) => String(Math.round(v));
const range = ([lo, hi], f) => (f(lo) === f(hi) ? '' : ` [${f(lo)}–${f(hi)}]`);

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ')).join('\n');
}

export function printComparison(ours, stock) {
  const row = (site, id, r) => {
    const m = r.median;
    return [
      `${site} ${id}`,
      `${m.score}${range(r.spread.score, String)}`,
      ms(m.fcp),
      `${ms(m.lcp)}${range(r.spread.lcp, ms)}`,
      `${ms(m.tbt)}${range(r.spread.tbt, ms)}`,
      m.cls.toFixed(3),
      ms(m.si),
      kb(m.scriptBytes),
      kb(m.cssBytes),
      kb(m.fontBytes),
      kb(m.totalBytes),
    ];
  };
  const head = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS KB', 'CSS KB', 'font KB', 'total KB'];
  console.log('\n== Lighthouse 13, mobile, simulated throttling, gzip (medians [min–max])');
  console.log(table([head, ...Object.entries(ours).map(([id, r]) => row('ours', id, r)), ...Object.entries(stock).map(([id, r]) => row('stock', id, r))]));

  console.log('\n== Ours ÷ stock (same kind of page; below 1 is better, score above 1 is better)');
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a === 0 ? '1.00' : '∞');
  console.log(
    table([
      ['page', 'vs', 'score', 'LCP', 'TBT', 'JS bytes', 'CSS bytes', 'total bytes'],
      ...Object.entries(ours).map(([id, r]) => {
        const s = stock[r.vs].median;
        const m = r.median;
        return [
          id,
          `stock ${r.vs}`,
          ratio(m.score, s.score),
          ratio(m.lcp, s.lcp),
          ratio(m.tbt, s.tbt),
          ratio(m.scriptBytes, s.scriptBytes),
          ratio(m.cssBytes, s.cssBytes),
          ratio(m.totalBytes, s.totalBytes),
        ];
      }),
    ]),
  );
}

export function printBuildTimes(t) {
  console.log('\n== Production build (both docs versions)');
  if (t.coldSeconds !== undefined) {
    console.log(`ours: cold ${t.coldSeconds.toFixed(1)} s (after docusaurus clear), warm ${t.warmSeconds.toFixed(1)} s`);
  } else {
    console.log('ours: not timed (--no-build-times)');
  }
  console.log(`stock: cold ${t.stockColdSeconds.toFixed(1)} s (timed when the cached baseline was built)`);
}

export function printBreakdown(title, b) {
  console.log(`\n-- ${title}: where the time goes (the run closest to the medians; times observed unthrottled)`);
  if (b.lcpElement) console.log(`LCP element: ${b.lcpElement.selector}\n  ${b.lcpElement.snippet}`);
  const phases = Object.entries(b.lcpPhases).map(([k, v]) => `${k} ${v} ms`);
  if (phases.length) console.log(`LCP phases (observed): ${phases.join(', ')}`);
  console.log(
    table([
      ['request', 'type', 'priority', 'KB', 'start', 'end'],
      ...b.requests.map((r) => [
        r.url.length > 70 ? `${r.url.slice(0, 67)}…` : r.url,
        r.type ?? '',
        r.priority ?? '',
        kb(r.transferBytes ?? 0),
        ms(r.start),
        ms(r.end),
      ]),
    ]),
  );
  if (b.renderBlocking.length) console.log(`render-blocking: ${b.renderBlocking.map((r) => `${r.url} (${kb(r.transferBytes ?? 0)} KB)`).join(', ')}`);
  if (b.scriptCpu.length) console.log(`script CPU (4x slowdown): ${b.scriptCpu.map((s) => `${s.url} ${s.totalMs} ms`).join(', ')}`);
  if (b.mainThread.length) console.log(`main thread: ${b.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}`);
  if (b.fontDisplay.length) console.log(`font-display: ${b.fontDisplay.map((f) => `${f.url} (${f.wastedMs} ms)`).join(', ')}`);
  if (b.layoutShifts.length) console.log(`layout shifts: ${b.layoutShifts.map((s) => `${s.node} ${s.score?.toFixed?.(3)}`).join(', ')}`);
}

/** Every target, met or not, for the JSON and the closing line. */
export function targetsFor(ours, stock, buildTimes) {
  const out = [];
  const check = (what, ok) => out.push({what, ok});
  for (const [id, r] of Object.entries(ours)) {
    const m = r.median;
    const s = stock[r.vs].median;
    check(`${id}: performance ${m.score} >= ${TARGETS.score}`, m.score >= TARGETS.score);
    check(`${id}: LCP ${ms(m.lcp)} ms <= ${TARGETS.lcpMs} ms`, m.lcp <= TARGETS.lcpMs);
    check(`${id}: TBT ${ms(m.tbt)} ms <= ${TARGETS.tbtMs} ms`, m.tbt <= TARGETS.tbtMs);
    check(`${id}: CLS ${m.cls.toFixed(3)} <= ${TARGETS.cls}`, m.cls <= TARGETS.cls);
    check(`${id}: script ${kb(m.scriptBytes)} KB <= stock ${r.vs} ${kb(s.scriptBytes)} KB`, m.scriptBytes <= s.scriptBytes);
  }
  if (buildTimes.coldSeconds !== undefined) {
    check(`cold build ${buildTimes.coldSeconds.toFixed(1)} s <= ${TARGETS.coldBuildSeconds} s`, buildTimes.coldSeconds <= TARGETS.coldBuildSeconds);
  }
  return out;
}
