/**
 * Checks a program written in MDX against the block catalogue. It runs while the site is
 * built, so a typo in a block id or a wrong input fails the build with a message that
 * names the block and says how to fix it.
 */
import {BLOCKS} from './catalog';
import type {BlockNode, BlockSpec, InputSpec, InputValue, Program} from './types';

/** Topic prefixes that belong to the robot: use the dedicated blocks for them. */
const ROBOT_NAMESPACES = ['/qt_robot/', '/qt_nuitrack_app/', '/qt_respeaker_app/', '/camera/'];

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const TOPIC_NAME = /^(\/[A-Za-z][A-Za-z0-9_]*)+$/;

type Context = {
  /** Human-readable path to the current block, e.g. `stack 1 › block 3 (control_repeat) › input "do"`. */
  path: string;
  /** How many loops enclose the current stack. */
  loops: number;
};

function fail(path: string, message: string): never {
  throw new Error(`StudioBlocks: ${path ? `${path}: ` : ''}${message}`);
}

function isNode(value: unknown): value is BlockNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Up to three catalogue ids that look like `id`: close in spelling, or sharing a word. */
export function closeMatches(id: string, ids: readonly string[] = Object.keys(BLOCKS)): string[] {
  const wanted = id.toLowerCase();
  const words = wanted.split(/[^a-z0-9]+/).filter((w) => w.length > 2);
  return ids
    .map((candidate) => {
      const distance = levenshtein(wanted, candidate);
      const sharesWord = words.some((w) => candidate.includes(w));
      return {candidate, score: distance - (sharesWord ? 3 : 0), distance, sharesWord};
    })
    .filter((m) => m.distance <= Math.max(2, Math.floor(wanted.length / 3)) || m.sharesWord)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((m) => m.candidate);
}

function describeSpec(id: string, spec: BlockSpec): string {
  const inputs = spec.label.filter((p): p is InputSpec => typeof p !== 'string');
  if (inputs.length === 0) return `"${id}" has no inputs.`;
  return `"${id}" takes: ${inputs.map((i) => `${i.name} (${i.kind}${i.optional ? ', optional' : ''})`).join(', ')}.`;
}

function lookUp(node: BlockNode, path: string): BlockSpec {
  if (typeof node.block !== 'string' || node.block === '') {
    fail(path, `each block needs a "block" id, e.g. {block: 'speech_say', inputs: {text: 'Hello'}}; got ${JSON.stringify(node)}.`);
  }
  const spec = BLOCKS[node.block];
  if (!spec) {
    const matches = closeMatches(node.block);
    const hint = matches.length ? ` Did you mean ${matches.map((m) => `"${m}"`).join(', ')}?` : '';
    fail(
      path,
      `unknown block "${node.block}".${hint} Every block must exist in src/components/StudioBlocks/catalog.ts (the Blocks Reference lists them all).`,
    );
  }
  return spec;
}

function checkNumber(value: number, input: InputSpec, path: string): void {
  if (!Number.isFinite(value)) fail(path, `input "${input.name}" must be a finite number.`);
  if (input.min !== undefined && value < input.min) {
    fail(path, `input "${input.name}" is ${value}, below its minimum ${input.min}. ${input.help}`);
  }
  if (input.max !== undefined && value > input.max) {
    fail(path, `input "${input.name}" is ${value}, above its maximum ${input.max}. ${input.help}`);
  }
}

function checkTopic(value: string, input: InputSpec, path: string): void {
  if (!TOPIC_NAME.test(value)) {
    fail(path, `input "${input.name}" must be a ROS topic name such as /studio/report (slash-separated letters, digits and _); got "${value}".`);
  }
  const robot = ROBOT_NAMESPACES.find((ns) => value.startsWith(ns));
  if (robot) {
    fail(
      path,
      `topic "${value}" belongs to the robot (${robot}). Use the block that maps to it, or a topic of your own such as /studio/….`,
    );
  }
}

function checkField(value: InputValue, input: InputSpec, path: string): void {
  const where = `input "${input.name}"`;
  switch (input.kind) {
    case 'text':
      if (typeof value !== 'string') fail(path, `${where} is a text field: give a string, e.g. '${input.name}'.`);
      if (value === '' && !input.optional) fail(path, `${where} must not be empty. ${input.help}`);
      if (input.format === 'topic') checkTopic(value, input, path);
      return;
    case 'number':
      if (typeof value !== 'number') fail(path, `${where} is a number field: give a number without quotes; got ${JSON.stringify(value)}.`);
      checkNumber(value, input, path);
      return;
    case 'dropdown': {
      const options = input.options ?? [];
      if (typeof value !== 'string') fail(path, `${where} is a dropdown: give one of ${options.map((o) => `'${o}'`).join(', ')}.`);
      if (input.editable) {
        if (value === '') fail(path, `${where} must not be empty. ${input.help}`);
        return;
      }
      if (!options.includes(value)) {
        fail(path, `${where} is "${value}", which is not one of its options: ${options.map((o) => `'${o}'`).join(', ')}.`);
      }
      return;
    }
    case 'variable':
      if (typeof value !== 'string' || !VARIABLE_NAME.test(value)) {
        fail(path, `${where} is a variable name: use letters, digits and _ and start with a letter (e.g. 'score'); got ${JSON.stringify(value)}.`);
      }
      return;
    default:
      return;
  }
}

function checkSocket(value: InputValue, input: InputSpec, ctx: Context): void {
  const where = `input "${input.name}"`;
  const inputPath = `${ctx.path} › input "${input.name}"`;
  if (Array.isArray(value)) {
    fail(ctx.path, `${where} takes one value, not a list of blocks. Only C-shaped inputs (statements) take a list.`);
  }
  if (isNode(value)) {
    const spec = lookUp(value, inputPath);
    if (spec.shape === 'statement' || spec.shape === 'hat') {
      fail(inputPath, `"${value.block}" is a ${spec.shape} block and cannot go into an input. Put it in a stack, or use a block that gives a value.`);
    }
    // As in Blockly, a variable (which can hold true or false) also fits a condition socket.
    if (input.kind === 'boolean' && spec.shape !== 'boolean' && spec.output !== 'any') {
      fail(inputPath, `${where} needs a condition (a hexagonal block such as logic_compare or text_contains); "${value.block}" gives a ${spec.output ?? 'value'}.`);
    }
    if (input.kind === 'value') {
      if (spec.shape === 'boolean' && input.accepts && input.accepts !== 'any') {
        fail(inputPath, `${where} takes a ${input.accepts}; "${value.block}" is a condition (true or false).`);
      }
      if (input.accepts === 'number' && spec.output === 'text') {
        fail(inputPath, `${where} takes a number; "${value.block}" gives text.`);
      }
    }
    checkBlock(value, spec, {path: inputPath, loops: ctx.loops});
    return;
  }
  if (input.kind === 'boolean') {
    if (typeof value !== 'boolean') {
      fail(ctx.path, `${where} needs a condition: a block such as logic_compare, or true / false; got ${JSON.stringify(value)}.`);
    }
    return;
  }
  // A literal in a value socket.
  if (typeof value === 'boolean') {
    fail(ctx.path, `${where} takes a value, not true/false. Use a logic_boolean block inside a condition instead.`);
  }
  if (input.accepts === 'number') {
    if (typeof value !== 'number') fail(ctx.path, `${where} takes a number: write it without quotes; got ${JSON.stringify(value)}.`);
    checkNumber(value, input, ctx.path);
  }
}

function checkBlock(node: BlockNode, spec: BlockSpec, ctx: Context): void {
  const inputs = spec.label.filter((p): p is InputSpec => typeof p !== 'string');
  const given = node.inputs ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    fail(ctx.path, `"inputs" must be an object of input names to values. ${describeSpec(node.block, spec)}`);
  }
  for (const name of Object.keys(given)) {
    if (!inputs.some((i) => i.name === name)) {
      fail(ctx.path, `"${node.block}" has no input "${name}". ${describeSpec(node.block, spec)}`);
    }
  }
  const inLoop = spec.loop ? ctx.loops + 1 : ctx.loops;
  for (const input of inputs) {
    const value = given[input.name];
    if (value === undefined) {
      if (input.optional || input.kind === 'statements') continue;
      fail(ctx.path, `"${node.block}" is missing input "${input.name}" (${input.kind}). ${input.help}`);
    }
    if (input.kind === 'statements') {
      const stackPath = `${ctx.path} › input "${input.name}"`;
      if (!Array.isArray(value)) {
        const hint = isNode(value) ? ' Wrap the block in [ ].' : '';
        fail(ctx.path, `input "${input.name}" holds a stack: give a list of blocks, e.g. [{block: 'speech_say', inputs: {text: 'Hi'}}].${hint}`);
      }
      checkStack(value, {path: stackPath, loops: inLoop}, false);
    } else if (input.kind === 'value' || input.kind === 'boolean') {
      checkSocket(value, input, ctx);
    } else {
      checkField(value, input, ctx.path);
    }
  }
}

function checkStack(stack: readonly unknown[], ctx: Context, topLevel: boolean): void {
  stack.forEach((item, index) => {
    const path = `${ctx.path ? `${ctx.path} › ` : ''}block ${index + 1}`;
    if (!isNode(item)) {
      fail(path, `expected a block such as {block: 'speech_say', inputs: {text: 'Hello'}}; got ${JSON.stringify(item)}.`);
    }
    const spec = lookUp(item, path);
    const named = `${path} (${item.block})`;
    if (spec.shape === 'value' || spec.shape === 'boolean') {
      fail(named, `"${item.block}" gives a ${spec.shape === 'boolean' ? 'condition' : 'value'} and cannot stand in a stack. Plug it into an input of another block (for example set a variable to it).`);
    }
    if (spec.shape === 'hat' && !(topLevel && index === 0)) {
      fail(named, `"${item.block}" is a hat block: it can only start a stack. Put it first in its own stack (pass several stacks as [[…], […]]).`);
    }
    if (spec.terminal && index < stack.length - 1) {
      fail(named, `nothing can follow "${item.block}": remove the blocks after it or move them before it.`);
    }
    if (spec.insideLoop && ctx.loops === 0) {
      fail(named, `"${item.block}" only works inside a loop (repeat, repeat while, for each).`);
    }
    checkBlock(item, spec, {path: named, loops: ctx.loops});
  });
}

/**
 * Validates a program and returns it as a list of stacks. Throws an Error that names the
 * failing block (`stack 2 › block 3 (control_if) › input "then" › block 1 (speech_sya)`)
 * and what to do about it.
 */
export function validateProgram(program: Program | unknown): BlockNode[][] {
  if (!Array.isArray(program) || program.length === 0) {
    fail('', 'program must be a non-empty list of blocks, e.g. [{block: \'event_start\'}, {block: \'speech_say\', inputs: {text: \'Hello\'}}], or a list of such stacks.');
  }
  const nested = program.map((item) => Array.isArray(item));
  if (nested.some(Boolean) && !nested.every(Boolean)) {
    fail('', 'program mixes blocks and stacks. Give either one stack [block, block] or several stacks [[block, block], [block]].');
  }
  const stacks = (nested[0] ? program : [program]) as unknown[][];
  stacks.forEach((stack, index) => {
    const path = stacks.length > 1 ? `stack ${index + 1}` : '';
    if (stack.length === 0) fail(path || 'stack 1', 'a stack must hold at least one block.');
    checkStack(stack, {path, loops: 0}, true);
  });
  return stacks as BlockNode[][];
}
