import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOCKS, CATALOG_FILES, CATEGORIES, FACES, blocksOf, expandLabel} from '@site/src/features/studio-blocks/catalogData';
import {parseCatalog} from '@site/src/features/studio-blocks/catalogSchema';
import {CATEGORY_IDS, type CategoryId, type InputSpec} from '@site/src/features/studio-blocks/types';

const DIR = path.resolve(__dirname, '../../src/features/studio-blocks/catalog');
type Tab = {blocks: Record<string, {label: unknown[]} & Record<string, unknown>>} & Record<string, unknown>;
const files = () =>
  Object.fromEntries(CATEGORY_IDS.map((id) => [id, JSON.parse(fs.readFileSync(path.join(DIR, `${id}.json`), 'utf8'))])) as Record<CategoryId, Tab>;

/** The catalogue with one change, checked: the error message. */
function problem(edit: (tabs: Record<CategoryId, Tab>) => void): string {
  const tabs = files();
  edit(tabs);
  try {
    parseCatalog(tabs);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the catalogue was accepted');
}

describe('the Studio block catalogue (src/features/studio-blocks/catalog/)', () => {
  it('has one file per toolbox tab, each matching the schema, and the site reads them', () => {
    expect(fs.readdirSync(DIR).sort()).toEqual(CATEGORY_IDS.map((id) => `${id}.json`).sort());
    expect(Object.keys(CATALOG_FILES).sort()).toEqual([...CATEGORY_IDS].sort());
    const tabs = parseCatalog(files());
    expect(tabs).toEqual(CATALOG_FILES);
    for (const id of CATEGORY_IDS) expect(Object.keys(tabs[id].blocks)).toEqual(blocksOf(id).map(([name]) => name));
    expect(Object.keys(BLOCKS).sort()).toEqual(CATEGORY_IDS.flatMap((id) => Object.keys(tabs[id].blocks)).sort());
    expect(CATEGORIES.ros).toEqual({label: tabs.ros.label, hue: tabs.ros.hue, description: tabs.ros.description});
  });

  it('writes out repeat rows from their templates: {i}, {nth} and the first row’s own words', () => {
    const nine = expandLabel(BLOCKS.kid_nine_choice, {NOTE3: 'x'});
    expect(nine).toContain('Name of the 3rd image to show:');
    expect(nine.some((p) => typeof p !== 'string' && p.name === 'CHOICE_PATH3')).toBe(true);
    expect(expandLabel(BLOCKS.luxai_object, {NAME1: 'b'}).filter((p) => typeof p === 'string' && p !== '\n')).toEqual(['Create object with key:', 'key:']);
    expect(expandLabel(BLOCKS.lists_create_with, {}).filter((p) => typeof p === 'string')).toEqual(['create empty list']);
    // An item block offers its tab's items, by file name.
    const item = BLOCKS.lfr_faces.label[0] as InputSpec;
    expect(item.options!.map((o) => o.value)).toEqual(FACES);
    expect(item.options![0]).toEqual({value: 'QT/afraid.gif', label: 'afraid'});
  });

  it('rejects an input without a kind or with an unknown one, naming the file and the place', () => {
    expect(
      problem((t) => {
        delete (t.blocks.blocks.lfr_delay.label[1] as Record<string, unknown>).kind;
      }),
    ).toMatch(/catalog\/blocks\.json: blocks\.lfr_delay\.label\[1\]\.kind: Invalid option: expected one of "text"\|"number"/);
    expect(
      problem((t) => {
        (t.loop.blocks.controls_repeat_ext.label[1] as Record<string, unknown>).kind = 'socket';
      }),
    ).toMatch(/catalog\/loop\.json: blocks\.controls_repeat_ext\.label\[1\]\.kind: Invalid option/);
  });

  it('rejects a dropdown without options, an unknown key, a block in two tabs and a bad repeat', () => {
    expect(problem((t) => delete (t.logic.blocks.logic_compare.label[1] as Record<string, unknown>).options)).toMatch(
      /catalog\/logic\.json: blocks\.logic_compare\.label\[1\]\.options: a dropdown needs its options/,
    );
    expect(problem((t) => (t.math.blocks.math_number.colour = 230))).toMatch(/catalog\/math\.json: blocks\.math_number: Unrecognized key: "colour"/);
    expect(problem((t) => (t.text.blocks.math_number = t.math.blocks.math_number))).toMatch(
      /catalog\/text\.json: blocks\.math_number: also in catalog\/math\.json/,
    );
    expect(
      problem((t) => {
        (t.list.blocks.lists_create_with.label[0] as Record<string, unknown>).min = 30;
      }),
    ).toMatch(/catalog\/list\.json: blocks\.lists_create_with\.label\[0\]\.min: min 30 is above max 20/);
  });
});
