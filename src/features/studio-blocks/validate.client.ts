/**
 * What the browser's production bundle has in place of ./validate.ts (./plugin.ts):
 * the same `validateProgram`, without the checks. Every page is rendered on the server when the
 * site is built, and an invalid program fails that build, so a program the browser renders has
 * already been validated; the checks and their messages would be 2.5 KB gzip of script on every
 * page with a program drawing (measured on /docs/blocks_api: its route chunk is 18.8 KB without
 * them, 21.3 with). `npm start` keeps the checks in the browser, where nothing is rendered on the
 * server.
 */
import type {BlockNode, Program, ValidateOptions} from './types';

/** One stack or a list of stacks, as a list of stacks. */

export function validateProgram(program: Program | unknown, _options: ValidateOptions = {}): BlockNode[][] {
  const items = program as unknown[];
  return (Array.isArray(items[0]) ? items : [items]) as BlockNode[][];
}
