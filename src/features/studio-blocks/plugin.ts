import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {BLOCKS, CATALOG_FILES, CATEGORIES, ITEM_BLOCK_TAB} from './catalogData';
import {leanBlocks} from './catalogLib';
import {parseCatalog} from './catalogSchema';
import {ROS_LINES} from './rosLines';

/** The module of StudioBlocks whose checks the browser's production bundle does without, and its stand-in. */
export const VALIDATE_REPLACEMENT = {
  module: /[\\/]src[\\/]features[\\/]studio-blocks[\\/]validate\.ts$/,
  file: path.join(__dirname, 'validate.client.ts'),
};

/** The module whose result the browser's production bundle gets as data (written by the plugin). */
export const ROS_LINES_MODULE = /[\\/]src[\\/]features[\\/]studio-blocks[\\/]rosLines\.ts$/;

/** The catalogue as the component imports it, which the browser's production bundle gets without its text (written by the plugin). */
export const CATALOG_MODULE = /[\\/]src[\\/]features[\\/]studio-blocks[\\/]catalog\.ts$/;

/** The block reference, which the browser keeps as the server rendered it (see referenceBody.client.tsx). */
export const REFERENCE_REPLACEMENT = {
  module: /[\\/]src[\\/]features[\\/]studio-blocks[\\/]referenceBody\.tsx$/,
  file: path.join(__dirname, 'referenceBody.client.tsx'),
};

/** The stand-in for rosLines.ts: its `ROS_LINES`, computed here. */
export function rosLinesSource(lines: object = ROS_LINES): string {
  return [
    '// Written by src/features/studio-blocks/plugin.ts from src/features/studio-blocks/rosLines.ts.',
    `export const ROS_LINES = JSON.parse(${JSON.stringify(JSON.stringify(lines))});`,
    '',
  ].join('\n');
}

/**
 * The stand-in for catalog.ts in the browser: what the programs' text versions need
 * (labels, input names and kinds, options), without the hues, descriptions, help, sources, ROS
 * examples and item lists that only the validator and the reference use.
 */
export function leanCatalogSource(lib = path.join(__dirname, 'catalogLib.ts')): string {
  const categories = Object.fromEntries(Object.entries(CATEGORIES).map(([id, c]) => [id, {...c, description: ''}]));
  const data = {blocks: leanBlocks(BLOCKS), categories, itemBlockTab: ITEM_BLOCK_TAB};
  return [
    '// Written by src/features/studio-blocks/plugin.ts from src/features/studio-blocks/catalog.ts.',
    `import {reviveBlocks} from ${JSON.stringify(lib)};`,
    `export {expandLabel, inputsOf, isRepeat, itemName} from ${JSON.stringify(lib)};`,
    `const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
    'export const BLOCKS = reviveBlocks(data.blocks);',
    'export const CATEGORIES = data.categories;',
    'export const ITEM_BLOCK_TAB = data.itemBlockTab;',
    'export const FACES = [];',
    'export const GESTURES = [];',
    'export const SOUNDS = [];',
    'export const ITEMS = {faces: FACES, gestures: GESTURES, sounds: SOUNDS};',
    'export function blocksOf(category) {',
    '  return Object.entries(BLOCKS).filter(([, spec]) => spec.category === category);',
    '}',
    '',
  ].join('\n');
}

/**
 * Program drawings and the block reference (this folder) do work while the site is
 * built that the browser need not repeat. The catalogue's files (catalog/<tab>.json) are checked
 * against their schema (catalogSchema.ts) when the site is built or served. In the browser's
 * production bundle:
 *
 * - validate.ts is replaced by validate.client.ts, which only shapes a program into stacks: the
 *   server bundle validates every program while it renders the pages, and fails the build on an
 *   invalid one.
 * - rosLines.ts is replaced by its result, written here as a module, so that the block reference
 *   does not bring the whole ROS interface table (src/data/rosInterfaces.ts) to /docs/blocks_api.
 * - catalog.ts (the catalogue as the component imports it) is replaced by its lean data, written here;
 *   the validator and the reference import catalogData.ts, the whole catalogue.
 * - referenceBody.tsx is replaced by referenceBody.client.tsx, which keeps the server's HTML of the
 *   block reference and loads referenceEntries.tsx only for a page reached by a link inside the site.
 *
 * Development (`npm start`) renders in the browser alone and keeps every module. The server bundle
 * replaces Blockly (the playground's, ./playground/) by an empty module: it is never run there.
 */
export default function studioBlocksPlugin(): Plugin {
  parseCatalog(CATALOG_FILES);
  let rosLinesFile: string | undefined;
  let catalogFile: string | undefined;
  return {
    name: 'studio-blocks',
    async contentLoaded({actions}) {
      rosLinesFile = await actions.createData('rosLines.js', rosLinesSource());
      catalogFile = await actions.createData('catalog.js', leanCatalogSource());
    },
    configureWebpack(config, isServer, utils) {
      // The playground's chunk runs in the browser only, on a click: the server bundle carries no Blockly
      // (whose Node build would bring jsdom).
      if (isServer) return {resolve: {alias: {'blockly/core$': false}}};
      if (config.mode !== 'production') return {};
      if (!rosLinesFile || !catalogFile) throw new Error('studio-blocks: the generated modules were not written before bundling.');
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(VALIDATE_REPLACEMENT.module, VALIDATE_REPLACEMENT.file),
          new NormalModuleReplacementPlugin(ROS_LINES_MODULE, rosLinesFile),
          new NormalModuleReplacementPlugin(CATALOG_MODULE, catalogFile),
          new NormalModuleReplacementPlugin(REFERENCE_REPLACEMENT.module, REFERENCE_REPLACEMENT.file),
        ],
      };
    },
  };
}
