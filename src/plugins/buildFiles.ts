import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML pages of a finished build (`outDir`), sorted: what the plugins that rewrite pages after a
 * build (src/plugins/csp) and the build tests (tests/build/lib/site.ts) walk. Node only.
 */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
