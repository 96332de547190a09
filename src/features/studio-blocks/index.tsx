import {useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {BLOCKS, expandLabel, inputsOf as catalogInputsOf, itemName} from './catalog';
import Drawing from './svg/Drawing';
import {programKey} from './svg/key';
import {isNode, type BlockNode, type BlockSpec, type InputSpec, type Program} from './types';
import type {PlaygroundProps} from './playground/Playground';
import {validateProgram} from './validate';
import styles from './styles.module.css';

export type {BlockNode, Program} from './types';

type Props = {
  /** One stack (`[block, block]`) or several stacks (`[[block], [block]]`), checked against the catalogue (FORMAT.md). */
  program: Program;
  /** Caption under the drawing; also names the figure for screen readers. */
  title: string;
  /** The drawing shows part of a game: no Start block is required. */
  fragment?: boolean;
};

/** The inputs of a block as the reference lists them (repeated ones as many times as its drawing shows). */
export function inputsOf(spec: BlockSpec): InputSpec[] {
  return catalogInputsOf(spec, {}, true);
}

/** What a dropdown or item shows for a stored value. */
function optionLabel(input: InputSpec, value: string | number): string {
  const option = input.options?.find((o) => o.value === String(value));
  return option ? option.label : String(value);
}

// ---------------------------------------------------------------------------------------
// Text version for screen readers (and the search index's and llms.txt's Markdown): the program
// as numbered steps, nested where blocks hold other blocks.

type Segment = {kind: 'row'; parts: (string | InputSpec)[]} | {kind: 'mouth'; input: InputSpec};

/** Splits a block's label into its text before each mouth, and the mouths. */
function segments(node: BlockNode): Segment[] {
  const out: Segment[] = [];
  let row: (string | InputSpec)[] = [];
  for (const part of expandLabel(BLOCKS[node.block], node.inputs ?? {})) {
    if (part === '\n') continue;
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

const ITEM_WORDS: Record<string, string> = {lfr_faces: 'face: ', lfr_gestures: 'gesture: ', lfr_audios: 'sound: '};

function quoted(text: string): string {
  return `“${text}”`;
}

/** One value: a literal, or a block in brackets. */
function valueText(value: unknown): string {
  if (isNode(value)) return `(${blockText(value)})`;
  if (typeof value === 'string') return quoted(value);
  return String(value);
}

/** What one input says, or '' when it is empty. */
function inputText(part: InputSpec, node: BlockNode): string {
  const value = node.inputs?.[part.name];
  switch (part.kind) {
    case 'dropdown': {
      const v = value ?? part.default;
      return v === undefined ? '' : optionLabel(part, v as string);
    }
    case 'item':
      return typeof value === 'string' ? `${ITEM_WORDS[node.block] ?? ''}${itemName(value)}` : '';
    case 'params':
      return Array.isArray(value) && value.length ? `with: ${value.join(', ')}` : '';
    case 'variable':
      return typeof value === 'string' ? value : '';
    case 'number':
      return typeof value === 'number' ? String(value) : part.default !== undefined ? String(part.default) : '';
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') return '';
      return part.name === 'NAME' && BLOCKS[node.block].category === 'function' ? value : quoted(value);
    case 'value':
      return value === undefined ? '' : valueText(value);
    default:
      return '';
  }
}

/**
 * The words of a label, typed values in quotes and value blocks in brackets. Words that only
 * introduce inputs left empty are left out ("QTrobot shows" before an empty face).
 */
function inlineText(parts: readonly (string | InputSpec)[], node: BlockNode): string {
  const groups: {word: string; values: string[]; inputs: number}[] = [{word: '', values: [], inputs: 0}];
  for (const part of parts) {
    if (typeof part === 'string') {
      groups.push({word: part.replace(/\s+/g, ' ').trim(), values: [], inputs: 0});
      continue;
    }
    const group = groups[groups.length - 1];
    group.inputs += 1;
    const text = inputText(part, node);
    if (text) group.values.push(text);
  }
  return groups
    .filter((g) => g.inputs === 0 || g.values.length > 0)
    .map((g) => [g.word, ...g.values].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(' ');
}

/** Function calls read "call …", as Blockly shows only the function's name. */
function callWord(node: BlockNode): string {
  return node.block === 'procedures_callnoreturn' || node.block === 'procedures_callreturn' ? 'call ' : '';
}

function blockText(node: BlockNode): string {
  return (
    callWord(node) +
    inlineText(
      expandLabel(BLOCKS[node.block], node.inputs ?? {}).filter((p) => p !== '\n'),
      node,
    )
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function OutlineItem({node}: {node: BlockNode}): ReactNode {
  const parts = segments(node);
  return (
    <li>
      {parts.map((segment, i) => {
        if (segment.kind === 'row') {
          const text = (i === 0 ? callWord(node) : '') + inlineText(segment.parts, node);
          if (!text) return null;
          return (
            <span
              key={i}
            >{`${i === 0 ? capitalise(text) : ` ${text}`}${parts[i + 1]?.kind === 'mouth' && !(parts[i + 1] as {input: InputSpec}).input.before && !text.endsWith(':') ? ':' : ''}`}</span>
          );
        }
        const value = node.inputs?.[segment.input.name];
        const word = segment.input.before ? ` ${segment.input.before}:` : '';
        return Array.isArray(value) && value.length > 0 ? (
          <span key={i}>
            {word}
            <OutlineList nodes={value as BlockNode[]} />
          </span>
        ) : (
          <span key={i}>{`${word} (no blocks)`}</span>
        );
      })}
    </li>
  );
}

function OutlineList({nodes}: {nodes: readonly BlockNode[]}): ReactNode {
  return (
    <ol>
      {nodes.map((node, i) => (
        <OutlineItem key={i} node={node} />
      ))}
    </ol>
  );
}

function OutlineStack({nodes}: {nodes: readonly BlockNode[]}): ReactNode {
  const [first, ...rest] = nodes;
  const shape = BLOCKS[first.block].shape;
  if (shape !== 'start' && shape !== 'definition') return <OutlineList nodes={nodes} />;
  if (shape === 'definition') {
    const body = (first.inputs?.STACK ?? []) as BlockNode[];
    const returns = first.inputs?.RETURN;
    return (
      <>
        <p>{`Function ${blockText({block: first.block, inputs: {NAME: first.inputs?.NAME ?? '', PARAMS: first.inputs?.PARAMS ?? []}})}:`}</p>
        {body.length > 0 ? <OutlineList nodes={body} /> : <p>(no blocks)</p>}
        {returns !== undefined && <p>{`Return ${valueText(returns)}.`}</p>}
      </>
    );
  }
  // A Start block with nothing under it yet (a tutorial's first step) is read as a one-step list.
  if (rest.length === 0) return <OutlineList nodes={nodes} />;
  return (
    <>
      <p>{`${capitalise(blockText(first))}:`}</p>
      <OutlineList nodes={rest} />
    </>
  );
}

let loadingPlayground: Promise<ComponentType<PlaygroundProps>> | undefined;

/** The playground's chunk (Blockly and ./playground/), fetched on the first click of an Open button. */
function loadPlayground(): Promise<ComponentType<PlaygroundProps>> {
  loadingPlayground ??= import(/* webpackChunkName: "studio-playground" */ './playground/Playground').then(
    (m) => m.default,
    (error: unknown) => {
      loadingPlayground = undefined;
      throw error;
    },
  );
  return loadingPlayground;
}

/**
 * "Open … in the playground" under a drawing, and the playground once the reader clicks it: Blockly
 * is fetched then, never with the page.
 */
function PlaygroundOpener({title, stacks}: {title: string; stacks: PlaygroundProps['stacks']}): ReactNode {
  const [Playground, setPlayground] = useState<ComponentType<PlaygroundProps> | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const open = (): void => {
    setState('loading');
    loadPlayground().then(
      (component) => {
        setPlayground(() => component);
        setState('open');
      },
      () => setState('failed'),
    );
  };
  const close = (): void => {
    setState('closed');
    // The button is back once React has rendered the closed state.
    requestAnimationFrame(() => button.current?.focus());
  };
  if (state === 'open' && Playground) return <Playground title={title} stacks={stacks} onClose={close} />;
  return (
    <p className={styles.opener}>
      <button ref={button} type="button" className="button button--sm button--outline button--primary" onClick={open} disabled={state === 'loading'}>
        {`Open ${title} in the playground`}
      </button>
      {state === 'failed' && <span role="alert">{' The playground could not be loaded; check the connection and try again.'}</span>}
    </p>
  );
}

/**
 * Shows a QTrobot Studio program as Studio draws it (an SVG Blockly drew ahead of time, ./svg/), with
 * the same program as numbered steps for screen readers. Invalid programs throw at build time.
 */
export default function StudioBlocks({program, title, fragment}: Props): ReactNode {
  const captionId = useId();
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error('StudioBlocks: give the figure a title, e.g. <StudioBlocks title="Say hello" program={[…]} />.');
  }
  const stacks = validateProgram(program, {fragment});
  const count = stacks.length;
  return (
    <>
      <figure className={clsx(styles.theme, styles.figure)}>
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <div className={styles.canvas} aria-hidden="true">
            <Drawing drawing={programKey(stacks)} className={styles.svg} />
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
      <PlaygroundOpener title={title} stacks={stacks} />
    </>
  );
}
