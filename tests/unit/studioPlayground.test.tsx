import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import * as Blockly from 'blockly/core';
import {describe, expect, it} from 'vitest';
import StudioBlocks from '@site/src/features/studio-blocks';
import {BLOCKS, CATEGORIES, ITEMS} from '@site/src/features/studio-blocks/catalogData';
import {defineBlocks} from '@site/src/features/studio-blocks/playground/blocks';
import {BLOCKLY_MEDIA, blocklyMediaPackageDir, blocklyMediaStaticDir} from '@site/src/features/studio-blocks/playground/media';
import {stacksOf, toolbox, workspaceState, type BlockState} from '@site/src/features/studio-blocks/playground/workspace';
import {declarations, describeProgram} from '@site/src/features/studio-blocks/svg/describe';
import {CATEGORY_IDS, type BlockNode} from '@site/src/features/studio-blocks/types';
import {validateProgram} from '@site/src/features/studio-blocks/validate';

defineBlocks(Blockly, declarations());

const program: BlockNode[][] = validateProgram([
  [
    {block: 'LuxAI_start_block'},
    {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello!', GESTURE: {block: 'lfr_gestures', inputs: {data: 'QT/bye.xml'}}}},
    {
      block: 'controls_if',
      inputs: {IF0: {block: 'logic_compare', inputs: {A: 1, OP: 'GT', B: 0.5}}, DO0: [{block: 'lfr_pause'}], ELSE: [{block: 'lfr_delay', inputs: {DELAY: 2}}]},
    },
  ],
]);

/** Every block of a saved tree, depth first. */
function count(block: BlockState | undefined): number {
  if (!block) return 0;
  return 1 + Object.values(block.inputs ?? {}).reduce((n, i) => n + count(i.block), 0) + count(block.next?.block);
}

describe('the playground’s workspace (playground/workspace.ts)', () => {
  it('turns a program into one top block per stack, blocks chained in order with their fields and sockets', () => {
    const state = workspaceState(program);
    expect(state.blocks.blocks).toHaveLength(1);
    const start = state.blocks.blocks[0];
    expect(start.type).toBe('LuxAI_start_block');
    const tts = start.next!.block;
    expect(tts.type).toBe('LuxAI_TTS');
    expect(tts.fields?.TTS_NAME).toBe('Hello!');
    expect(tts.inputs?.GESTURE.block.type).toBe('lfr_gestures');
    const ifBlock = tts.next!.block;
    expect(ifBlock.inputs?.IF0.block.fields?.OP).toBe('GT');
    expect(ifBlock.inputs?.DO0.block.type).toBe('lfr_pause');
    expect(ifBlock.inputs?.ELSE.block.type).toBe('lfr_delay');
    expect(count(start)).toBe(9);
  });

  it('reads a saved workspace back as the drawing’s description', () => {
    expect(stacksOf(workspaceState(program))).toEqual(describeProgram(program));
  });

  it('lists Studio’s tabs in the catalogue’s order, each with its blocks (an item tab once per item)', () => {
    const tb = toolbox();
    expect(tb.contents.map((c) => c.name)).toEqual(CATEGORY_IDS.map((id) => CATEGORIES[id].label));
    expect(tb.contents[0].name).toBe('Blocks');
    CATEGORY_IDS.forEach((id, i) => {
      const types = tb.contents[i].contents.map((b) => b.type);
      const expected = Object.keys(BLOCKS).filter((type) => BLOCKS[type].category === id);
      expect([...new Set(types)], id).toEqual(expected);
      expect(types.length, id).toBeGreaterThan(0);
    });
    const faces = tb.contents[CATEGORY_IDS.indexOf('faces')].contents;
    expect(faces).toHaveLength(ITEMS.faces.length + Object.keys(BLOCKS).filter((t) => BLOCKS[t].category === 'faces').length - 1);
  });
});

describe('the playground’s blocks in a headless Blockly workspace (playground/blocks.ts)', () => {
  it('loads the program with every block, and saves it back unchanged', () => {
    const ws = new Blockly.Workspace();
    Blockly.serialization.workspaces.load(workspaceState(program), ws);
    expect(ws.getAllBlocks(false)).toHaveLength(9);
    expect(stacksOf(Blockly.serialization.workspaces.save(ws) as never)).toEqual(describeProgram(program));
    ws.dispose();
  });

  it('keeps what the reader edits: a changed field is saved with the block', () => {
    const ws = new Blockly.Workspace();
    Blockly.serialization.workspaces.load(workspaceState(program), ws);
    const tts = ws.getAllBlocks(true).find((b) => b.type === 'LuxAI_TTS')!;
    tts.setFieldValue('Goodbye!', 'TTS_NAME');
    const saved = Blockly.serialization.workspaces.save(ws) as {blocks: {blocks: BlockState[]}};
    expect(saved.blocks.blocks[0].next?.block.fields?.TTS_NAME).toBe('Goodbye!');
    ws.dispose();
  });

  it('builds every block of the toolbox', () => {
    const ws = new Blockly.Workspace();
    for (const category of toolbox().contents) {
      for (const {kind: _kind, ...block} of category.contents) expect(() => Blockly.serialization.blocks.append(block, ws), block.type).not.toThrow();
    }
    ws.dispose();
  });

  it('serves the Blockly media files it points at, copied from the package when the site is built', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blockly-media-'));
    try {
      const dir = path.join(blocklyMediaStaticDir(root), 'blockly-media');
      expect(fs.readdirSync(dir).sort()).toEqual([...BLOCKLY_MEDIA].sort());
      for (const file of BLOCKLY_MEDIA) expect(fs.readFileSync(path.join(dir, file)), file).toEqual(fs.readFileSync(path.join(blocklyMediaPackageDir(), file)));
      // A file changed since (a Blockly upgrade) is copied again.
      fs.writeFileSync(path.join(dir, 'sprites.svg'), 'old');
      blocklyMediaStaticDir(root);
      expect(fs.readFileSync(path.join(dir, 'sprites.svg'))).toEqual(fs.readFileSync(path.join(blocklyMediaPackageDir(), 'sprites.svg')));
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('serves every image and cursor Blockly’s code names from its media folder (sounds are off)', () => {
    const code = fs.readFileSync(path.resolve(blocklyMediaPackageDir(), '../blockly_compressed.js'), 'utf8');
    const shipped = new Set(fs.readdirSync(blocklyMediaPackageDir()));
    const named = new Set([...code.matchAll(/[\w-]+\.(?:svg|cur|png|gif)/g)].map((m) => m[0]).filter((file) => shipped.has(file)));
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((file) => !BLOCKLY_MEDIA.includes(file))).toEqual([]);
  });
});

describe('the Open button under a drawing (index.tsx)', () => {
  it('is a real button named after the program, and the drawing’s text outline stays', () => {
    // The first step of the tutorial docs/tutorials/graphical/studio_story.mdx, which has its drawing.
    render(<StudioBlocks fragment title="Say hello" program={[{block: 'LuxAI_start_block', inputs: {FLAG: '1', LANGUAGE: 'default'}}]} />);
    const button = screen.getByRole('button', {name: 'Open Say hello in the playground'});
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('studio-blocks-outline')).toHaveTextContent(/Start the game/);
  });
});
