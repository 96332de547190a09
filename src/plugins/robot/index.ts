import type {Plugin} from '@docusaurus/types';

/**
 * roslib (src/robot) picks its WebSocket at run time: the browser's own, or the `ws` package under
 * Node, through `import('ws')`. The site only runs it in browsers, so `ws` is aliased to an empty
 * module: otherwise the bundler pulls Node's `ws` into the build and warns about its optional native
 * helpers (bufferutil, utf-8-validate), and the build test fails on any warning.
 */
export default function robotPlugin(): Plugin {
  return {
    name: 'robot',
    configureWebpack() {
      return {resolve: {alias: {ws: false}}};
    },
  };
}
