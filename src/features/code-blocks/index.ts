import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {HIGHLIGHTER_CHUNK} from './loader';

/** The modules of the highlighter chunk (./highlighter/ and what it imports that the main bundle lacks). */
export const HIGHLIGHTER_MODULES =
  /[\\/]node_modules[\\/]prismjs[\\/]|[\\/]src[\\/]features[\\/]code-blocks[\\/]highlighter[\\/]|[\\/]src[\\/]features[\\/]code-blocks[\\/]theme[\\/]prism-include-languages\.ts$|[\\/]src[\\/]shared[\\/]prismLanguages\.ts$/;

/**
 * Whether a module belongs in the highlighter chunk. Matched on the module's identifier, which
 * names its path for a file and its folder for the `require()` context of Prism's components.
 */
function inHighlighter(module: {identifier(): string}): boolean {
  return HIGHLIGHTER_MODULES.test(module.identifier());
}

/** The client's lazy loader, replaced by a direct import in the server bundle. */
export const CLIENT_LOADER = /[\\/]src[\\/]features[\\/]code-blocks[\\/]loader\.ts$/;

/**
 * Docusaurus highlights code with prism-react-renderer, whose bundle carries its own Prism with
 * 16 languages and 20 colour themes. All of it lands in the main bundle (the theme's
 * prism-include-languages client module imports it), and loading it costs the first visit more
 * script than any other package but React: its grammars are cloned and cross-linked on load.
 * This plugin points `prism-react-renderer` at a drop-in with a bare Prism core; the languages the
 * site's code blocks use come from `themeConfig.prism.additionalLanguages`, as before.
 *
 * None of it is in the first visit's script either: the Prism core, the grammars
 * and `Highlight` form a chunk of their own (./highlighter/), loaded by ./loader.ts only when a
 * code block has to be highlighted in the browser. Server-rendered code blocks hydrate with the
 * server's HTML (./theme/CodeBlock/Content). The server bundle imports the highlighter directly.
 *
 * Its theme folder (./theme) holds the CodeBlock/Content and prism-include-languages components:
 * a site plugin's theme comes after the preset's themes, so they replace theme-classic's.
 */
export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'highlighter/prism-react-renderer.tsx')}},
        // The highlighter's modules, Prism's included, in one chunk named for ./loader.ts: left to
        // the bundler, Prism went to a vendors chunk of its own, a second request and a second URL
        // to prefetch.
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {cacheGroups: {highlighter: {name: HIGHLIGHTER_CHUNK, test: inHighlighter, chunks: 'async', enforce: true, priority: 60}}},
              },
            }),
        // The theme's start-up client module that registered Prism's languages on every page is
        // emptied by patches/@docusaurus+theme-classic+3.10.2.patch; ./highlighter/ registers
        // them when a block is first highlighted.
        plugins: isServer ? [new NormalModuleReplacementPlugin(CLIENT_LOADER, path.join(__dirname, 'loader.server.ts'))] : [],
      };
    },
  };
}
