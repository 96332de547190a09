// Files of a pinned npm package that the site serves (Blockly's media, Pyodide's interpreter), copied at build time
// into a folder under node_modules/.cache/ that docusaurus.config.ts adds to `staticDirectories`: git keeps no copy.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of the npm package `name` (a dependency of the site). */
export const packageDir = (name) => path.join(ROOT, 'node_modules', name);

/** The default folder of a static directory made here. */
export const cacheDir = (name) => path.join(ROOT, 'node_modules', '.cache', name);

/**
 * Copies `files` of package `name` into `<cacheRoot>/<into>/`, each one that is missing there, of another size, or
 * older than the package's (an upgrade reinstalls the package), and returns `cacheRoot`, the static directory.
 * @param {{name: string, files: readonly string[], into: string, cacheRoot: string}} options
 * @returns {string}
 */
export function packageFilesDir({name, files, into, cacheRoot}) {
  const target = path.join(cacheRoot, into);
  fs.mkdirSync(target, {recursive: true});
  for (const file of files) {
    const from = path.join(packageDir(name), file);
    const to = path.join(target, file);
    const source = fs.statSync(from);
    const copy = fs.existsSync(to) ? fs.statSync(to) : undefined;
    if (!copy || copy.size !== source.size || copy.mtimeMs < source.mtimeMs) fs.copyFileSync(from, to);
  }
  return cacheRoot;
}
