import {useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {BLOCKS, expandLabel, hueColour, inputsOf as catalogInputsOf} from './catalog';
import type {BlockNode, BlockSpec, InputSpec, InputValue, Program} from './types';
import {validateProgram} from './validate';
import styles from './styles.module.css';

export type {BlockNode, Program} from './types';

type Props = {
  /** One stack (`[block, block]`) or several stacks (`[[block], [block]]`), checked against the catalogue. */
  program: Program;
  /** Caption under the drawing; also names the figure for screen readers. */
  title: string;
  /** The drawing shows part of a game (no Start block required). */
  fragment?: boolean;
};

type LabelPart = string | InputSpec;

const BR = '\n';

/** Draw missing inputs as labelled placeholders (used by the reference). */
type Mode = 'program' | 'template';

function colours(spec: BlockSpec): CSSProperties {
  return {'--sb-fill': hueColour(spec.hue)} as CSSProperties;
}

export function inputsOf(spec: BlockSpec): InputSpec[] {
  return catalogInputsOf(spec, {}, true);
}

function optionLabel(input: InputSpec, value: string | number): string {
  const option = input.options?.find((o) => o.value === String(value));
  return option ? option.label || ' ' : String(value);
}

const SHAPE_CLASS: Record<BlockSpec['shape'], string> = {
  start: 'hat',
  definition: 'hat',
  statement: 'statement',
  value: 'value',
  boolean: 'value',
};

function isNode(value: unknown): value is BlockNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function literalText(value: string | number, quoted: boolean): string {
  return quoted && typeof value === 'string' ? `“${value}”` : String(value);
}

// ---------------------------------------------------------------------------------------
// Drawing (aria-hidden): coloured blocks with notches, C-shaped mouths and inline fields.

function Field({input, value, mode}: {input: InputSpec; value: InputValue | undefined; mode: Mode}): ReactNode {
  if (value === undefined) {
    if (input.default !== undefined && input.kind === 'dropdown') {
      return (
        <span className={styles.dropdown}>
          {optionLabel(input, input.default)}
          <span className={styles.caret}>▾</span>
        </span>
      );
    }
    if (mode === 'program') return null; // an optional input left empty
    if (input.kind === 'value') return <span className={styles.socket}>{input.name}</span>;
    if (input.kind === 'dropdown' || input.kind === 'variable' || input.kind === 'item') {
      return (
        <span className={clsx(styles.dropdown, styles.placeholder)}>
          {input.kind === 'dropdown' || input.kind === 'item' ? (input.options?.[0]?.label ?? input.name) : input.name}
          <span className={styles.caret}>▾</span>
        </span>
      );
    }
    return <span className={clsx(styles.field, styles.placeholder)}>{input.name}</span>;
  }
  if (isNode(value)) return <Block node={value} mode={mode} />;
  if (typeof value === 'boolean') {
    return (
      <span className={clsx(styles.block, styles.value)} style={colours(BLOCKS.logic_boolean)}>
        <span className={styles.row}>{String(value)}</span>
      </span>
    );
  }
  if (Array.isArray(value)) {
    if (input.kind !== 'params' || value.length === 0) return null;
    return <span className={styles.word}>{`with: ${value.join(', ')}`}</span>;
  }
  if (input.kind === 'item') return <span className={styles.word}>{optionLabel(input, value as string)}</span>;
  if (input.kind === 'dropdown' || input.kind === 'variable') {
    return (
      <span className={clsx(styles.dropdown, input.kind === 'variable' && styles.variable)}>
        {input.kind === 'dropdown' ? optionLabel(input, value as string) : value}
        <span className={styles.caret}>▾</span>
      </span>
    );
  }
  const numeric = typeof value === 'number';
  if (input.kind === 'value') {
    const spec = BLOCKS[numeric ? 'math_number' : 'text'];
    return (
      <span className={clsx(styles.block, styles.value)} style={colours(spec)}>
        <span className={styles.row}>
          <span className={clsx(styles.field, numeric && styles.numberField)}>{literalText(value as string | number, !numeric)}</span>
        </span>
      </span>
    );
  }
  return <span className={clsx(styles.field, numeric && styles.numberField)}>{literalText(value as string | number, false)}</span>;
}

type Segment = {kind: 'row'; parts: LabelPart[]} | {kind: 'mouth'; input: InputSpec};

/** Splits a label into rows, cutting at each row break and each statements input (the mouths of a C block). */
function segments(spec: BlockSpec, node: BlockNode, mode: Mode): Segment[] {
  const out: Segment[] = [];
  let row: LabelPart[] = [];
  for (const part of expandLabel(spec, node.inputs ?? {}, mode === 'template')) {
    if (part === BR) {
      if (row.length > 0) out.push({kind: 'row', parts: row});
      row = [];
    } else if (typeof part !== 'string' && part.kind === 'statements') {
      out.push({kind: 'row', parts: row}, {kind: 'mouth', input: part});
      row = [];
    } else {
      row.push(part);
    }
  }
  if (row.length > 0 || out.length === 0) out.push({kind: 'row', parts: row});
  return out;
}

function Row({parts, node, mode}: {parts: LabelPart[]; node: BlockNode; mode: Mode}): ReactNode {
  return (
    <span className={styles.row}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i} className={styles.word}>
            {part}
          </span>
        ) : (
          <Field key={i} input={part} value={node.inputs?.[part.name]} mode={mode} />
        ),
      )}
    </span>
  );
}

export function Block({node, mode}: {node: BlockNode; mode: Mode}): ReactNode {
  const spec = BLOCKS[node.block];
  const parts = segments(spec, node, mode);
  const endsInMouth = parts[parts.length - 1].kind === 'mouth';
  const body = parts.map((segment, i) => {
    if (segment.kind === 'row') return <Row key={i} parts={segment.parts} node={node} mode={mode} />;
    const value = node.inputs?.[segment.input.name];
    return (
      <span key={i} className={styles.mouth}>
        <span className={styles.arm} />
        <span className={styles.slot} data-input={segment.input.name}>
          {Array.isArray(value) && value.length > 0 && <Stack nodes={value} mode={mode} />}
        </span>
      </span>
    );
  });
  return (
    <span
      className={clsx(styles.block, styles[SHAPE_CLASS[spec.shape]], spec.terminal && styles.terminal)}
      style={colours(spec)}
      data-block={node.block}
      data-shape={spec.shape}>
      {body}
      {endsInMouth && <span className={styles.foot} />}
    </span>
  );
}

function Stack({nodes, mode}: {nodes: BlockNode[]; mode: Mode}): ReactNode {
  return (
    <span className={styles.stack}>
      {nodes.map((node, i) => (
        <Block key={i} node={node} mode={mode} />
      ))}
    </span>
  );
}

// ---------------------------------------------------------------------------------------
// Text outline for screen readers: the same program as nested lists.

/** One line of text for a block's label up to its first mouth, or for a whole value block. */
function inlineText(parts: readonly LabelPart[], node: BlockNode): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = node.inputs?.[part.name];
      if (value === undefined) {
        return part.default !== undefined && part.kind === 'dropdown' ? optionLabel(part, part.default) : '';
      }
      if (Array.isArray(value)) return part.kind === 'params' && value.length ? `with: ${value.join(', ')}` : '';
      if (isNode(value)) return `(${blockText(value)})`;
      if (typeof value === 'boolean') return String(value);
      if (part.kind === 'dropdown' || part.kind === 'item') return optionLabel(part, value as string);
      return literalText(value as string | number, part.kind === 'value' || part.kind === 'text');
    })
    .filter((s) => s !== '')
    .join(' ');
}

function blockText(node: BlockNode): string {
  return inlineText(
    expandLabel(BLOCKS[node.block], node.inputs ?? {}).filter((p) => p !== BR),
    node,
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function OutlineItem({node}: {node: BlockNode}): ReactNode {
  const spec = BLOCKS[node.block];
  const parts = segments(spec, node, 'program');
  return (
    <li>
      {parts.map((segment, i) => {
        if (segment.kind === 'row') {
          const text = inlineText(segment.parts, node);
          const beforeMouth = parts[i + 1]?.kind === 'mouth';
          if (!text) return null;
          return <span key={i}>{`${i === 0 ? capitalise(text) : ` ${text}`}${beforeMouth ? ':' : ''}`}</span>;
        }
        const value = node.inputs?.[segment.input.name];
        return Array.isArray(value) && value.length > 0 ? (
          <OutlineList key={i} nodes={value} />
        ) : (
          <span key={i}> (no blocks)</span>
        );
      })}
    </li>
  );
}

function OutlineList({nodes}: {nodes: BlockNode[]}): ReactNode {
  return (
    <ol>
      {nodes.map((node, i) => (
        <OutlineItem key={i} node={node} />
      ))}
    </ol>
  );
}

function OutlineStack({nodes}: {nodes: BlockNode[]}): ReactNode {
  const [first, ...rest] = nodes;
  if (SHAPE_CLASS[BLOCKS[first.block].shape] !== 'hat') return <OutlineList nodes={nodes} />;
  return (
    <>
      <p>{`${capitalise(blockText(first))}:`}</p>
      {rest.length > 0 ? <OutlineList nodes={rest} /> : <p>(no blocks)</p>}
    </>
  );
}

/**
 * Draws a QTrobot Studio block program from a typed description, with a text outline of
 * the same program for screen readers. Invalid programs throw at build time.
 */
export default function StudioBlocks({program, title, fragment}: Props): ReactNode {
  const captionId = useId();
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error('StudioBlocks: give the figure a title, e.g. <StudioBlocks title="Say hello" program={[…]} />.');
  }
  const stacks = validateProgram(program, {fragment});
  const count = stacks.length;
  return (
    <figure className={clsx(styles.theme, styles.figure)}>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <div className={styles.canvas} aria-hidden="true">
          {stacks.map((stack, i) => (
            <Stack key={i} nodes={stack} mode="program" />
          ))}
        </div>
        {/* data-search-exclude: the search index skips this mirror of the drawing; the steps describe the blocks. */}
        <div className={styles.visuallyHidden} data-testid="studio-blocks-outline" data-search-exclude="">
          {count === 1 ? (
            <OutlineStack nodes={stacks[0]} />
          ) : (
            <ul>
              {stacks.map((stack, i) => (
                <li key={i}>
                  <p>{`Stack ${i + 1} of ${count}`}</p>
                  <OutlineStack nodes={stack} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
    </figure>
  );
}
