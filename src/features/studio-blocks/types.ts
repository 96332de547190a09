import type {InterfaceKind} from '@site/src/data/rosInterfaces';

/**
 * Shapes of the Studio block catalogue (./catalog.ts) and of the programs pages write in MDX
 * (./FORMAT.md explains the format to authors).
 */

/**
 * QTrobot Studio's toolbox tabs, in the order Studio shows them (intro_studio screenshot), plus
 * `undocumented` for the blocks that exist only in the Blockly definitions LuxAI's V2 docs bundle
 * (no page says which tab holds them).
 */
export const CATEGORY_IDS = [
  'blocks',
  'kid_tablet',
  'faces',
  'sounds',
  'gestures',
  'logic',
  'loop',
  'math',
  'text',
  'list',
  'function',
  'variables',
  'ros',
  'undocumented',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * How a block connects, as in Blockly:
 * - start: the Start block; nothing above it, the program below it (flat on top, as Studio draws it);
 * - definition: a function definition ("to … do"), a stack of its own (flat on top, no hat);
 * - statement: stacks above and below;
 * - value: plugs into a socket (puzzle tab on its left);
 * - boolean: a value block that gives true or false (Blockly draws it like any value block).
 */
export type BlockShape = 'start' | 'definition' | 'statement' | 'value' | 'boolean';

/**
 * text, number and dropdown are fields typed or picked inside the block;
 * variable is a variable-name dropdown (Blockly's VAR field);
 * item is the path an item block of the Faces, Gestures or Sounds tab stands for;
 * params is the list of parameter names of a function definition;
 * value is a socket that takes another block (or a literal, drawn as Blockly's number/text/true block);
 * statements is the mouth of a C-shaped block that holds a stack.
 */
export type InputKind = 'text' | 'number' | 'dropdown' | 'variable' | 'item' | 'params' | 'value' | 'statements';

/** Blockly's connection checks: what a value block gives and what a socket takes. `any` = no check. */
export type ValueType = 'Boolean' | 'Number' | 'String' | 'Array' | 'Object' | 'any';

/** The three tabs whose blocks are media items. */
export type ItemTab = 'faces' | 'gestures' | 'sounds';

export type DropdownOption = {
  /** What Studio stores and what MDX writes, e.g. `en-US`, `EQ`, `NORMAL`. */
  value: string;
  /** What the dropdown shows, e.g. `English`, `=`, (blank). */
  label: string;
};

export type InputSpec = {
  /** The Blockly field or input name, e.g. TTS_NAME, CHOICE_PATH1, IF0, DO0. */
  name: string;
  kind: InputKind;
  /** Choices of a dropdown, or the items of an item block. */
  options?: readonly DropdownOption[];
  /** Value used when MDX leaves a dropdown or number out (Studio's default). */
  default?: string | number;
  /** What a value socket takes: one type or several. Defaults to any. */
  accepts?: ValueType | readonly ValueType[];
  /** A value socket that takes only the item blocks of one media tab (or a variable). */
  item?: ItemTab;
  /** Bounds of a number field, or of a number literal in a socket. */
  min?: number;
  max?: number;
  /** May be left out (empty field, empty socket). Statement mouths may always be left empty. */
  optional?: boolean;
  /** An item the reference's drawing shows (item inputs). */
  example?: string;
  /** Words drawn just before the input, and left out with it; for a mouth, in its arm (`do`, `else`). */
  before?: string;
  /** Exists only while another input holds one of some values (a list position only for # and # from end). */
  onlyWith?: {name: string; values: readonly string[]};
  /** Drawn only when the program gives it (the else branch of an if). */
  omitWhenAbsent?: boolean;
  /** One line for the reference: what the input means. */
  help: string;
};

/**
 * A row of inputs that a block repeats (Blockly's mutator: else-if branches, Random's actions,
 * Create object's keys, list items, call arguments). `parts(i)` is repetition i; names carry the
 * index (IF1, DO1). How many repetitions a block has is read from the highest index MDX gives.
 */
export type RepeatPart = {
  repeat: (index: number) => readonly (string | InputSpec)[];
  /** Index of the first repetition (0 for IF0/ADD0, 1 when IF0 is written out before). */
  from: number;
  /** Fewest and most repetitions. */
  min: number;
  max: number;
  /** Studio always shows this many (Select's nine choices), and so do the drawings; the text version reads the ones used. */
  fixed?: number;
  /** Words drawn when there are no repetitions (`create empty list`). */
  emptyLabel?: string;
  /** How many the reference drawing shows. */
  template: number;
  /** The names in the format table, e.g. `IF1…, DO1…`. */
  summary: string;
};

export type LabelPart = string | InputSpec | RepeatPart;

/**
 * A ROS interface one of LuxAI's own examples uses with a ROS block (blocks_api, the V2 tutorials).
 * Robot interfaces must exist in src/data/rosInterfaces.ts (unit-tested); `own` marks a topic
 * of the author's own node, which the table does not hold.
 */
export type RosExample = {name: string; kind: InterfaceKind; type: string; where: string; own?: boolean};

/** The key of an example's ROS interface in the block reference's table (./rosLines.ts): `topic /qt_robot/speech/say`. */
export function rosLineKey({kind, name}: {kind: InterfaceKind; name: string}): string {
  return `${kind} ${name}`;
}

export type BlockSpec = {
  category: CategoryId;
  shape: BlockShape;
  /** Words and inputs in reading order; a statements input cuts the block into rows (a mouth). */
  label: readonly LabelPart[];
  /** Where the block is documented: a V2 page and anchor, the docs bundle's definition, a tutorial's XML. */
  source: string;
  /** Exists only in the Blockly definitions bundled with LuxAI's V2 docs; described on no page. */
  bundleOnly?: boolean;
  /** Blockly hue of the block (setColour). */
  hue: number;
  /** What the block does, for the reference. */
  description: string;
  /** ROS blocks: the interfaces LuxAI's examples use them with. */
  rosExamples?: readonly RosExample[];
  /** For value blocks: Blockly's output check. */
  output?: ValueType;
  /** Names of which at least one must be filled (Show, says and act has four optional inputs). */
  atLeastOne?: readonly string[];
  /** Only valid inside a loop (break out of loop). */
  insideLoop?: boolean;
  /** The block is a loop (for insideLoop blocks). */
  loop?: boolean;
  /**
   * Blockly draws the sockets inside the rows (inputsInline, as Blockly decides it for these
   * blocks); otherwise each socket sits on the block's right edge and ends its row.
   */
  inline?: boolean;
  /** Nothing may be stacked under it (Blockly: no next connection). */
  terminal?: boolean;
};

export type Literal = string | number | boolean;

export type InputValue = Literal | BlockNode | BlockNode[] | readonly string[];

/** One block of a program, as written in MDX. */
export type BlockNode = {
  block: string;
  inputs?: Record<string, InputValue>;
};

/** Whether an input's value is a block (an object), not a literal or a list. */
export function isNode(value: unknown): value is BlockNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One stack, or several stacks side by side. */
export type Program = BlockNode[] | BlockNode[][];

/** Options of validateProgram. */
export type ValidateOptions = {
  /**
   * The drawing shows part of a program (a step of a tutorial): no Start block is required and
   * a stack may be a single value block. Whole programs leave this off.
   */
  fragment?: boolean;
};
