/**
 * A game as the playground's workspace saves it (../playground/workspace.ts `stacksOf`: block instances with their
 * rows) back in the program format of the docs (../FORMAT.md), so that the same checks that hold every program of
 * the docs (../checks.ts) decide whether Studio would run it, and the interpreter (./interpreter.ts) reads each
 * input by name with its value.
 */
import {BLOCKS, inputsOf} from '../catalogData';
import {validateProgram} from '../checks';
import type {Instance} from '../svg/describe';
import type {BlockNode, InputValue} from '../types';

/** The input names an instance's rows hold, so that a block's repeated rows are written out as many times. */
function namesOf(inst: Instance): Record<string, true> {
  return Object.fromEntries(inst.parts.flatMap((part) => ('name' in part && part.name ? [[part.name, true] as const] : [])));
}

/** One block instance as a program block: empty fields and mouths are left out, as a program leaves them out. */
export function nodeOf(inst: Instance): BlockNode {
  const spec = BLOCKS[inst.type];
  const kinds = new Map(spec ? inputsOf(spec, namesOf(inst)).map((input) => [input.name, input.kind]) : []);
  const inputs: Record<string, InputValue> = {};
  for (const part of inst.parts) {
    if (part.t === 'text') {
      if (part.value.trim() === '') continue;
      const number = Number(part.value);
      inputs[part.name] = kinds.get(part.name) === 'number' && Number.isFinite(number) ? number : part.value;
    } else if (part.t === 'dropdown') {
      inputs[part.name] = part.value;
    } else if (part.t === 'label' && part.name && part.value !== undefined) {
      inputs[part.name] = kinds.get(part.name) === 'params' ? part.value.split(',').filter(Boolean) : part.value;
    } else if (part.t === 'value' && part.child) {
      inputs[part.name] = nodeOf(part.child);
    } else if (part.t === 'statements' && part.children.length > 0) {
      inputs[part.name] = part.children.map(nodeOf);
    }
  }
  return Object.keys(inputs).length > 0 ? {block: inst.type, inputs} : {block: inst.type};
}

/** The workspace's stacks as a program, the one under the Start block first (where the reader left it does not matter). */
export function programOf(stacks: readonly (readonly Instance[])[]): BlockNode[][] {
  const program = stacks.map((stack) => stack.map(nodeOf));
  const isGame = (stack: BlockNode[]) => stack[0]?.block === 'LuxAI_start_block';
  return [...program.filter(isGame), ...program.filter((stack) => !isGame(stack))];
}

/** Why Studio would not run the game, in the words of the docs' own check, or null when it would. */
export function refusal(program: BlockNode[][]): string | null {
  if (program.length === 0) return 'The workspace is empty: a game needs the Start block and the blocks under it.';
  try {
    validateProgram(program);
    return null;
  } catch (error) {
    // The check's message names the failing block; the pointer to the docs' program format is for authors.
    return (error as Error).message.replace(/^StudioBlocks: /, '').replace(/ \(The program format: [^)]*\)\s*$/, '');
  }
}
