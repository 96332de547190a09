import {lighthouseOnce, metrics} from './bench/lib/lighthouse.mjs';
import {precompressedCopy, serve} from './bench/lib/server.mjs';
const [dirA, dirB, runs, ...paths] = process.argv.slice(2);
const A = await serve(precompressedCopy(dirA, 'a'));
const B = await serve(precompressedCopy(dirB, 'b'));
const med = (a) => { const s = [...a].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
try {
  for (const p of paths) {
    const ra = [], rb = [];
    for (let i = 0; i < Number(runs); i++) {
      if (i % 2) { rb.push(metrics(lighthouseOnce(B.origin + p))); ra.push(metrics(lighthouseOnce(A.origin + p))); }
      else { ra.push(metrics(lighthouseOnce(A.origin + p))); rb.push(metrics(lighthouseOnce(B.origin + p))); }
    }
    const f = (r, k) => med(r.map((x) => x[k]));
    console.log(`${p}: score A ${f(ra, 'score')} B ${f(rb, 'score')} | TBT A ${f(ra, 'tbt').toFixed(0)} B ${f(rb, 'tbt').toFixed(0)} (B/A ${(f(rb, 'tbt') / f(ra, 'tbt')).toFixed(2)}) | LCP A ${f(ra, 'lcp').toFixed(0)} B ${f(rb, 'lcp').toFixed(0)}`);
    console.log('   TBT A', ra.map((x) => x.tbt.toFixed(0)).join(' '), '| B', rb.map((x) => x.tbt.toFixed(0)).join(' '));
  }
} finally { A.stop(); B.stop(); }
