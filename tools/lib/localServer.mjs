// The one local static server of the tests, the benchmarks and the robot tests, and the free-port probe
// they share. Plain JavaScript with JSDoc types, so that Node runs it as it is and the TypeScript tests
// import it with its types (allowJs).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.zip': 'application/zip',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** A loopback port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} StaticServer
 * @property {string} origin `http://127.0.0.1:<port>`
 * @property {(urlPath: string, transform: (content: string) => string) => void} override Replaces a file's content as served, to play a new deployment.
 * @property {() => Promise<void>} close Ends the server and the connections the browser keeps open.
 */

/**
 * @typedef {object} StaticOptions
 * @property {Record<string, string>} [dirs] Folders by URL prefix, such as `{'/': build, '/pagefind/': index}`; the longest prefix wins.
 * @property {(pathname: string) => ({body: string | Buffer, type?: string} | undefined)} [answer] Answers a path before the folders do (generated files).
 * @property {Record<string, string>} [headers] Headers of every answer.
 * @property {string} [notFound] The page a 404 answers with (a build's 404.html); plain text without it.
 * @property {boolean} [cacheAssets] Files under `assets/` are cached for a year (immutable), as a host serves them.
 */

/**
 * Serves folders with clean URLs, as `trailingSlash: false` writes a build: `/x` is `x`, `x.html` or
 * `x/index.html`. Nothing is cached (`no-cache`) unless `cacheAssets` is set, so a test can change what is served
 * while a page is open.
 * @param {StaticOptions} options
 * @returns {Promise<StaticServer>}
 */
export async function serveStatic({dirs = {}, answer, headers = {}, notFound, cacheAssets = false} = {}) {
  /** @type {Map<string, (content: string) => string>} */
  const overrides = new Map();
  const mounts = Object.entries(dirs).sort(([a], [b]) => b.length - a.length);
  /** @param {string} pathname */
  const fileFor = (pathname) => {
    const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
    if (!mount) return undefined;
    const [prefix, dir] = mount;
    const base = path.join(dir, pathname.slice(prefix.length));
    return [base, `${base}.html`, path.join(base, 'index.html')].find((f) => f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile());
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const answered = answer?.(pathname);
    if (answered) {
      res.writeHead(200, {
        ...headers,
        'content-type': answered.type ?? TYPES[path.extname(pathname)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(answered.body);
      return;
    }
    const file = fileFor(pathname);
    if (!file) {
      res.writeHead(404, {...headers, 'content-type': notFound ? TYPES['.html'] : TYPES['.txt']});
      res.end(notFound ? fs.readFileSync(notFound) : 'not found');
      return;
    }
    const transform = overrides.get(pathname);
    const body = transform ? transform(fs.readFileSync(file, 'utf8')) : fs.readFileSync(file);
    // Files under assets/ never change under their name (a content hash or a version in the path), as hosts know.
    const cache = cacheAssets && /\/assets\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, {...headers, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cache});
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {net.AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    override: (urlPath, transform) => void overrides.set(urlPath, transform),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A built site (`build/`), answering unknown paths with its 404 page.
 * @param {string} dir
 * @param {{headers?: Record<string, string>, cacheAssets?: boolean}} [options]
 * @returns {Promise<StaticServer>}
 */
export function serveBuild(dir, options = {}) {
  return serveStatic({dirs: {'/': dir}, headers: options.headers, notFound: path.join(dir, '404.html'), cacheAssets: options.cacheAssets});
}
