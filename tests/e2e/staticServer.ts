import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export type StaticServer = {
  origin: string;
  /** Replaces a file's content as served, to play a new deployment. */
  override(urlPath: string, transform: (content: string) => string): void;
  close(): Promise<void>;
};

/**
 * A static server for a built site (clean URLs, as trailingSlash: false writes them), for tests that
 * must change what is served while the browser is on the page, such as a new service worker.
 */
export async function serveBuild(dir: string, options: {headers?: Record<string, string>} = {}): Promise<StaticServer> {
  const extra = options.headers ?? {};
  const overrides = new Map<string, (content: string) => string>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`];
    const file = candidates.map((c) => path.join(dir, c)).find((f) => f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (!file) {
      res.writeHead(404, {...extra, 'content-type': TYPES['.html']});
      res.end(fs.readFileSync(path.join(dir, '404.html')));
      return;
    }
    const transform = overrides.get(pathname);
    const body = transform ? transform(fs.readFileSync(file, 'utf8')) : fs.readFileSync(file);
    res.writeHead(200, {...extra, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache'});
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    override: (urlPath, transform) => overrides.set(urlPath, transform),
    // The browser keeps connections open (keep-alive, a service worker): end them, or close waits.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
