import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteEnv} from '../../../../config/env';
import {runnerData} from './programs';

/** The chunk's placeholder for the generated data (./chunk/data.ts). */
export const DATA_MODULE = /[\\/]src[\\/]features[\\/]virtual-robot[\\/]run[\\/]chunk[\\/]data\.ts$/;

/**
 * "Run in the page" (README.md): at build time, reads the docs' JavaScript programs as `npm run test:robot` does,
 * with the frame's scripts (./frame/bootstrap.js, roslib 1.4.1's build/roslib.min.js, the qtrobot.js stand-in), and
 * writes them as one module that replaces ./chunk/data.ts in the bundles: it is part of the runner chunk
 * only, which the service worker keeps like any other chunk. src/plugins/csp hashes the same texts
 * (./programs.ts `frameScriptHashes`).
 *
 * `__QTDOCS_RUN_TEST_HOOK__` is true only in the builds the tests make (E2E_PAGES=1), where a test may hand the
 * runner a rosbridge endpoint (./chunk/endpoint.ts).
 */
export default function runInPagePlugin(): Plugin {
  let dataFile: string | undefined;
  return {
    name: 'virtual-robot-run',
    async contentLoaded({actions}) {
      // A module, not a .json file: it stands in for a .ts module, whose loader would read JSON as a statement.
      // JSON.parse of a string literal keeps every text exactly and parses faster than an object literal.
      dataFile = await actions.createData('runner.js', `export default JSON.parse(${JSON.stringify(JSON.stringify(runnerData()))});\n`);
    },
    getPathsToWatch() {
      return [path.join(__dirname, 'frame', '*.js'), path.join(__dirname, '../../../../tools/robot/js/*.js')];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (!dataFile) throw new Error('virtual-robot-run: the runner data was not written before bundling.');
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(DATA_MODULE, dataFile), new DefinePlugin({__QTDOCS_RUN_TEST_HOOK__: JSON.stringify(siteEnv.e2ePages)})],
      };
    },
  };
}
