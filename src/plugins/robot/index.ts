import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

/**
 * The robot chunk (src/robot) takes roslib 1.4.1's core classes from roslib/src (src/robot/README.md).
 * roslib's `browser` field already maps its Node-only modules (`ws`, canvas, the PNG decoder) to
 * browser shims. One module is left that the site never runs: the `workersocket` transport
 * (src/util/workerSocket.js), which Ros.js requires at load time and which would bring webworkify
 * and webworkify-webpack (about 1.6 KB gzip) for a transport the connection does not choose. It is
 * replaced by an empty module. The key is the file's real path, as the bundler sees it after
 * following the node_modules symlink of a worktree.
 *
 * The server build does not read `browser` fields, so there roslib would get Node's `ws` package and
 * the bundler would warn about its optional native helpers (bufferutil, utf-8-validate); the build
 * test fails on any warning. The server never opens a connection (the robot chunk is imported on a
 * click), so `ws` is an empty module there.
 */
export default function robotPlugin(): Plugin {
  const workerSocket = fs.realpathSync(require.resolve('roslib/src/util/workerSocket.js'));
  return {
    name: 'robot',
    configureWebpack(_config, isServer) {
      return {resolve: {alias: {[workerSocket]: false, ...(isServer ? {ws: false} : {})}}};
    },
  };
}
