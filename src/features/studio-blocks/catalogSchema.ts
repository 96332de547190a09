/**
 * The schema of the Studio block catalogue's files (./catalog/<tab>.json, one per tab of Studio's
 * toolbox, named by its id in CATEGORY_IDS) and the types ./catalogData.ts reads them with. Node only:
 * the plugin (./plugin.ts) checks every file when the site is built or served, and the unit tests do;
 * the browser gets the files through ./catalogData.ts with these types alone (`import type`), so zod
 * never reaches a page's script. Relative imports only: the plugin loads this module in Node.
 */
import * as z from 'zod';
import {CATEGORY_IDS, type BlockShape, type CategoryId, type InputKind, type ItemTab, type ValueType} from './types';

const SHAPES = ['start', 'definition', 'statement', 'value', 'boolean'] as const satisfies readonly BlockShape[];
const INPUT_KINDS = ['text', 'number', 'dropdown', 'variable', 'item', 'params', 'value', 'statements'] as const satisfies readonly InputKind[];
const VALUE_TYPES = ['Boolean', 'Number', 'String', 'Array', 'Object', 'any'] as const satisfies readonly ValueType[];
const ITEM_TABS = ['faces', 'gestures', 'sounds'] as const satisfies readonly ItemTab[];
// Each list above names every member of its type.
type Every<List extends readonly string[], T> = [T] extends [List[number]] ? true : never;
const _every: [Every<typeof SHAPES, BlockShape>, Every<typeof INPUT_KINDS, InputKind>, Every<typeof VALUE_TYPES, ValueType>, Every<typeof ITEM_TABS, ItemTab>] =
  [true, true, true, true];
void _every;

const text = z.string().min(1, 'must not be empty');
const count = z.number().int().min(0);
const valueType = z.enum(VALUE_TYPES);

/** An input: a field typed or picked in the block, or a socket or mouth that takes blocks (./types.ts, InputSpec). */
const input = z
  .strictObject({
    /** Blockly's field or input name; in a repeat row, `{i}` stands for the repetition's index (`NOTE{i}`). */
    name: z
      .string({error: 'an input needs a name'})
      .regex(/^[A-Za-z_][A-Za-z0-9_]*(\{i\})?$/, 'must be a Blockly name (letters, digits, _), with {i} in a repeat row'),
    kind: z.enum(INPUT_KINDS),
    /** A dropdown's choices. An item input takes its tab's `items` instead. */
    options: z
      .array(z.strictObject({value: z.string(), label: z.string()}))
      .min(1)
      .optional(),
    default: z.union([z.string(), z.number()]).optional(),
    accepts: z.union([valueType, z.array(valueType).min(2)]).optional(),
    item: z.enum(ITEM_TABS).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    optional: z.boolean().optional(),
    example: z.string().optional(),
    before: z.string().optional(),
    onlyWith: z.strictObject({name: text, values: z.array(z.string()).min(1)}).optional(),
    omitWhenAbsent: z.boolean().optional(),
    help: text,
  })
  .superRefine((i, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({code: 'custom', message, path: [path]});
    if (i.kind === 'dropdown' && !i.options) fail('a dropdown needs its options', 'options');
    if (i.kind !== 'dropdown' && i.options) fail(i.kind === 'item' ? 'an item input takes its tab\'s "items"' : `a ${i.kind} input has no options`, 'options');
    if (i.kind === 'dropdown' && i.default !== undefined && !i.options?.some((o) => o.value === String(i.default)))
      fail(`${String(i.default)} is not one of the options`, 'default');
    if ((i.accepts !== undefined || i.item !== undefined) && i.kind !== 'value')
      fail('only a value socket takes blocks', i.item !== undefined ? 'item' : 'accepts');
  });

/** Words of a repeat row that differ on the first repetition (`Create object with key:`, then `key:`). */
const rowText = z.strictObject({
  /** What the first repetition shows. */
  first: text,
  /** What the others show; none when left out. */
  text: text.optional(),
});

/**
 * A row a block repeats (./types.ts, RepeatPart), as a template: `{i}` in its strings stands for the
 * repetition's index, `{nth}` for its ordinal (1st, 2nd, …).
 */
const repeat = z
  .strictObject({
    repeat: z.array(z.union([z.string(), rowText, input])).min(1),
    from: count,
    min: count,
    max: z.number().int().min(1),
    fixed: count.optional(),
    emptyLabel: text.optional(),
    template: count,
    summary: text,
  })
  .superRefine((r, ctx) => {
    if (r.min > r.max) ctx.addIssue({code: 'custom', message: `min ${r.min} is above max ${r.max}`, path: ['min']});
    if (r.template > r.max) ctx.addIssue({code: 'custom', message: `template ${r.template} is above max ${r.max}`, path: ['template']});
  });

const rosExample = z.strictObject({
  name: z.string().regex(/^(\/[A-Za-z][A-Za-z0-9_]*)+$/, 'must be a ROS name'),
  kind: z.enum(['topic', 'service', 'action']),
  type: z.string().regex(/^[a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9_]*$/, 'must be package/Type'),
  where: text,
  own: z.boolean().optional(),
});

/** A block (./types.ts, BlockSpec, without `category`: the file it is in). */
const block = z.strictObject({
  shape: z.enum(SHAPES),
  hue: z.number().int().min(0).max(360),
  output: valueType.optional(),
  bundleOnly: z.boolean().optional(),
  source: text,
  inline: z.boolean().optional(),
  /** Words (a "\n" starts a new row), inputs and repeat rows, in reading order. */
  label: z.array(z.union([z.string(), repeat, input])).min(1),
  description: text,
  rosExamples: z.array(rosExample).min(1).optional(),
  atLeastOne: z.array(text).min(2).optional(),
  insideLoop: z.boolean().optional(),
  loop: z.boolean().optional(),
  terminal: z.boolean().optional(),
});

/** One tab of Studio's toolbox: its name and hue as Studio shows them, and its blocks in toolbox order. */
const tab = z
  .strictObject({
    label: text,
    hue: z.number().int().min(0).max(360),
    description: text,
    /** A media tab's items (Faces, Gestures, Sounds): the paths its item block offers. */
    items: z.array(text).min(1).optional(),
    blocks: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a Blockly type name'), block),
  })
  .superRefine((t, ctx) => {
    for (const [id, b] of Object.entries(t.blocks)) {
      b.label.forEach((part, k) => {
        if (typeof part === 'object' && 'kind' in part && part.kind === 'item' && !t.items) {
          ctx.addIssue({code: 'custom', message: 'an item input belongs in a tab with "items"', path: ['blocks', id, 'label', k]});
        }
      });
    }
  });

export type CatalogInput = z.infer<typeof input>;
export type CatalogRowText = z.infer<typeof rowText>;
export type CatalogRepeat = z.infer<typeof repeat>;
export type CatalogBlock = z.infer<typeof block>;
export type CatalogTab = z.infer<typeof tab>;

type Issue = z.core.$ZodIssue;

/** The issues to show for one: of a union, those of the alternative the value came closest to. */
function leaves(issue: Issue, base: readonly PropertyKey[] = []): {path: PropertyKey[]; message: string}[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // An alternative of another type altogether (a string for an object) says nothing.
    const fits = issue.errors.filter((list) => !(list.length === 1 && list[0].code === 'invalid_type' && list[0].path.length === 0));
    const best = [...(fits.length ? fits : issue.errors)].sort((a, b) => a.length - b.length)[0];
    return best.flatMap((inner) => leaves(inner, path));
  }
  return [{path, message: issue.message}];
}

/** Every tab file checked, and the blocks' names unique across them; or an error listing each problem. */
export function parseCatalog(tabs: Readonly<Record<CategoryId, unknown>>): Record<CategoryId, CatalogTab> {
  const problems: string[] = [];
  const out = {} as Record<CategoryId, CatalogTab>;
  const owner = new Map<string, CategoryId>();
  for (const id of CATEGORY_IDS) {
    const file = `src/features/studio-blocks/catalog/${id}.json`;
    const result = tab.safeParse(tabs[id]);
    if (!result.success) {
      for (const issue of result.error.issues) {
        for (const {path, message} of leaves(issue)) {
          const where = path
            .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
            .join('')
            .replace(/^\./, '');
          problems.push(`- ${file}: ${where || 'the file'}: ${message}`);
        }
      }
      continue;
    }
    out[id] = result.data;
    for (const name of Object.keys(result.data.blocks)) {
      if (owner.has(name)) problems.push(`- ${file}: blocks.${name}: also in catalog/${owner.get(name)}.json`);
      owner.set(name, id);
    }
  }
  if (problems.length)
    throw new Error(`The Studio block catalogue does not match its schema (src/features/studio-blocks/catalogSchema.ts):\n${problems.join('\n')}`);
  return out;
}
