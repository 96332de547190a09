/**
 * Blockly's media files the playground's workspace shows (its sprites, cursors and icons; sounds are off), served by
 * the site from `/blockly-media/` as the npm package ships them. Node only: docusaurus.config.ts adds
 * `blocklyMediaStaticDir()` to the static directories, so the build copies them from node_modules and git keeps no
 * copy.
 */
import {cacheDir, packageDir, packageFilesDir} from '../../../../tools/lib/packageFiles.mjs';

/** The files of `blockly/media` the playground needs: what Blockly's CSS and cursors point at (no sounds, no quotes). */
export const BLOCKLY_MEDIA = [
  'delete-icon.svg',
  'dropdown-arrow.svg',
  'foldout-icon.svg',
  'handclosed.cur',
  'handdelete.cur',
  'handopen.cur',
  'resize-handle.svg',
  'sprites.svg',
];

export const blocklyMediaPackageDir = (): string => packageDir('blockly/media');

/** A static directory holding `blockly-media/` with the files above. */
export const blocklyMediaStaticDir = (cacheRoot: string = cacheDir('qtdocs-blockly')): string =>
  packageFilesDir({name: 'blockly/media', files: BLOCKLY_MEDIA, into: 'blockly-media', cacheRoot});
