import type {InterfaceKind} from '@site/src/data/rosInterfaces';

/** The block categories, in the order the Blocks Reference lists them. */
export const CATEGORY_IDS = [
  'speech',
  'emotion',
  'gesture',
  'motors',
  'audio',
  'sensing',
  'control',
  'logic',
  'math',
  'variables',
  'ros',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * How a block connects, as in Blockly: a hat starts a stack, a statement stacks
 * above and below, a value plugs into an input, a boolean plugs into a condition.
 */
export type BlockShape = 'hat' | 'statement' | 'value' | 'boolean';

/**
 * text, number, dropdown and variable are fields typed straight into the block;
 * value and boolean are sockets that take another block (or a literal);
 * statements is the mouth of a C-shaped block that holds a stack.
 */
export type InputKind = 'text' | 'number' | 'dropdown' | 'variable' | 'value' | 'boolean' | 'statements';

/** What a value block gives back, and what a value socket accepts. */
export type ValueType = 'text' | 'number' | 'any';

export type InputSpec = {
  name: string;
  kind: InputKind;
  /** Choices of a dropdown. */
  options?: readonly string[];
  /** A dropdown the author may also type into (names of emotions, gestures, languages). */
  editable?: boolean;
  /** For value sockets: the type of value they take. Defaults to any. */
  accepts?: ValueType;
  /** Bounds of a number (field or literal in a number socket), e.g. a joint's limits. */
  min?: number;
  max?: number;
  /** A text field that holds a ROS topic name of the author's own (checked by the validator). */
  format?: 'topic';
  /** May be left out of the program (an empty socket, an empty else branch). */
  optional?: boolean;
  /** One line for the reference: what the input means. */
  help: string;
};

export type LabelPart = string | InputSpec;

/** The ROS interface a block uses. Must exist in src/data/rosInterfaces.ts (unit-tested). */
export type RosMapping = {name: string; kind: InterfaceKind};

/** The key of a block's ROS interface in the block reference's table (./rosLines.ts): `topic /qt_robot/speech/say`. */
export function rosLineKey({kind, name}: RosMapping): string {
  return `${kind} ${name}`;
}

export type BlockSpec = {
  category: CategoryId;
  shape: BlockShape;
  /** Words and inputs in reading order. */
  label: readonly LabelPart[];
  /** What the block does on the robot. */
  description: string;
  /** For value blocks: the type of value returned. */
  output?: ValueType;
  ros?: RosMapping;
  /** For blocks that talk to a topic the author names (ROS category). */
  rosNote?: string;
  /** Nothing may be stacked under this block. */
  terminal?: boolean;
  /** Only valid inside a loop's statements. */
  insideLoop?: boolean;
  /** The block is a loop (for blocks marked insideLoop). */
  loop?: boolean;
};

export type Literal = string | number | boolean;

export type InputValue = Literal | BlockNode | BlockNode[];

/** One block of a program, as written in MDX. */
export type BlockNode = {
  block: string;
  inputs?: Record<string, InputValue>;
};

/** One stack, or several stacks side by side. */
export type Program = BlockNode[] | BlockNode[][];
