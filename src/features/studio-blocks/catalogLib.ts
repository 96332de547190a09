/**
 * The functions of the block catalogue that need no block data: item names, a block's
 * label with its repeated rows written out. Shared by ./catalog.ts and by the lean catalogue the
 * browser's production bundle gets (./plugin.ts), which also uses `leanBlocks` and
 * `reviveBlocks` here. Relative imports only: the plugin loads this module in Node.
 */
import type {BlockSpec, InputSpec, LabelPart, RepeatPart} from './types';

/** What an item block shows: the file's base name (`QT/emotions/happy.xml` → happy). */
export function itemName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
}

export function isRepeat(part: LabelPart): part is RepeatPart {
  return typeof part === 'object' && 'repeat' in part;
}

/**
 * A block's label with its repeated rows written out: as many as the highest index `inputs`
 * uses (at least the minimum), or, for the reference's drawings (`template`), the number the
 * catalogue gives. Optional parts drawn only when given (the else branch) are left out when absent.
 */
export function expandLabel(spec: BlockSpec, inputs: Readonly<Record<string, unknown>> = {}, template = false): (string | InputSpec)[] {
  const out: (string | InputSpec)[] = [];
  for (const part of spec.label) {
    if (!isRepeat(part)) {
      out.push(part);
      continue;
    }
    let n = template ? part.template : part.min;
    if (!template) {
      for (let k = part.max; k > n; k -= 1) {
        const names = part.repeat(part.from + k - 1).filter((p): p is InputSpec => typeof p !== 'string');
        if (names.some((p) => inputs[p.name] !== undefined)) {
          n = k;
          break;
        }
      }
    }
    if (n === 0 && part.emptyLabel) out.push(part.emptyLabel);
    for (let k = 0; k < n; k += 1) out.push(...part.repeat(part.from + k));
  }
  const spec_ = (name: string) => out.find((p): p is InputSpec => typeof p !== 'string' && p.name === name);
  return out.flatMap((part) => {
    if (typeof part === 'string') return [part];
    if (part.onlyWith) {
      const other = spec_(part.onlyWith.name);
      const current = inputs[part.onlyWith.name] ?? other?.default;
      if (!part.onlyWith.values.includes(String(current))) return [];
    }
    if (part.omitWhenAbsent && !template && inputs[part.name] === undefined) return [];
    return part.before && part.kind !== 'statements' ? [part.before, part] : [part];
  });
}

/** The inputs of a block (repeated ones written out as `expandLabel` does). */
export function inputsOf(spec: BlockSpec, inputs?: Readonly<Record<string, unknown>>, template = false): InputSpec[] {
  return expandLabel(spec, inputs, template).filter((p): p is InputSpec => typeof p !== 'string');
}

/** A repeat part as data: its rows as a template with SLOT for the index, or written out. */
type LeanRepeat = Omit<RepeatPart, 'repeat' | 'summary'> & {template?: number; tpl?: string; expanded?: unknown[][]};

/** Stands for a repetition's index in a repeat part's template. */
const SLOT = '987654321';

/** An input as the text version needs it: no help, no item list (it names an item by its file name). */
function leanInput(input: InputSpec): Partial<InputSpec> {
  // Also left out: what only the validator checks.
  const {help: _help, options, optional: _o, accepts: _a, item: _i, min: _min, max: _max, ...rest} = input;
  return input.kind === 'item' ? rest : {...rest, options};
}

const leanPart = (p: string | InputSpec): unknown => (typeof p === 'string' ? p : leanInput(p));

/**
 * What the text version needs of the blocks, as JSON: no descriptions, help or
 * sources, no ROS examples, no item lists; a repeat part as one template row when its rows differ
 * only by their index.
 */
export function leanBlocks(blocks: Readonly<Record<string, BlockSpec>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, spec] of Object.entries(blocks)) {
    // Also left out: what only the drawing script uses (hue, inline, terminal; ./svg/describe.ts).
    const {
      description: _d,
      source: _s,
      rosExamples: _r,
      atLeastOne: _l,
      insideLoop: _il,
      loop: _lp,
      bundleOnly: _b,
      output: _out,
      hue: _h,
      inline: _in,
      terminal: _t,
      ...rest
    } = spec;
    const label = spec.label.map((part): unknown => {
      if (typeof part === 'string') return part;
      if (!isRepeat(part)) return leanInput(part);
      const {repeat, summary: _summary, ...meta} = part;
      const rows = Array.from({length: part.max}, (_, k) => JSON.stringify(repeat(part.from + k).map(leanPart)));
      const tpl = JSON.stringify(repeat(Number(SLOT)).map(leanPart));
      const fits = rows.every((row, k) => row === tpl.split(SLOT).join(String(part.from + k)));
      return (fits ? {...meta, tpl} : {...meta, expanded: rows.map((r) => JSON.parse(r) as unknown[])}) satisfies LeanRepeat;
    });
    out[id] = {...rest, label};
  }
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
}

/** The blocks back from `leanBlocks`' JSON, with working repeat parts (empty texts where the text was left out). */
export function reviveBlocks(data: Record<string, unknown>): Record<string, BlockSpec> {
  const out: Record<string, BlockSpec> = {};
  for (const [id, value] of Object.entries(data)) {
    const spec = value as BlockSpec & {label: unknown[]};
    const label = spec.label.map((part) => {
      if (typeof part === 'object' && part !== null && ('tpl' in part || 'expanded' in part)) {
        const {tpl, expanded, ...meta} = part as LeanRepeat;
        const repeat = (i: number) => (tpl !== undefined ? JSON.parse(tpl.split(SLOT).join(String(i))) : expanded![i - meta.from]) as (string | InputSpec)[];
        return {...meta, summary: '', repeat} as RepeatPart;
      }
      return typeof part === 'string' ? part : ({help: '', ...(part as object)} as InputSpec);
    });
    out[id] = {...spec, description: '', source: '', label};
  }
  return out;
}
