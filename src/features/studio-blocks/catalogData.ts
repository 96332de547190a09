/**
 * The QTrobot Studio block catalogue the docs draw programs from, read from ./catalog/<tab>.json (one
 * file per tab of Studio's toolbox; their schema: ./catalogSchema.ts, which the plugin and the tests
 * check them against). Imported as ./catalog.ts by the component, whose browser bundle gets a lean copy;
 * as itself by the validator and the reference. Only blocks that LuxAI's own material shows, each with
 * its source.
 *
 * Sources (all in luxai-qtrobot/luxai-qtrobot.github.io, branch gh-pages, build of 2023-12-12):
 * - the V2 page "QTrobot Blocks reference" (docs/blocks_api.html) and the intro_studio page;
 * - the Blockly definitions that the V2 docs bundle to draw their tutorials' programs
 *   (assets/js/f7f21729.30a6c767.js: module 2429 defines LuxAI's blocks, module 6773 the
 *   Faces, Gestures and Sounds item blocks). Labels, field names, options, defaults and hues
 *   come from there;
 * - the programs of the V2 Studio tutorials (Blockly XML in each page's chunk, "blocksviewN"),
 *   for the standard Blockly blocks the real programs use.
 * Block ids are Blockly's type names; input names are Blockly's field and input names.
 * The item lists of the Faces, Gestures and Sounds tabs are the `QT/` items of the snapshot bundled
 * with the V2 docs (module 6773); its items of user folders (luxai_en/, apaikan/, jhon/) belong to one
 * account and are left out. Your own uploads and recordings are typed by name into the text field
 * beside the socket instead. /work/shared/facts/v2-docs-studio.md restates all of it.
 */
import blocksTab from './catalog/blocks.json';
import functionTab from './catalog/function.json';
import facesTab from './catalog/faces.json';
import gesturesTab from './catalog/gestures.json';
import kidTabletTab from './catalog/kid_tablet.json';
import listTab from './catalog/list.json';
import logicTab from './catalog/logic.json';
import loopTab from './catalog/loop.json';
import mathTab from './catalog/math.json';
import rosTab from './catalog/ros.json';
import soundsTab from './catalog/sounds.json';
import textTab from './catalog/text.json';
import undocumentedTab from './catalog/undocumented.json';
import variablesTab from './catalog/variables.json';
import {itemName} from './catalogLib';
import type {CatalogBlock, CatalogInput, CatalogRepeat, CatalogRowText, CatalogTab} from './catalogSchema';
import {CATEGORY_IDS, type BlockSpec, type CategoryId, type InputSpec, type ItemTab, type LabelPart, type RepeatPart} from './types';

export {expandLabel, inputsOf, isRepeat, itemName} from './catalogLib';

/** The tab files as they are, by tab (checked by parseCatalog in ./catalogSchema.ts); their order is CATEGORY_IDS. */
export const CATALOG_FILES = {
  blocks: blocksTab,
  kid_tablet: kidTabletTab,
  faces: facesTab,
  sounds: soundsTab,
  gestures: gesturesTab,
  logic: logicTab,
  loop: loopTab,
  math: mathTab,
  text: textTab,
  list: listTab,
  function: functionTab,
  variables: variablesTab,
  ros: rosTab,
  undocumented: undocumentedTab,
} as unknown as Readonly<Record<CategoryId, CatalogTab>>;

type Category = {
  /** The tab's name in Studio's toolbox. */
  label: string;
  /** Hue of the tab (Blockly's hue of the blocks it holds). */
  hue: number;
  description: string;
};

export const CATEGORIES: Record<CategoryId, Category> = Object.fromEntries(
  CATEGORY_IDS.map((id) => {
    const {label, hue, description} = CATALOG_FILES[id];
    return [id, {label, hue, description}];
  }),
) as Record<CategoryId, Category>;

export const FACES: readonly string[] = CATALOG_FILES.faces.items ?? [];
export const GESTURES: readonly string[] = CATALOG_FILES.gestures.items ?? [];
export const SOUNDS: readonly string[] = CATALOG_FILES.sounds.items ?? [];

/** The items of a media tab, by tab. */
export const ITEMS: Record<ItemTab, readonly string[]> = {faces: FACES, gestures: GESTURES, sounds: SOUNDS};

/** The media tabs, in the toolbox's order. */
const ITEM_TABS = CATEGORY_IDS.filter((id): id is ItemTab => id in ITEMS);

/** 1st, 2nd, 3rd, 4th, …: what `{nth}` stands for in a repeat row. */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A repeat row's template for repetition `i`: `{i}` and `{nth}` filled in, first-row words chosen. */
function rowOf(template: CatalogRepeat, i: number): (string | InputSpec)[] {
  const fill = (s: string) => s.replaceAll('{i}', String(i)).replaceAll('{nth}', ordinal(i));
  return template.repeat.flatMap((part): (string | InputSpec)[] => {
    if (typeof part === 'string') return [fill(part)];
    if ('first' in part) {
      const words = part as CatalogRowText;
      return i === template.from ? [words.first] : words.text !== undefined ? [words.text] : [];
    }
    return [{...part, name: fill(part.name)} as InputSpec];
  });
}

function labelPart(part: CatalogBlock['label'][number], items: readonly string[] | undefined): LabelPart {
  if (typeof part === 'string') return part;
  if ('repeat' in part) {
    const {repeat: _template, ...meta} = part;
    return {...meta, repeat: (i: number) => rowOf(part, i)} satisfies RepeatPart;
  }
  const input = part as CatalogInput;
  if (input.kind !== 'item') return input as InputSpec;
  // An item input offers its tab's items, shown by file name.
  const {name, kind, ...rest} = input;
  return {name, kind, options: (items ?? []).map((value) => ({value, label: itemName(value)})), ...rest} as InputSpec;
}

/**
 * The order of BLOCKS: LuxAI's tabs, the media tabs, then Blockly's, as the catalogue has always listed
 * them. blocksOf keeps each tab's own order whatever this is; this one makes the component's lean copy
 * (./plugin.ts) compress best of the orders tried (34 bytes gzip below the toolbox's).
 */
const BLOCK_ORDER: readonly CategoryId[] = [
  'blocks',
  'kid_tablet',
  'ros',
  'undocumented',
  'faces',
  'sounds',
  'gestures',
  'logic',
  'loop',
  'math',
  'text',
  'list',
  'variables',
  'function',
];

/** Every block, by Blockly type name. */
export const BLOCKS: Record<string, BlockSpec> = Object.fromEntries(
  BLOCK_ORDER.flatMap((category) => {
    const file = CATALOG_FILES[category];
    return Object.entries(file.blocks).map(([id, spec]): [string, BlockSpec] => [
      id,
      {category, ...spec, label: spec.label.map((part) => labelPart(part, file.items))} as BlockSpec,
    ]);
  }),
);

/** Which media tab an item block belongs to. */
export const ITEM_BLOCK_TAB: Record<string, ItemTab> = Object.fromEntries(
  ITEM_TABS.flatMap((tab) => Object.keys(CATALOG_FILES[tab].blocks).map((id) => [id, tab])),
);

/** The blocks of one tab, in catalogue order. */
export function blocksOf(category: CategoryId): [string, BlockSpec][] {
  return Object.entries(BLOCKS).filter(([, spec]) => spec.category === category);
}
