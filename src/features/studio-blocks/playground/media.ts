/**
 * Blockly's media files the playground's workspace shows (its sprites, cursors and icons; sounds are off), served by
 * the site from `/blockly-media/` as the npm package ships them. Node only: docusaurus.config.ts adds
 * `blocklyMediaStaticDir()` to the static directories, so the build copies them from node_modules and git keeps no
 * copy.
 */
import fs from 'node:fs';
import path from 'node:path';

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

export const blocklyMediaPackageDir = () => path.resolve(__dirname, '../../../../node_modules/blockly/media');

/** A static directory holding `blockly-media/` with the files above, copied from the npm package when they differ. */
export function blocklyMediaStaticDir(cacheRoot = path.resolve(__dirname, '../../../../node_modules/.cache/qtdocs-blockly')): string {
  const target = path.join(cacheRoot, 'blockly-media');
  fs.mkdirSync(target, {recursive: true});
  for (const file of BLOCKLY_MEDIA) {
    const from = path.join(blocklyMediaPackageDir(), file);
    const to = path.join(target, file);
    if (!fs.existsSync(to) || !fs.readFileSync(to).equals(fs.readFileSync(from))) fs.copyFileSync(from, to);
  }
  return cacheRoot;
}
