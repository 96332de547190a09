import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ROS_LINES} from '../../components/StudioBlocks/rosLines';

const COMPONENT = path.resolve(__dirname, '../../components/StudioBlocks');

/** The module of StudioBlocks whose checks the browser's production bundle does without, and its stand-in. */
export const VALIDATE_REPLACEMENT = {
  module: /[\\/]src[\\/]components[\\/]StudioBlocks[\\/]validate\.ts$/,
  file: path.join(COMPONENT, 'validate.client.ts'),
};

/** The module whose result the browser's production bundle gets as data (written by the plugin). */
export const ROS_LINES_MODULE = /[\\/]src[\\/]components[\\/]StudioBlocks[\\/]rosLines\.ts$/;

/** The stand-in for rosLines.ts: its `ROS_LINES`, computed here. */
export function rosLinesSource(lines: object = ROS_LINES): string {
  return [
    '// Written by src/plugins/studio-blocks from src/components/StudioBlocks/rosLines.ts.',
    `export const ROS_LINES = JSON.parse(${JSON.stringify(JSON.stringify(lines))});`,
    '',
  ].join('\n');
}

/**
 * Program drawings and the block reference (src/components/StudioBlocks) do work while the site is
 * built that the browser need not repeat. In the browser's production bundle:
 *
 * - validate.ts is replaced by validate.client.ts, which only shapes a program into stacks: the
 *   server bundle validates every program while it renders the pages, and fails the build on an
 *   invalid one.
 * - rosLines.ts is replaced by its result, written here as a module, so that the block reference
 *   does not bring the whole ROS interface table (src/data/rosInterfaces.ts) to /docs/blocks_api.
 *
 * Development (`npm start`) renders in the browser alone and keeps both modules.
 */
export default function studioBlocksPlugin(): Plugin {
  let rosLinesFile: string | undefined;
  return {
    name: 'studio-blocks',
    async contentLoaded({actions}) {
      rosLinesFile = await actions.createData('rosLines.js', rosLinesSource());
    },
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      if (!rosLinesFile) throw new Error('studio-blocks: the ROS lines module was not written before bundling.');
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(VALIDATE_REPLACEMENT.module, VALIDATE_REPLACEMENT.file),
          new NormalModuleReplacementPlugin(ROS_LINES_MODULE, rosLinesFile),
        ],
      };
    },
  };
}
