/**
 * The interpreter's files, served by the site (never a CDN) from `assets/pyodide/<version>/`: a path that changes
 * with the version, so the service worker keeps them as it keeps every file under `assets/` (cache first). Node only:
 * docusaurus.config.ts adds `pyodideStaticDir()` to the static directories.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cacheDir, packageDir, packageFilesDir} from '../../../../tools/lib/packageFiles.mjs';

/** What loadPyodide reads with no packages: the loader, the runtime, the WebAssembly module, the standard library and the lock file. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

/** The npm package's folder (a dependency of the site, pinned). */
export const packageRoot = (): string => packageDir('pyodide');

export function pyodideVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {version: string}).version;
}

/** A static directory holding `assets/pyodide/<version>/` with the files above. */
export function pyodideStaticDir(cacheRoot: string = cacheDir('qtdocs-pyodide')): string {
  const version = pyodideVersion();
  packageFilesDir({name: 'pyodide', files: PYODIDE_FILES, into: path.join('assets', 'pyodide', version), cacheRoot});
  // Only this version's files: an older version's folder would be published with every build.
  const versions = path.join(cacheRoot, 'assets', 'pyodide');
  for (const other of fs.readdirSync(versions)) if (other !== version) fs.rmSync(path.join(versions, other), {recursive: true, force: true});
  return cacheRoot;
}
