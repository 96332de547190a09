import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus highlights code with prism-react-renderer, whose bundle carries its own Prism with
 * 16 languages and 20 colour themes. All of it lands in the main bundle (the theme's
 * prism-include-languages client module imports it), and loading it costs the first visit more
 * script than any other package but React: its grammars are cloned and cross-linked on load.
 * This plugin points `prism-react-renderer` at a drop-in with a bare Prism core; the languages the
 * site's code blocks use come from `themeConfig.prism.additionalLanguages`, as before.
 */
export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-react-renderer.tsx')}},
      };
    },
  };
}
