import {useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {rosInterfaces, type RosInterface} from '@site/src/data/rosInterfaces';
import {BLOCKS, CATEGORIES, blocksOf} from './catalog';
import type {BlockNode, BlockSpec, CategoryId, InputSpec, InputValue, LabelPart, Program} from './types';
import {validateProgram} from './validate';
import styles from './styles.module.css';

export type {BlockNode, Program} from './types';

type Props = {
  /** One stack (`[block, block]`) or several stacks (`[[block], [block]]`), checked against the catalogue. */
  program: Program;
  /** Caption under the drawing; also names the figure for screen readers. */
  title: string;
};

/** Draw missing inputs as labelled placeholders (used by the reference). */
type Mode = 'program' | 'template';

function colours(spec: BlockSpec): CSSProperties {
  return {'--sb-fill': CATEGORIES[spec.category].colour} as CSSProperties;
}

function inputsOf(spec: BlockSpec): InputSpec[] {
  return spec.label.filter((p): p is InputSpec => typeof p !== 'string');
}

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
    if (mode === 'program') return null; // an optional input left empty
    if (input.kind === 'boolean') return <span className={clsx(styles.socket, styles.socketBoolean)}>{input.name}</span>;
    if (input.kind === 'value') return <span className={styles.socket}>{input.name}</span>;
    if (input.kind === 'dropdown' || input.kind === 'variable') {
      return (
        <span className={clsx(styles.dropdown, styles.placeholder)}>
          {input.kind === 'dropdown' ? (input.options?.[0] ?? input.name) : input.name}
          <span className={styles.caret}>▾</span>
        </span>
      );
    }
    return <span className={clsx(styles.field, styles.placeholder)}>{input.name}</span>;
  }
  if (isNode(value)) return <Block node={value} mode={mode} />;
  if (typeof value === 'boolean') {
    return (
      <span className={clsx(styles.block, styles.boolean)} style={colours(BLOCKS.logic_boolean)}>
        <span className={styles.booleanFill}>
          <span className={styles.row}>{String(value)}</span>
        </span>
      </span>
    );
  }
  if (Array.isArray(value)) return null;
  if (input.kind === 'dropdown' || input.kind === 'variable') {
    return (
      <span className={clsx(styles.dropdown, input.kind === 'variable' && styles.variable)}>
        {value}
        <span className={styles.caret}>▾</span>
      </span>
    );
  }
  const numeric = typeof value === 'number';
  return (
    <span className={clsx(styles.field, numeric && styles.numberField)}>
      {literalText(value, input.kind === 'value')}
    </span>
  );
}

type Segment = {kind: 'row'; parts: LabelPart[]} | {kind: 'mouth'; input: InputSpec};

/** Splits a label into rows, cutting at each statements input (the mouths of a C block). */
function segments(spec: BlockSpec): Segment[] {
  const out: Segment[] = [];
  let row: LabelPart[] = [];
  for (const part of spec.label) {
    if (typeof part !== 'string' && part.kind === 'statements') {
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

function Block({node, mode}: {node: BlockNode; mode: Mode}): ReactNode {
  const spec = BLOCKS[node.block];
  const parts = segments(spec);
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
      className={clsx(styles.block, styles[spec.shape], spec.terminal && styles.terminal)}
      style={colours(spec)}
      data-block={node.block}
      data-shape={spec.shape}>
      {/* A clipped hexagon can't have a border, so conditions draw their edge with an inner fill. */}
      {spec.shape === 'boolean' ? <span className={styles.booleanFill}>{body}</span> : body}
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
      if (value === undefined || Array.isArray(value)) return '';
      if (isNode(value)) return `(${blockText(value)})`;
      if (typeof value === 'boolean') return String(value);
      return literalText(value, part.kind === 'value' || part.kind === 'text');
    })
    .filter((s) => s !== '')
    .join(' ');
}

function blockText(node: BlockNode): string {
  return inlineText(BLOCKS[node.block].label, node);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function OutlineItem({node}: {node: BlockNode}): ReactNode {
  const spec = BLOCKS[node.block];
  const parts = segments(spec);
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
  if (BLOCKS[first.block].shape !== 'hat') return <OutlineList nodes={nodes} />;
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
export default function StudioBlocks({program, title}: Props): ReactNode {
  const captionId = useId();
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error('StudioBlocks: give the figure a title, e.g. <StudioBlocks title="Say hello" program={[…]} />.');
  }
  const stacks = validateProgram(program);
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

// ---------------------------------------------------------------------------------------
// Reference: every block of a category with its inputs and ROS mapping.

const SHAPE_NAMES: Record<BlockSpec['shape'], string> = {
  hat: 'Event block (starts a stack)',
  statement: 'Statement block (stacks)',
  value: 'Value block (plugs into an input)',
  boolean: 'Condition block (plugs into a hexagonal input)',
};

const KIND_NAMES: Record<InputSpec['kind'], string> = {
  text: 'text field',
  number: 'number field',
  dropdown: 'dropdown',
  variable: 'variable name',
  value: 'value socket',
  boolean: 'condition socket',
  statements: 'blocks inside',
};

function templateText(spec: BlockSpec): string {
  return spec.label.map((p) => (typeof p === 'string' ? p : `[${p.name}]`)).join(' ');
}

function inputDetails(input: InputSpec): string {
  const bits = [KIND_NAMES[input.kind]];
  if (input.accepts && input.accepts !== 'any') bits.push(`takes ${input.accepts}`);
  if (input.min !== undefined && input.max !== undefined) bits.push(`${input.min} to ${input.max}`);
  else if (input.min !== undefined) bits.push(`at least ${input.min}`);
  if (input.optional) bits.push('optional');
  return bits.join(', ');
}

function RosLine({spec}: {spec: BlockSpec}): ReactNode {
  if (spec.ros) {
    const {name, kind} = spec.ros;
    const matches: RosInterface[] = rosInterfaces.filter((i) => i.name === name && i.kind === kind);
    const types = [...new Set(matches.map((m) => m.type))];
    const group = matches[0]?.group;
    return (
      <>
        <code>{name}</code> {kind}
        {types.length > 0 && (
          <>
            {' '}
            ({types.map((t, i) => (
              <span key={t}>
                {i > 0 && ' or '}
                <code>{t}</code>
              </span>
            ))})
          </>
        )}
        {group && (
          <>
            {' '}
            — <Link to={`/docs/api_ros#${group}`}>ROS API</Link>
          </>
        )}
      </>
    );
  }
  return <>{spec.rosNote ?? 'None: the block runs inside the program.'}</>;
}

type ReferenceProps = {category: CategoryId};

/** Every block of one category, drawn with its description, inputs and ROS mapping. */
export function BlockCategoryReference({category}: ReferenceProps): ReactNode {
  const meta = CATEGORIES[category];
  if (!meta) {
    throw new Error(
      `BlockCategoryReference: unknown category "${String(category)}". Use one of ${Object.keys(CATEGORIES).join(', ')}.`,
    );
  }
  return (
    <div className={clsx(styles.theme, styles.reference)}>
      {blocksOf(category).map(([id, spec]) => {
        const inputs = inputsOf(spec);
        return (
          <article key={id} id={`block-${id}`} className={styles.refItem} aria-labelledby={`block-${id}-name`}>
            <div className={styles.refDrawing} aria-hidden="true">
              <Block node={{block: id}} mode="template" />
            </div>
            <p className={styles.refName} id={`block-${id}-name`}>
              <code>{id}</code>
              <span className={styles.visuallyHidden}>{`(${templateText(spec)})`}</span>
              <span className={styles.refShape}>{SHAPE_NAMES[spec.shape]}</span>
            </p>
            <p className={styles.refText}>{spec.description}</p>
            <dl className={styles.refFacts}>
              {inputs.length > 0 && (
                <>
                  <dt>Inputs</dt>
                  <dd>
                    <ul>
                      {inputs.map((input) => (
                        <li key={input.name}>
                          <code>{input.name}</code> ({inputDetails(input)}): {input.help}
                          {input.options && input.kind === 'dropdown' && (
                            <>
                              {' '}
                              {input.editable ? 'Suggestions' : 'Options'}:{' '}
                              {input.options.map((o, i) => (
                                <span key={o}>
                                  {i > 0 && ', '}
                                  <code>{o}</code>
                                </span>
                              ))}
                              .
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
              {spec.output && (
                <>
                  <dt>Gives</dt>
                  <dd>{spec.output === 'any' ? 'any value' : spec.output}</dd>
                </>
              )}
              <dt>ROS</dt>
              <dd>
                <RosLine spec={spec} />
              </dd>
            </dl>
          </article>
        );
      })}
    </div>
  );
}
