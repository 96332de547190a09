/**
 * Checks a program against the Studio block catalogue. The site's build runs it on every program of the
 * docs (through ./validate.ts; the browser's page bundle gets ./validate.client.ts instead), so a mistake
 * fails the build with a message that names the block and says how to fix it; the playground's runner
 * (./run) runs it on the reader's edited game before playing it. What it checks (./FORMAT.md):
 *
 * - a whole program starts with the Start block, and every other stack is a function definition
 *   (Studio: blocks left unattached make the game not work);
 * - every block exists in the catalogue (./catalog/), and goes where its shape fits;
 * - every input exists, required ones are filled, dropdowns hold one of their options, numbers
 *   are in range, and the Faces, Gestures and Sounds sockets hold an item of Studio's lists;
 * - in a whole game, every function called is defined and every variable read is set.
 */
import {BLOCKS, ITEM_BLOCK_TAB, CATEGORIES, inputsOf} from './catalogData';
import {isNode, type BlockNode, type BlockSpec, type InputSpec, type InputValue, type Program, type ValidateOptions, type ValueType} from './types';

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const START = 'LuxAI_start_block';

type Context = {
  /** Human-readable path to the current block, e.g. `block 3 (LuxAI_repeat) › input "RepeatBlocks"`. */
  path: string;
  /** How many loops enclose the current stack. */
  loops: number;
};

function fail(path: string, message: string): never {
  throw new Error(`StudioBlocks: ${path ? `${path}: ` : ''}${message} (The program format: src/features/studio-blocks/FORMAT.md.)`);
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Up to three names of `names` that look like `wanted`: close in spelling, or sharing a word. */
export function closeMatches(wanted: string, names: readonly string[] = Object.keys(BLOCKS)): string[] {
  const lower = wanted.toLowerCase();
  // Words most candidates share (gif, xml, qt) say nothing about which one was meant.
  const common = (w: string) => names.filter((n) => n.toLowerCase().includes(w)).length > names.length / 2;
  const words = lower.split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !common(w));
  return names
    .map((candidate) => {
      const distance = levenshtein(lower, candidate.toLowerCase());
      const sharesWord = words.some((w) => candidate.toLowerCase().includes(w));
      return {candidate, score: distance - (sharesWord ? 10 : 0), distance, sharesWord};
    })
    .filter((m) => m.distance <= Math.max(2, Math.floor(lower.length / 3)) || m.sharesWord)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((m) => m.candidate);
}

function didYouMean(wanted: string, names: readonly string[]): string {
  const matches = closeMatches(wanted, names);
  return matches.length ? ` Did you mean ${matches.map((m) => `"${m}"`).join(', ')}?` : '';
}

function describeSpec(id: string, spec: BlockSpec, given: Record<string, unknown> = {}): string {
  const inputs = inputsOf(spec, given);
  if (inputs.length === 0) return `"${id}" has no inputs.`;
  const repeats = spec.label.filter((p) => typeof p === 'object' && 'repeat' in p).map((p) => (p as {summary: string}).summary);
  return `"${id}" takes: ${inputs.map((i) => `${i.name} (${i.kind}${i.optional || i.kind === 'statements' ? ', optional' : ''})`).join(', ')}${
    repeats.length ? `; repeated: ${repeats.join('; ')}` : ''
  }.`;
}

function lookUp(node: BlockNode, path: string): BlockSpec {
  if (typeof node.block !== 'string' || node.block === '') {
    fail(path, `each block needs a "block" id, e.g. {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello'}}; got ${JSON.stringify(node)}.`);
  }
  const spec = BLOCKS[node.block];
  if (!spec) {
    const item = /^lfr_(faces|gestures|audios)_(.+)$/.exec(node.block);
    if (item) {
      fail(path, `write a ${item[1]} item as {block: 'lfr_${item[1]}', inputs: {data: '${item[2]}'}}.`);
    }
    fail(
      path,
      `unknown block "${node.block}".${didYouMean(node.block, Object.keys(BLOCKS))} Only QTrobot Studio's real blocks exist here: their Blockly type names are listed in src/features/studio-blocks/catalog/ (one file per Studio tab) and on the Blocks Reference page.`,
    );
  }
  return spec;
}

function optionList(input: InputSpec): string {
  const all = input.options ?? [];
  const shown = all.slice(0, 12).map((o) => `'${o.value}'`);
  return `${shown.join(', ')}${all.length > shown.length ? `, … (${all.length} in all)` : ''}`;
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

function checkField(value: InputValue, input: InputSpec, path: string, spec: BlockSpec): void {
  const where = `input "${input.name}"`;
  switch (input.kind) {
    case 'text':
      if (typeof value !== 'string') fail(path, `${where} is a text field: give a string; got ${JSON.stringify(value)}.`);
      if (value.trim() === '' && !input.optional) fail(path, `${where} must not be empty. ${input.help}`);
      return;
    case 'number':
      if (typeof value !== 'number') fail(path, `${where} is a number field: give a number without quotes; got ${JSON.stringify(value)}.`);
      checkNumber(value, input, path);
      return;
    case 'dropdown':
    case 'item': {
      const options = input.options ?? [];
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !options.some((o) => o.value === text)) {
        const what = input.kind === 'item' ? `not in Studio's ${CATEGORIES[spec.category].label} list` : `not one of its options`;
        const labelled = typeof text === 'string' ? options.find((o) => o.label === text) : undefined;
        const hint = labelled
          ? ` Write the value Studio stores, '${labelled.value}', not the label '${labelled.label}'.`
          : typeof text === 'string'
            ? didYouMean(
                text,
                options.map((o) => o.value),
              )
            : '';
        fail(path, `${where} is ${JSON.stringify(value)}, ${what}.${hint} Valid: ${optionList(input)}.`);
      }
      return;
    }
    case 'variable':
      if (typeof value !== 'string' || !VARIABLE_NAME.test(value)) {
        fail(path, `${where} is a variable name: use letters, digits and _ and start with a letter (e.g. 'score'); got ${JSON.stringify(value)}.`);
      }
      return;
    case 'params':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !VARIABLE_NAME.test(v))) {
        fail(path, `${where} lists the parameter names, e.g. ['q', 'a']; got ${JSON.stringify(value)}.`);
      }
      if (new Set(value as readonly unknown[]).size !== (value as readonly unknown[]).length) fail(path, `${where} names a parameter twice.`);
      return;
    default:
      return;
  }
}

function accepted(input: InputSpec): readonly ValueType[] {
  const a = input.accepts ?? 'any';
  return typeof a === 'string' ? [a] : a;
}

/** Whether a value of type `given` fits a socket taking `accepts` (Blockly: no check on either side fits). */
function fits(given: ValueType, accepts: readonly ValueType[]): boolean {
  return given === 'any' || accepts.includes('any') || accepts.includes(given);
}

function checkSocket(value: InputValue, input: InputSpec, ctx: Context): void {
  const where = `input "${input.name}"`;
  const inputPath = `${ctx.path} › input "${input.name}"`;
  const accepts = accepted(input);
  if (Array.isArray(value)) {
    fail(ctx.path, `${where} is a socket for one block, not a list of blocks. Only statement mouths take a list.`);
  }
  if (isNode(value)) {
    const spec = lookUp(value, inputPath);
    if (spec.shape !== 'value' && spec.shape !== 'boolean') {
      fail(inputPath, `"${value.block}" is a ${spec.shape} block and cannot go into a socket. Put it in a stack, or use a block that gives a value.`);
    }
    const tab = ITEM_BLOCK_TAB[value.block];
    if (input.item && tab && tab !== input.item) {
      fail(
        inputPath,
        `${where} takes a block of the ${CATEGORIES[input.item].label} tab; "${value.block}" comes from the ${CATEGORIES[tab].label} tab. Move it to the socket of its own tab.`,
      );
    }
    if (!input.item && tab) {
      fail(inputPath, `${where} does not take a ${CATEGORIES[tab].label} item: they go into the “QTrobot shows / says / plays / acts” sockets.`);
    }
    if (input.item && !tab && value.block !== 'variables_get' && value.block !== 'procedures_callreturn') {
      fail(
        inputPath,
        `${where} takes a block of the ${CATEGORIES[input.item].label} tab, e.g. {block: '${Object.keys(ITEM_BLOCK_TAB).find((k) => ITEM_BLOCK_TAB[k] === input.item)}', inputs: {data: '…'}}.`,
      );
    }
    if (!fits(spec.output ?? 'any', accepts)) {
      fail(inputPath, `${where} takes ${accepts.join(' or ')}; "${value.block}" gives ${spec.output}.`);
    }
    checkBlock(value, spec, {path: inputPath, loops: ctx.loops});
    return;
  }
  if (input.item) {
    fail(
      ctx.path,
      `${where} takes a block of the ${CATEGORIES[input.item].label} tab, not ${JSON.stringify(value)}. To type a name, use the text field beside it.`,
    );
  }
  // A literal stands for Blockly's number, text or true/false block.
  const type: ValueType = typeof value === 'number' ? 'Number' : typeof value === 'boolean' ? 'Boolean' : 'String';
  if (!fits(type, accepts)) {
    fail(ctx.path, `${where} takes ${accepts.join(' or ')}; got ${JSON.stringify(value)} (${type}).`);
  }
  if (typeof value === 'number') checkNumber(value, input, ctx.path);
}

function checkBlock(node: BlockNode, spec: BlockSpec, ctx: Context): void {
  const given = node.inputs ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    fail(ctx.path, `"inputs" must be an object of input names to values. ${describeSpec(node.block, spec)}`);
  }
  const inputs = inputsOf(spec, given);
  for (const name of Object.keys(given)) {
    if (!inputs.some((i) => i.name === name)) {
      const upper = inputs.find((i) => i.name.toLowerCase() === name.toLowerCase());
      const hint = upper ? ` Input names are Blockly's and case-sensitive: write "${upper.name}".` : '';
      fail(ctx.path, `"${node.block}" has no input "${name}".${hint} ${describeSpec(node.block, spec, given)}`);
    }
  }
  const inLoop = spec.loop ? ctx.loops + 1 : ctx.loops;
  for (const input of inputs) {
    const value = given[input.name];
    if (value === undefined) {
      if (input.optional || input.kind === 'statements' || input.default !== undefined) continue;
      fail(ctx.path, `"${node.block}" is missing input "${input.name}" (${input.kind}). ${input.help}`);
    }
    if (input.kind === 'statements') {
      const stackPath = `${ctx.path} › input "${input.name}"`;
      if (!Array.isArray(value)) {
        const hint = isNode(value) ? ' Wrap the block in [ ].' : '';
        fail(ctx.path, `input "${input.name}" is a statement mouth: give a list of blocks, e.g. [{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hi'}}].${hint}`);
      }
      checkStack(value, {path: stackPath, loops: inLoop});
    } else if (input.kind === 'value') {
      checkSocket(value, input, ctx);
    } else {
      checkField(value, input, ctx.path, spec);
    }
  }
  // A branch of Select or of the tablet's images runs only when its choice is shown.
  for (const [name, value] of Object.entries(given)) {
    const choice = /^CHOICE_PATH(\d)$/.exec(name);
    const note = choice ? given[`NOTE${choice[1]}`] : undefined;
    if (choice && Array.isArray(value) && value.length > 0 && (typeof note !== 'string' || note.trim() === '')) {
      fail(ctx.path, `"${node.block}" has blocks in ${name} but no NOTE${choice[1]}: give the choice or image a name, or the branch can never run.`);
    }
  }
  if (
    spec.atLeastOne &&
    !spec.atLeastOne.some((name) => {
      const v = given[name];
      return v !== undefined && !(typeof v === 'string' && v.trim() === '');
    })
  ) {
    fail(ctx.path, `"${node.block}" does nothing: fill at least one of ${spec.atLeastOne.join(', ')}.`);
  }
}

function checkStack(stack: readonly unknown[], ctx: Context, topLevel = false, valueAllowed = false): void {
  stack.forEach((item, index) => {
    const path = `${ctx.path ? `${ctx.path} › ` : ''}block ${index + 1}`;
    if (!isNode(item)) {
      fail(path, `expected a block such as {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello'}}; got ${JSON.stringify(item)}.`);
    }
    const spec = lookUp(item, path);
    const named = `${path} (${item.block})`;
    if ((spec.shape === 'value' || spec.shape === 'boolean') && !(valueAllowed && stack.length === 1)) {
      fail(
        named,
        `"${item.block}" gives a value and cannot stand in a stack. Plug it into a socket of another block (for example {block: 'variables_set', inputs: {VAR: 'x', VALUE: …}}).`,
      );
    }
    if (spec.shape === 'start' && !(topLevel && index === 0)) {
      fail(named, `the Start block has nothing above it: put it first in the program, once.`);
    }
    if (spec.shape === 'definition' && !topLevel) {
      fail(named, `a function definition stands on its own: give it its own stack ([[…the game…], [{block: '${item.block}', …}]]).`);
    }
    if (spec.shape === 'definition' && index > 0) {
      fail(named, `a function definition starts its own stack; nothing goes above it.`);
    }
    if (spec.terminal && index < stack.length - 1) {
      fail(named, `nothing can follow "${item.block}" in Studio (it has no connection below): remove the blocks after it or move them before it.`);
    }
    if (spec.insideLoop && ctx.loops === 0) {
      fail(named, `"${item.block}" only works inside a loop (repeat, for each, repeat untill I press stop).`);
    }
    checkBlock(item, spec, {path: named, loops: ctx.loops});
  });
}

/** Function definitions of a program, by name, with their number of parameters. */
function definitions(stacks: readonly BlockNode[][]): Map<string, {params: number; returns: boolean}> {
  const out = new Map<string, {params: number; returns: boolean}>();
  for (const stack of stacks) {
    const first = stack[0];
    if (first && BLOCKS[first.block]?.shape === 'definition') {
      const params = first.inputs?.PARAMS;
      out.set(String(first.inputs?.NAME), {params: Array.isArray(params) ? params.length : 0, returns: first.block === 'procedures_defreturn'});
    }
  }
  return out;
}

function checkCalls(node: unknown, defs: Map<string, {params: number; returns: boolean}>, path: string): void {
  if (Array.isArray(node)) {
    node.forEach((n) => checkCalls(n, defs, path));
    return;
  }
  if (!isNode(node)) return;
  if (node.block === 'procedures_callnoreturn' || node.block === 'procedures_callreturn') {
    const name = String(node.inputs?.NAME);
    const def = defs.get(name);
    if (def === undefined) {
      fail(
        path,
        `the program calls "${name}" but does not define it: add a stack with {block: '${node.block === 'procedures_callreturn' ? 'procedures_defreturn' : 'procedures_defnoreturn'}', inputs: {NAME: '${name}', …}}.${didYouMean(name, [...defs.keys()])}`,
      );
    }
    if (def.returns !== (node.block === 'procedures_callreturn')) {
      fail(path, `"${name}" ${def.returns ? 'returns a value: call it with procedures_callreturn' : 'returns nothing: call it with procedures_callnoreturn'}.`);
    }
    const args = Object.keys(node.inputs ?? {}).filter((k) => /^ARG\d+$/.test(k)).length;
    if (args !== def.params) fail(path, `"${name}" takes ${def.params} parameter(s) (ARG0…); the call gives ${args}.`);
  }
  for (const value of Object.values(node.inputs ?? {})) checkCalls(value, defs, path);
}

/** Every node of a program, depth first. */
function* nodesOf(value: unknown): Generator<BlockNode> {
  if (Array.isArray(value)) {
    for (const v of value) yield* nodesOf(v);
  } else if (isNode(value)) {
    yield value;
    for (const v of Object.values(value.inputs ?? {})) yield* nodesOf(v);
  }
}

/** In a whole game, every variable read is set somewhere (set, for each, a function's parameters). */
function checkVariables(stacks: readonly BlockNode[][]): void {
  const set = new Set<string>();
  for (const node of nodesOf(stacks)) {
    if (node.block === 'variables_set' || node.block === 'controls_forEach') set.add(String(node.inputs?.VAR));
    const params = node.inputs?.PARAMS;
    if (Array.isArray(params)) params.forEach((p) => set.add(String(p)));
  }
  for (const node of nodesOf(stacks)) {
    const name = String(node.inputs?.VAR);
    if (node.block === 'variables_get' && !set.has(name)) {
      fail(
        'program',
        `the variable "${name}" is read but never set: add {block: 'variables_set', inputs: {VAR: '${name}', VALUE: …}} before it.${didYouMean(name, [...set])}`,
      );
    }
  }
}

function validateStacks(program: unknown, options: ValidateOptions): BlockNode[][] {
  const example = "[{block: 'LuxAI_start_block'}, {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello'}}]";
  if (!Array.isArray(program) || program.length === 0) {
    fail('', `a program is a non-empty list of blocks, e.g. ${example}, or a list of such stacks.`);
  }
  const nested = program.map((item) => Array.isArray(item));
  if (nested.some(Boolean) && !nested.every(Boolean)) {
    fail('', 'the program mixes blocks and stacks. Give either one stack [block, block] or several stacks [[block, block], [block]].');
  }
  const stacks = (nested[0] ? program : [program]) as unknown[][];
  stacks.forEach((stack, index) => {
    const path = stacks.length > 1 ? `stack ${index + 1}` : '';
    if (stack.length === 0) fail(path || 'stack 1', 'a stack must hold at least one block.');
    const first = stack[0];
    const firstSpec = isNode(first) ? lookUp(first, `${path ? `${path} › ` : ''}block 1`) : undefined;
    if (!options.fragment) {
      if (index === 0 && first && isNode(first) && first.block !== START) {
        fail(
          path || 'block 1',
          `a QTrobot Studio game must start with the Start block: put {block: '${START}'} first and hang every other block below it. (A drawing of only part of a game: <StudioBlocks fragment …>.)`,
        );
      }
      if (index > 0 && firstSpec?.shape !== 'definition') {
        fail(
          path,
          `this stack is not attached to the Start block, and Studio says unattached blocks make the game not work. Move its blocks under the Start block; only function definitions ("to … do") stand on their own.`,
        );
      }
    }
    checkStack(stack, {path, loops: 0}, true, options.fragment === true);
  });
  const checked = stacks as BlockNode[][];
  if (!options.fragment) {
    checkCalls(checked, definitions(checked), 'program');
    checkVariables(checked);
  }
  return checked;
}

/**
 * Validates a program and returns it as a list of stacks. Throws an Error that names the failing
 * block (`stack 2 › block 3 (controls_if) › input "DO0" › block 1 (LuxAI_TSS)`) and how to fix it.
 */
export function validateProgram(program: Program | unknown, options: ValidateOptions = {}): BlockNode[][] {
  return validateStacks(program, options);
}
