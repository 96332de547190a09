import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import Drawing from '@site/src/features/studio-blocks/svg/Drawing';
import {declarations, describeProgram, describeTemplate, type Instance, type Part} from '@site/src/features/studio-blocks/svg/describe';
import {hash44, programKey} from '@site/src/features/studio-blocks/svg/key';
import SIZES from '@site/src/features/studio-blocks/svg/sizes.json';
import type {BlockNode} from '@site/src/features/studio-blocks/types';

const one = (node: BlockNode): Instance => describeProgram([[node]])[0][0];
const kinds = (inst: Instance) => inst.parts.map((p) => p.t);
const named = (inst: Instance, name: string) => inst.parts.find((p) => 'name' in p && p.name === name) as Part;

describe('Drawing: a program drawn by Blockly ahead of time', () => {
  it('shows the SVG file at its own size, so the page does not move when it loads', () => {
    const [key, [width, height]] = Object.entries(SIZES as Record<string, number[]>)[0];
    const {container} = render(<Drawing drawing={key} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', `/studio-svg/${key}.svg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(width), String(height)]);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('role', 'presentation');
  });

  it('tells the author to run the drawing script when a program has no drawing yet', () => {
    expect(() => render(<Drawing drawing="p00000000000" />)).toThrow(/no drawing p00000000000\.svg.*npm run studio:svg/);
  });

  it('names a drawing by its program: the same stacks give the same name, another program another', () => {
    const a = [[{block: 'LuxAI_start_block'}, {block: 'lfr_pause'}]];
    expect(programKey(a)).toBe(programKey(JSON.parse(JSON.stringify(a))));
    expect(programKey(a)).not.toBe(programKey([[{block: 'LuxAI_start_block'}, {block: 'lfr_delay', inputs: {DELAY: 1}}]]));
    expect(hash44('a')).toMatch(/^[0-9a-f]{11}$/);
    expect(hash44('a')).not.toBe(hash44('b'));
  });
});

describe('what Blockly is given to draw (svg/describe.ts)', () => {
  it('declares the Start block and function definitions without a hat and without a block above, as Studio draws them', () => {
    const d = declarations();
    expect(d.LuxAI_start_block).toMatchObject({shape: 'start', hue: 0});
    expect(d.procedures_defnoreturn.shape).toBe('definition');
    expect(d.LuxAI_TTS).toMatchObject({shape: 'statement', hue: 315, inline: true});
    expect(d.controls_flow_statements.terminal).toBe(true);
    expect(d.logic_compare.output).toBe('Boolean');
  });

  it('gives a gear to the blocks that grow through it, not to calls or to Select', () => {
    const d = declarations();
    const gears = Object.keys(d).filter((id) => d[id].gear);
    expect(gears).toEqual(
      expect.arrayContaining(['controls_if', 'luxai_random_action', 'luxai_object', 'lists_create_with', 'procedures_defnoreturn', 'procedures_defreturn']),
    );
    for (const id of ['procedures_callnoreturn', 'procedures_callreturn', 'lfr_nine_choice', 'kid_nine_choice', 'LuxAI_TTS'])
      expect(d[id].gear, id).toBe(false);
  });

  it('writes out every row of Select, as Studio shows all nine, used or not', () => {
    const select = one({block: 'lfr_nine_choice', inputs: {NOTE1: 'yes', CHOICE_PATH1: [{block: 'lfr_pause'}]}});
    const mouths = select.parts.filter((p): p is Extract<Part, {t: 'statements'}> => p.t === 'statements');
    expect(mouths.map((m) => m.name)).toEqual(Array.from({length: 9}, (_, i) => `CHOICE_PATH${i + 1}`));
    expect(mouths[0].children.map((c) => c.type)).toEqual(['lfr_pause']);
    expect(named(select, 'NOTE1')).toEqual({t: 'text', name: 'NOTE1', value: 'yes'});
    expect(named(select, 'NOTE9')).toEqual({t: 'text', name: 'NOTE9', value: ''});
  });

  it('draws literals as Blockly’s blocks, dropdowns by their labels, items by name, calls by the function’s name', () => {
    const set = one({block: 'variables_set', inputs: {VAR: 'n', VALUE: 2}});
    expect(named(set, 'VAR')).toEqual({t: 'dropdown', name: 'VAR', value: 'n', options: [['n', 'n']]});
    expect((named(set, 'VALUE') as Extract<Part, {t: 'value'}>).child).toMatchObject({type: 'math_number', parts: [{t: 'text', name: 'NUM', value: '2'}]});
    const start = one({block: 'LuxAI_start_block', inputs: {LANGUAGE: 'en-US'}});
    expect(named(start, 'LANGUAGE')).toMatchObject({t: 'dropdown', value: 'en-US'});
    expect((named(start, 'LANGUAGE') as Extract<Part, {t: 'dropdown'}>).options).toContainEqual(['English', 'en-US']);
    expect(one({block: 'lfr_faces', inputs: {data: 'QT/happy.gif'}}).parts).toEqual([{t: 'label', text: 'happy', name: 'data', value: 'QT/happy.gif'}]);
    expect(one({block: 'procedures_callnoreturn', inputs: {NAME: 'greet'}}).parts).toEqual([{t: 'label', text: 'greet', name: 'NAME', value: 'greet'}]);
    expect(kinds(one({block: 'controls_if', inputs: {IF0: true, DO0: []}}))).toEqual(['label', 'value', 'statements']);
  });

  it('shows a block of the reference with its inputs by name', () => {
    const [[report]] = describeTemplate('luxai_manual_report');
    expect(named(report, 'REPORT')).toEqual({t: 'text', name: 'REPORT', value: 'REPORT'});
    expect(kinds(report)).toContain('newline');
  });
});
