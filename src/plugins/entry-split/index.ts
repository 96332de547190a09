import type {Plugin} from '@docusaurus/types';

/**
 * Splits the client's entry into three scripts: React DOM (with its scheduler), the other
 * packages, and the site's own code. The page's inline loader appends them in order
 * (config/ssrTemplate.ts), and the start-up waits for all of them as it waited for one.
 *
 * Why: Chrome compiles a script in the background while it downloads, but it finishes the compile
 * on the main thread when the script runs, in the same task, and that part grows with the script.
 * For the single 425 KB entry that task was 20-24 ms of CPU in Lighthouse traces of the long
 * tutorial (20 ms of it `v8.compile`, with the background parse long finished), which Lighthouse's
 * 4x slowdown makes an 80-96 ms task, 30-46 ms of it blocking. Split, each script is a task of its own and none
 * was over 12.5 ms of CPU (3 Lighthouse runs). The split costs about 0.9 KB of gzip (the three
 * scripts against the one) and two requests.
 */
export default function entrySplitPlugin(): Plugin {
  return {
    name: 'entry-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Above Docusaurus' own groups (common 40, styles 50 for CSS only), for the entry's
              // chunks alone: route chunks keep their packages as they were.
              qtReactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                priority: 46,
                enforce: true,
              },
              qtVendors: {
                test: /[\\/]node_modules[\\/]/,
                name: 'vendors',
                chunks: 'initial',
                priority: 45,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
