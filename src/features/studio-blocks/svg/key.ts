/**
 * The name of a program's drawing: a hash of the program as validateProgram shapes it (its stacks,
 * as JSON), so the page, the drawing script (./render.mjs) and the test that compares them
 * (tests/content/studioSvg.test.ts) find the same file without a list of pages. Two identical
 * programs share one drawing. Small on purpose: the browser runs it for every figure.
 */
import type {BlockNode} from '../types';

/** A 44-bit hash of a string (two mixed 32-bit FNV-1a lanes), as 11 hexadecimal digits. */
export function hash44(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 0x85ebca6b) ^ Math.imul(h1 ^ (h1 >>> 13), 0xc2b2ae35);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0').slice(-11);
}

/** The drawing of a program's stacks. */
export function programKey(stacks: readonly (readonly BlockNode[])[]): string {
  return `p${hash44(JSON.stringify(stacks))}`;
}

/** The drawing of one block alone with its inputs as placeholders (the block reference). */
export function templateKey(block: string): string {
  return `block-${block}`;
}

/** What to do when a drawing is missing or out of date. */
export const RENDER_HINT = 'Run `npm run studio:svg` to draw the programs again with Blockly (src/features/studio-blocks/README.md).';
