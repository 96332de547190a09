import {lighthouseOnce} from './bench/lib/lighthouse.mjs';
import {precompressedCopy, serve} from './bench/lib/server.mjs';
const [dir, p] = process.argv.slice(2);
const S = await serve(precompressedCopy(dir, 'x'));
try {
  const lhr = lighthouseOnce(S.origin + p);
  console.log('TBT', lhr.audits['total-blocking-time'].numericValue, 'FCP', lhr.audits['first-contentful-paint'].numericValue, 'TTI', lhr.audits['interactive']?.numericValue);
  for (const i of lhr.audits['long-tasks'].details.items) console.log(i.startTime.toFixed(0), i.duration.toFixed(0), i.url);
  for (const i of lhr.audits['mainthread-work-breakdown'].details.items) console.log('mt', i.group, i.duration.toFixed(0));
  console.log('dom', JSON.stringify(lhr.audits['dom-size']?.details?.items?.slice(0,3)?.map(x=>x.value)));
  for (const i of lhr.audits['bootup-time'].details.items) console.log('bootup', i.url, i.total.toFixed(0), i.scripting.toFixed(0));
} finally { S.stop(); }
