import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const COMPONENT = path.resolve(__dirname, '../../components/StudioBlocks');

/** The module the browser's production bundle does without, and its stand-in. */
export const CLIENT_REPLACEMENT = {
  upstream: /[\\/]src[\\/]components[\\/]StudioBlocks[\\/]validate\.ts$/,
  file: path.join(COMPONENT, 'validate.client.ts'),
};

/**
 * Program drawings (src/components/StudioBlocks) are validated when the site is built: the server
 * bundle keeps ./validate.ts, and the browser's production bundle takes validate.client.ts, which
 * only shapes the program into stacks. Development (`npm start`) renders in the browser alone and
 * keeps the checks there.
 */
export default function studioBlocksPlugin(): Plugin {
  return {
    name: 'studio-blocks',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(CLIENT_REPLACEMENT.upstream, CLIENT_REPLACEMENT.file)]};
    },
  };
}
