import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Makes the bundler's persistent cache depend on patches/ (the diffs postinstall applies to
 * Docusaurus' packages). The cache treats node_modules as unchanging while package versions stay
 * the same, so after a patch changes, a build would reuse the modules it compiled from the old files
 * (without this, a build with every patch reversed comes out byte for byte the same as the patched one). With the
 * patch files as build dependencies, any change to them starts a fresh cache.
 */
export function patchFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, 'patches');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.patch'))
    .sort()
    .map((f) => path.join(dir, f));
}

export default function patchesPlugin(context: LoadContext): Plugin {
  return {
    name: 'patches',
    configureWebpack(config) {
      const files = patchFiles(context.siteDir);
      const experiments = config.experiments as {cache?: unknown} | undefined;
      if (typeof experiments?.cache === 'object') {
        // Rspack (Docusaurus Faster): experiments.cache.buildDependencies, a list of files.
        return {experiments: {cache: {buildDependencies: files}}} as never;
      }
      if (typeof config.cache === 'object') {
        // Webpack: cache.buildDependencies, named lists of files.
        return {cache: {buildDependencies: {patches: files}}} as never;
      }
      return {};
    },
  };
}
