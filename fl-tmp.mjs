import fs from 'node:fs'; import zlib from 'node:zlib';
const dir = process.argv[2];
for (const page of ['index.html','docs/tutorials/python/python_ros_motors.html','docs/api_ros.html','docs/v1/tutorials/python/python_ros_speech.html','search.html']) {
  const html = fs.readFileSync(`${dir}/${page}`, 'utf8');
  const srcs = new Set([...html.matchAll(/as=script[^>]*href=(\/assets\/js\/[^ >]+\.js)/g)].map((m) => m[1]));
  const meta = /qt-route-scripts" content="([^"]*)"/.exec(html);
  if (meta) for (const c of meta[1].split(' ').filter(Boolean)) srcs.add(c);
  let kb = 0; for (const s of srcs) kb += zlib.gzipSync(fs.readFileSync(dir + s), {level: 6}).length / 1024;
  console.log(page.padEnd(50), String(srcs.size).padStart(3), kb.toFixed(1));
}
