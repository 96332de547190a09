/**
 * Every drawing the site shows, found from the sources: each <StudioBlocks> program of the MDX pages
 * (shaped and checked by the validator, as the build does) and each catalogue block of the block
 * reference. Each has its file name (./key.ts), what Blockly is given to draw it (./describe.ts) and
 * the digest of that and of the drawing code, which the SVG file carries: the drawing script
 * (./render.mjs) writes the files, and tests/content/studioSvg.test.ts fails when one is missing or
 * was drawn from something else. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BLOCKS} from '../catalogData';
import {validateProgram} from '../validate';
import {describeProgram, describeTemplate, type Instance} from './describe';
import {hash44, programKey, templateKey} from './key';
import {programsOf, studioPages} from './programs';

/** Where the SVG files are, relative to the site's root; served at /studio-svg/. */
export const SVG_DIR = 'static/studio-svg';
/** Each drawing's width and height by file name, which the components read. */
export const SIZES_FILE = 'src/features/studio-blocks/svg/sizes.json';
/** The command that redraws them. */
export const RENDER_COMMAND = 'npm run studio:svg';

export type Drawing = {
  key: string;
  stacks: Instance[][];
  /** Digest of `stacks`, Blockly's version and the code that draws in the browser. */
  digest: string;
  /** Where it is shown: `docs/…mdx: "title"`, or the block reference. */
  uses: string[];
};

/** The script run in Chromium, and the block definitions and workspace it is given (shared with the playground). */
export const PAGE_FILE = 'src/features/studio-blocks/svg/page.js';
export const BLOCKS_FILE = 'src/features/studio-blocks/playground/blocks.ts';
const WORKSPACE_FILE = 'src/features/studio-blocks/playground/workspace.ts';

/** What in the drawing code changes a drawing: Blockly's version, the script run in Chromium and what it is given. */
function drawingCode(root: string): string {
  const blockly = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/blockly/package.json'), 'utf8')) as {version: string};
  const code = [PAGE_FILE, BLOCKS_FILE, WORKSPACE_FILE].map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
  return `blockly ${blockly.version}\n${code.join('\n')}`;
}

export function collectDrawings(root: string): Drawing[] {
  const code = drawingCode(root);
  const byKey = new Map<string, Drawing>();
  const add = (key: string, stacks: Instance[][], use: string) => {
    const known = byKey.get(key);
    if (known) known.uses.push(use);
    else byKey.set(key, {key, stacks, digest: hash44(`${JSON.stringify(stacks)}\n${code}`), uses: [use]});
  };
  for (const page of studioPages(root)) {
    for (const program of programsOf(fs.readFileSync(path.join(root, page), 'utf8'))) {
      const stacks = validateProgram(program.evaluate(), {fragment: program.fragment});
      add(programKey(stacks), describeProgram(stacks), `${page}: "${program.title}"`);
    }
  }
  for (const id of Object.keys(BLOCKS)) add(templateKey(id), describeTemplate(id), `block reference: ${id}`);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The attributes of an SVG file's root that name what it was drawn from. */
export function svgAttributes(drawing: Drawing): Record<string, string> {
  return {'data-drawing': drawing.key, 'data-digest': drawing.digest};
}

/** The same attributes read back from a file's text. */
export function readSvgAttributes(svg: string): {key?: string; digest?: string; width?: number; height?: number} {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const number = (name: string) => (attr(name) === undefined ? undefined : Number(attr(name)));
  return {key: attr('data-drawing'), digest: attr('data-digest'), width: number('width'), height: number('height')};
}
