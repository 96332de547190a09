import fs from 'node:fs';
import path from 'node:path';
import * as Blockly from 'blockly/core';
import {describe, expect, it} from 'vitest';
import {defineBlocks} from '@site/src/features/studio-blocks/playground/blocks';
import {stacksOf, workspaceState} from '@site/src/features/studio-blocks/playground/workspace';
import {declarations, describeProgram} from '@site/src/features/studio-blocks/svg/describe';
import {programsOf, studioPages} from '@site/src/features/studio-blocks/svg/programs';
import {validateProgram} from '@site/src/features/studio-blocks/validate';
import {ROOT} from './lib/docs';

defineBlocks(Blockly, declarations());

/**
 * Every Studio program of the docs, loaded into a headless Blockly workspace as the playground loads it
 * and saved again: the saved workspace holds the same blocks, fields and order as the MDX source.
 */
describe('the playground’s round trip of every program of the docs', () => {
  const programs = studioPages(ROOT).flatMap((page) =>
    programsOf(fs.readFileSync(path.join(ROOT, page), 'utf8')).map((p) => ({
      use: `${page}: "${p.title}"`,
      stacks: validateProgram(p.evaluate(), {fragment: p.fragment}),
    })),
  );

  it('finds the programs of both versions', () => {
    expect(programs.length).toBeGreaterThan(120);
  });

  it('saves every program back with the same blocks, fields and order', () => {
    const differ: string[] = [];
    for (const {use, stacks} of programs) {
      const ws = new Blockly.Workspace();
      Blockly.serialization.workspaces.load(workspaceState(stacks), ws);
      const expected = describeProgram(stacks);
      const saved = stacksOf(Blockly.serialization.workspaces.save(ws) as never);
      if (JSON.stringify(saved) !== JSON.stringify(expected)) differ.push(use);
      ws.dispose();
    }
    console.log(`studio playground round trip: ${programs.length - differ.length} / ${programs.length} identical`);
    expect(differ).toEqual([]);
  });
});
