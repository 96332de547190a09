// A link of limited speed in front of a local server, for the browser's workers: DevTools' network emulation
// (Network.emulateNetworkConditions) applies to the page it is sent to, not to the dedicated workers the page
// starts, so a worker's downloads (Pyodide, for bench/python-page.mjs) would run at full speed. This proxy makes every
// request wait the link's latency and shares one download budget between all answers, as one slow link does.
import http from 'node:http';
import {freePort} from '../../tools/lib/localServer.mjs';

/** Bytes sent at once. */
const CHUNK = 8 * 1024;

/** Starts the proxy to `origin` with `{latency (ms), downloadThroughput (bytes/s)}`; resolves with its origin and stop(). */
export async function throttleProxy(origin, {latency, downloadThroughput}) {
  const upstream = new URL(origin);
  // Bytes the link can send, refilled as time passes (a token bucket of 50 ms of traffic).
  let budget = 0;
  let last = Date.now();
  const take = async (bytes) => {
    for (;;) {
      const now = Date.now();
      budget = Math.min(budget + ((now - last) / 1000) * downloadThroughput, Math.max(CHUNK, downloadThroughput * 0.05));
      last = now;
      if (budget >= bytes) {
        budget -= bytes;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, ((bytes - budget) / downloadThroughput) * 1000)));
    }
  };
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const forward = http.request({host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers}, async (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        for await (const chunk of answer) {
          for (let i = 0; i < chunk.length; i += CHUNK) {
            const part = chunk.subarray(i, i + CHUNK);
            await take(part.length);
            res.write(part);
          }
        }
        res.end();
      });
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }, latency);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
