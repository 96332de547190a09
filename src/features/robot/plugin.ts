import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteEnv} from '../../../config/env';

/**
 * The robot feature's plugin. Its theme folder (./theme) adds the navbar item type `custom-robot`, the
 * Robot button (config/navbar.ts), to the theme's navbar item types.
 *
 * It writes the build's rosbridge address list (the same list config/csp.ts allows)
 * into the robot chunk, as the constant `__QTDOCS_ROBOT_HOSTS__` (src/features/robot/chunk/connection.ts), so the
 * panel explains an address outside it before connecting. Plugin global data, customFields or a
 * plugin option would put it in the entry script, which every page loads (+182 bytes gzip on each
 * first visit, measured with global data), so the plugin reads it from config/env.ts itself.
 *
 * The robot chunk (./chunk) takes roslib 1.4.1's core classes from roslib/src (src/features/robot/README.md).
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
  const hosts = siteEnv.robotHosts;
  const workerSocket = fs.realpathSync(require.resolve('roslib/src/util/workerSocket.js'));
  return {
    name: 'robot',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {alias: {[workerSocket]: false, ...(isServer ? {ws: false} : {})}},
        plugins: [new currentBundler.instance.DefinePlugin({__QTDOCS_ROBOT_HOSTS__: JSON.stringify(hosts)})],
      };
    },
  };
}
