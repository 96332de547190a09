/**
 * What the drawing script (./render.mjs) hands to Blockly in Chromium (./page.js): each catalogue
 * block's declaration (connections, hue, inline inputs, gear) and each program as a tree of block
 * instances whose rows are the catalogue's label written out for that instance (repeated rows,
 * inputs that exist only with some values). Nothing here is taken from Studio's own code: it is the
 * catalogue (../catalog/) put in the terms of Blockly's block API.
 */
import {BLOCKS, expandLabel, isRepeat, itemName} from '../catalogData';
import {isNode, type BlockNode, type BlockSpec, type InputSpec, type InputValue} from '../types';

/** A catalogue block as Blockly declares it. */
export type Declaration = {
  /** previous/next connections (statement), next only (start), none (definition), output (value). */
  shape: BlockSpec['shape'];
  hue: number;
  inline: boolean;
  /** No next connection (break out of loop). */
  terminal: boolean;
  /** What a value block gives, as Blockly's output check; null for any. */
  output: string | null;
  /** Blockly's gear (mutator icon): the block grows rows or parameters through it. */
  gear: boolean;
};

/** One part of an instance's rows, in reading order. */
export type Part =
  // `name` and `value`: a label that stands for an input's value (an item's path, a call's function name, its
  // parameters), which the playground's runner reads back.
  | {t: 'label'; text: string; name?: string; value?: string}
  | {t: 'text'; name: string; value: string}
  | {t: 'dropdown'; name: string; value: string; options: [string, string][]}
  | {t: 'value'; name: string; child: Instance | null}
  | {t: 'statements'; name: string; word: string; children: Instance[]}
  | {t: 'newline'};

export type Instance = {type: string; parts: Part[]};

/**
 * Blockly gives a gear to the blocks whose rows the reader adds (else-if branches, list items,
 * keys, branches of Random) and to function definitions (their parameters). A function call has
 * none: its arguments follow the definition. Rows Studio always shows all of (Select's nine
 * choices, the tablet's images) have none either.
 */
function hasGear(spec: BlockSpec): boolean {
  if (spec.shape === 'definition') return true;
  if (spec.category === 'function') return false;
  return spec.label.some((part) => isRepeat(part) && part.fixed === undefined);
}

export function declarations(): Record<string, Declaration> {
  return Object.fromEntries(
    Object.entries(BLOCKS).map(([id, spec]) => [
      id,
      {
        shape: spec.shape,
        hue: spec.hue,
        inline: spec.inline ?? false,
        terminal: spec.terminal ?? false,
        output: spec.output && spec.output !== 'any' ? spec.output : null,
        gear: hasGear(spec),
      },
    ]),
  );
}

/** A literal written straight into a socket, as Blockly's number, text or true/false block. */
function literalNode(value: string | number | boolean): BlockNode {
  if (typeof value === 'number') return {block: 'math_number', inputs: {NUM: value}};
  if (typeof value === 'boolean') return {block: 'logic_boolean', inputs: {BOOL: value ? 'TRUE' : 'FALSE'}};
  return {block: 'text', inputs: {TEXT: value}};
}

/**
 * The inputs as Studio shows them: every row of a block with a fixed number of rows (Select shows its
 * nine choices, used or not), so the last row's first input is marked as given.
 */
function withFixedRows(spec: BlockSpec, inputs: Readonly<Record<string, InputValue>>): Record<string, InputValue> {
  const out: Record<string, InputValue> = {...inputs};
  for (const part of spec.label) {
    if (!isRepeat(part) || part.fixed === undefined) continue;
    const last = part.repeat(part.from + part.fixed - 1).find((p): p is InputSpec => typeof p !== 'string');
    if (last && out[last.name] === undefined) out[last.name] = last.kind === 'statements' ? [] : '';
  }
  return out;
}

function optionLabel(input: InputSpec, value: string): string {
  return input.options?.find((o) => o.value === value)?.label ?? value;
}

function field(input: InputSpec, value: InputValue | undefined, spec: BlockSpec, template: boolean): Part | null {
  switch (input.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value : template && !input.optional ? input.name : '';
      // Blockly shows a call's function name as a label.
      if (input.name === 'NAME' && spec.category === 'function' && spec.shape !== 'definition') return {t: 'label', text, name: input.name, value: text};
      return {t: 'text', name: input.name, value: text};
    }
    case 'number': {
      const shown = typeof value === 'number' ? String(value) : input.default !== undefined ? String(input.default) : template ? input.name : '0';
      return {t: 'text', name: input.name, value: shown};
    }
    case 'dropdown': {
      const chosen = String(typeof value === 'string' || typeof value === 'number' ? value : (input.default ?? input.options?.[0]?.value ?? ''));
      const options = (input.options ?? []).map((o): [string, string] => [o.label, o.value]);
      return {
        t: 'dropdown',
        name: input.name,
        value: chosen,
        options: options.some(([, v]) => v === chosen) ? options : [[optionLabel(input, chosen), chosen]],
      };
    }
    case 'variable': {
      // A variable's field is a dropdown of the workspace's variables; only the chosen one shows.
      const name = typeof value === 'string' ? value : 'item';
      return {t: 'dropdown', name: input.name, value: name, options: [[name, name]]};
    }
    case 'item': {
      const path = typeof value === 'string' ? value : (input.example ?? input.name);
      return {t: 'label', text: itemName(path), name: input.name, value: path};
    }
    case 'params':
      return Array.isArray(value) && value.length > 0
        ? {t: 'label', text: `with: ${value.map(String).join(', ')}`, name: input.name, value: value.map(String).join(',')}
        : null;
    default:
      return null;
  }
}

/** One block of a program, or a block alone with placeholders (`template`, the reference). */
export function instance(node: BlockNode, template = false): Instance {
  const spec = BLOCKS[node.block];
  if (!spec) throw new Error(`studio-svg: unknown block "${node.block}"`);
  const inputs = template ? {} : withFixedRows(spec, node.inputs ?? {});
  const parts: Part[] = [];
  for (const part of expandLabel(spec, inputs, template)) {
    if (part === '\n') {
      parts.push({t: 'newline'});
      continue;
    }
    if (typeof part === 'string') {
      parts.push({t: 'label', text: part});
      continue;
    }
    const value = inputs[part.name];
    if (part.kind === 'statements') {
      const children = Array.isArray(value) ? (value as BlockNode[]).filter(isNode).map((n) => instance(n)) : [];
      parts.push({t: 'statements', name: part.name, word: part.before ?? '', children});
    } else if (part.kind === 'value') {
      const child = value === undefined || Array.isArray(value) ? undefined : isNode(value) ? value : literalNode(value as string | number | boolean);
      parts.push({t: 'value', name: part.name, child: child ? instance(child) : null});
    } else {
      const drawn = field(part, value, spec, template);
      if (drawn) parts.push(drawn);
    }
  }
  return {type: node.block, parts};
}

/** A program's stacks, each a list of instances from top to bottom. */
export function describeProgram(stacks: readonly (readonly BlockNode[])[]): Instance[][] {
  return stacks.map((stack) => stack.map((node) => instance(node)));
}

/** One block alone, its inputs shown by name, as the block reference draws it. */
export function describeTemplate(block: string): Instance[][] {
  return [[instance({block}, true)]];
}
