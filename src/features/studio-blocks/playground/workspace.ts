/**
 * The playground's program and toolbox in the terms of Blockly's JSON serialization, from the same
 * description the drawings are made of (../svg/describe.ts). A block keeps its rows (labels, fields,
 * sockets and mouths, in reading order) as its extra state, so a saved workspace loads back with the
 * same rows; Blockly's own `fields` and `inputs` carry what the reader edits and the blocks inside.
 * Blockly itself is not imported here: ./blocks.ts gives the definitions to the Blockly it is handed.
 */
import {BLOCKS, CATEGORIES, ITEMS} from '../catalogData';
import {describeProgram, instance, type Instance, type Part} from '../svg/describe';
import {CATEGORY_IDS, type BlockNode, type CategoryId, type ItemTab} from '../types';

/** A row part without the blocks it holds: what a block's extra state keeps. */
export type Row = Exclude<Part, {t: 'value'} | {t: 'statements'}> | {t: 'value'; name: string} | {t: 'statements'; name: string; word: string};

export type ExtraState = {rows: Row[]};

/** One block in Blockly's JSON serialization (the parts the playground uses). */
export type BlockState = {
  type: string;
  x?: number;
  y?: number;
  extraState: ExtraState;
  fields?: Record<string, string>;
  inputs?: Record<string, {block: BlockState}>;
  next?: {block: BlockState};
};

export type WorkspaceState = {blocks: {languageVersion: 0; blocks: BlockState[]}};

/** The rows of an instance, without the blocks in its sockets and mouths. */
export function rowsOf(inst: Instance): Row[] {
  return inst.parts.map((part): Row => {
    if (part.t === 'value') return {t: 'value', name: part.name};
    if (part.t === 'statements') return {t: 'statements', name: part.name, word: part.word};
    return part;
  });
}

/** A stack of instances as one chain of blocks joined by `next`, or undefined for none. */
function chain(stack: readonly Instance[]): BlockState | undefined {
  let next: BlockState | undefined;
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const block = blockState(stack[i]);
    if (next) block.next = {block: next};
    next = block;
  }
  return next;
}

/** One instance and the blocks it holds, as Blockly saves them. */
export function blockState(inst: Instance): BlockState {
  const fields: Record<string, string> = {};
  const inputs: Record<string, {block: BlockState}> = {};
  for (const part of inst.parts) {
    if (part.t === 'text' || part.t === 'dropdown') fields[part.name] = part.value;
    else if (part.t === 'value' && part.child) inputs[part.name] = {block: blockState(part.child)};
    else if (part.t === 'statements') {
      const first = chain(part.children);
      if (first) inputs[part.name] = {block: first};
    }
  }
  return {
    type: inst.type,
    extraState: {rows: rowsOf(inst)},
    ...(Object.keys(fields).length > 0 ? {fields} : {}),
    ...(Object.keys(inputs).length > 0 ? {inputs} : {}),
  };
}

/** Described stacks as a workspace to load; the drawing and the playground place the stacks side by side once drawn. */
export function stateOf(stacks: readonly (readonly Instance[])[]): WorkspaceState {
  const blocks = stacks.flatMap((stack) => {
    const first = chain(stack);
    return first ? [{...first, x: 0, y: 0}] : [];
  });
  return {blocks: {languageVersion: 0, blocks}};
}

/** A program's stacks as a workspace to load. */
export function workspaceState(stacks: readonly (readonly BlockNode[])[]): WorkspaceState {
  return stateOf(describeProgram(stacks));
}

/** A saved block back as an instance: its rows, with the fields' values and the blocks it holds as saved. */
export function instanceOf(state: BlockState): Instance {
  const parts = state.extraState.rows.map((row): Part => {
    if (row.t === 'text' || row.t === 'dropdown') return {...row, value: state.fields?.[row.name] ?? row.value};
    if (row.t === 'value') {
      const child = state.inputs?.[row.name]?.block;
      return {t: 'value', name: row.name, child: child ? instanceOf(child) : null};
    }
    if (row.t === 'statements') return {...row, children: stackOf(state.inputs?.[row.name]?.block)};
    return row;
  });
  return {type: state.type, parts};
}

/** A chain of saved blocks as a stack of instances. */
export function stackOf(first: BlockState | undefined): Instance[] {
  const out: Instance[] = [];
  for (let block = first; block; block = block.next?.block) out.push(instanceOf(block));
  return out;
}

/** A saved workspace as stacks of instances, in the order of its top blocks. */
export function stacksOf(state: {blocks?: {blocks?: BlockState[]}}): Instance[][] {
  return (state.blocks?.blocks ?? []).map((top) => stackOf(top));
}

/** One entry of a category of Blockly's JSON toolbox. */
export type ToolboxBlock = {kind: 'block'} & BlockState;
export type ToolboxCategory = {kind: 'category'; name: string; colour: string; contents: ToolboxBlock[]};
export type Toolbox = {kind: 'categoryToolbox'; contents: ToolboxCategory[]};

const ITEM_BLOCKS: Record<ItemTab, string> = {faces: 'lfr_faces', gestures: 'lfr_gestures', sounds: 'lfr_audios'};

function isItemTab(id: CategoryId): id is ItemTab {
  return id in ITEM_BLOCKS;
}

/** The blocks of one category: every catalogue block of it, an item tab's block once per item, as Studio lists them. */
export function categoryBlocks(id: CategoryId): Instance[] {
  const types = Object.keys(BLOCKS).filter((type) => BLOCKS[type].category === id);
  return types.flatMap((type) =>
    isItemTab(id) && type === ITEM_BLOCKS[id] ? ITEMS[id].map((data) => instance({block: type, inputs: {data}})) : [instance({block: type})],
  );
}

/** Studio's toolbox: the catalogue's tabs in its order, each with its blocks. */
export function toolbox(): Toolbox {
  return {
    kind: 'categoryToolbox',
    contents: CATEGORY_IDS.map((id) => ({
      kind: 'category',
      name: CATEGORIES[id].label,
      colour: String(CATEGORIES[id].hue),
      contents: categoryBlocks(id).map((inst) => ({kind: 'block', ...blockState(inst)})),
    })),
  };
}
