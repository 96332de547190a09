/**
 * The interpreter's files, served by the site (never a CDN) from `assets/pyodide/<version>/`: a path that changes
 * with the version, so the service worker keeps them as it keeps every file under `assets/` (cache first). Node only:
 * docusaurus.config.ts adds `pyodideStaticDir()` to the static directories.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What loadPyodide reads with no packages: the loader, the runtime, the WebAssembly module, the standard library and the lock file. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

/** The npm package's folder (a dependency of the site, pinned). */
export const packageRoot = () => path.resolve(__dirname, '../../../../node_modules/pyodide');

export function pyodideVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {version: string}).version;
}

/** A static directory holding `assets/pyodide/<version>/` with the files above, copied from the npm package once. */
export function pyodideStaticDir(cacheRoot = path.resolve(__dirname, '../../../../node_modules/.cache/qtdocs-pyodide')): string {
  const target = path.join(cacheRoot, 'assets', 'pyodide', pyodideVersion());
  for (const file of PYODIDE_FILES) {
    const from = path.join(packageRoot(), file);
    const to = path.join(target, file);
    if (!fs.existsSync(to) || fs.statSync(to).size !== fs.statSync(from).size) {
      fs.mkdirSync(target, {recursive: true});
      fs.copyFileSync(from, to);
    }
  }
  // Only this version's files: an older version's folder would be published with every build.
  for (const version of fs.readdirSync(path.dirname(target))) {
    if (version !== pyodideVersion()) fs.rmSync(path.join(path.dirname(target), version), {recursive: true, force: true});
  }
  return cacheRoot;
}
