import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Upstream modules replaced in the bundles, each matched on its resolved path, with the file here
 * that takes its place. Each replacement is a copy of the upstream module with its changes marked
 * CUSTOM and the measured reason beside them.
 */
export const REPLACEMENTS: ReadonlyArray<{upstream: RegExp; file: string}> = [
  {upstream: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, file: 'reactUtils.tsx'},
  {upstream: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]scrollUtils\.js$/, file: 'scrollUtils.js'},
  {upstream: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]historyUtils\.js$/, file: 'historyUtils.ts'},
  {upstream: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, file: 'useWindowSize.ts'},
  {upstream: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/, file: 'useCodeWordWrap.ts'},
  {upstream: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, file: 'browserContext.tsx'},
  {upstream: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/, file: 'clientEntry.tsx'},
  {upstream: /[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/, file: 'registerSw.js'},
  {upstream: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, file: 'nprogress.ts'},
  {upstream: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/, file: 'utilsCommon.ts'},
  {
    upstream: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    file: 'docsPreferredVersion.tsx',
  },
];

/**
 * Puts the modules here in place of internal modules of Docusaurus. Docusaurus imports them by
 * relative path from inside its packages, so neither swizzling nor a package alias reaches them;
 * the bundler's NormalModuleReplacementPlugin does, in the client and the server bundle alike.
 */
export default function upstreamPatchesPlugin(): Plugin {
  return {
    name: 'upstream-patches',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: REPLACEMENTS.map(
          ({upstream, file}) => new NormalModuleReplacementPlugin(upstream, path.join(__dirname, file)),
        ),
      };
    },
  };
}
