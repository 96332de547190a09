// Serves a built site the way a production host does: a real static server (sirv-cli) that sends
// gzip. sirv only sends *precompressed* files (its --gzip flag looks for `file.gz` beside `file`),
// so the build is copied to a temporary folder and every compressible file gets a `.gz` twin, at
// zlib's default level 6 — the level on-the-fly servers (GitHub Pages, nginx `gzip on`, Express'
// `compression`) use. WebAssembly and .mjs modules too (Pyodide's files): hosts compress both. gzip rather than brotli: every host offers it, so the figures hold wherever
// the site is served.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {freePort} from '../../tools/lib/localServer.mjs';

const COMPRESSIBLE = /\.(html|js|mjs|wasm|css|svg|json|xml|txt|map|webmanifest)$/;

/** Copies `buildDir` to a temporary folder with a `.gz` twin beside each compressible file. */
export function precompressedCopy(buildDir, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  fs.cpSync(buildDir, dir, {recursive: true});
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file)));
    }
  }
  return dir;
}

/**
 * Starts sirv-cli on `dir` and resolves once it answers with that folder's home page;
 * `stop()` ends that one process and deletes the folder.
 */
export async function serve(dir) {
  // A port nobody listens on: sirv would silently move to another port if it were taken.
  const port = await freePort();
  const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const sirv = path.resolve(import.meta.dirname, '../../node_modules/.bin/sirv');
  const child = spawn(sirv, [dir, '--port', String(port), '--host', '127.0.0.1', '--gzip', '--quiet', '--no-clear'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(origin);
      if (res.ok && (await res.text()) === home) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 100) throw new Error(`sirv did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    stop() {
      child.kill();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
