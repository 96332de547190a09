/**
 * Draws Studio blocks as SVG, the way Blockly (the "geras" look of QTrobot Studio) shows them:
 * coloured bodies with white labels, light rounded fields, dropdowns with ▾, puzzle-tab sockets,
 * statement notches, C-shaped mouths, and a flat top with nothing above it on the Start block and on function
 * definitions: the Blockly of 2020 that LuxAI's docs embed draws no rounded "hat" on them.
 * Everything is measured here, when the page is rendered (at build time); text widths come from
 * Arial/Helvetica metrics (Liberation Sans has the same), so no browser measurement is needed.
 */
import type {ReactNode} from 'react';
import {BLOCKS, expandLabel, hueColour, isRepeat, itemName} from './catalog';
import {isNode, type BlockNode, type BlockSpec, type InputSpec, type InputValue} from './types';

export type Mode = 'program' | 'template';

// Blockly's geometry (geras renderer), in px.
const FONT = 13;
const PAD = 8; // inside a block, left and right
const GAP = 5; // between items of a row
const ROW_MIN = 30;
const FIELD_H = 20;
const FIELD_PAD = 5;
const EMPTY_FIELD_W = 36;
const TAB_W = 8; // puzzle tab
const TAB_TOP = 5;
const TAB_H = 15;
const NOTCH_X = 15; // statement notch: offset, width, depth
const NOTCH_W = 15;
const NOTCH_D = 4;
const CORNER = 8;
const ARM_MIN = 16; // left arm of a C-shaped block
const MOUTH_MIN_W = 40;
const MOUTH_EMPTY_H = 24;
const C_FOOT = 12; // bottom bar of a C-shaped block
export const STACK_GAP = 40;

const FONT_FAMILY = 'Helvetica, Arial, "Liberation Sans", sans-serif';

// Advance widths of Helvetica/Arial in 1/1000 em.
const WIDTHS: Record<string, number> = {};
function setWidths(chars: string, width: number): void {
  for (const c of chars) WIDTHS[c] = width;
}
setWidths('abdeghnopqu0123456789_$#?', 556);
setWidths('cksvxyz', 500);
setWidths('fjt/[]:;.,! ', 278);
setWidths('il|', 222);
setWidths('r-()', 333);
setWidths('m', 833);
setWidths('w', 722);
setWidths('ABEKPSVXY', 667);
setWidths('CDHNRUw', 722);
setWidths('FTZ', 611);
setWidths('GOQ', 778);
setWidths('IJ', 278);
WIDTHS.J = 500;
WIDTHS.L = 556;
setWidths('M', 833);
setWidths('W', 944);
setWidths('=<>≠≤≥+~×', 584);
setWidths('“”"', 355);
setWidths("‘’'", 191);
setWidths('{}', 334);
setWidths('*', 389);
setWidths('%', 889);
setWidths('&', 667);
setWidths('@', 1015);
setWidths('…', 1000);
setWidths('▾', 600);
setWidths('−–', 556);

/** Width in px of `text` at `size` px. */
export function textWidth(text: string, size = FONT): number {
  let sum = 0;
  for (const c of text) sum += WIDTHS[c] ?? 600;
  return (sum * size) / 1000;
}

function darker(hex: string, factor = 0.7): string {
  const c = (i: number) =>
    Math.round(parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${c(0)}${c(1)}${c(2)}`;
}

/** What a dropdown or item shows for a stored value. */
export function optionLabel(input: InputSpec, value: string | number): string {
  const option = input.options?.find((o) => o.value === String(value));
  return option ? option.label : String(value);
}

/** Something drawn: its size, and how to draw it at a position. */
type Drawn = {
  /** Body width (a value block's tab sticks out TAB_W to the left of it). */
  w: number;
  /** Height without the bottom tab: the next block of a stack starts here. */
  h: number;
  /** Width including what sticks out to the right (blocks in outside sockets). */
  extent: number;
  render: (x: number, y: number, key: string) => ReactNode;
};

type Item = {w: number; h: number; render: (x: number, yMid: number, key: string) => ReactNode};

const EMPTY_NODE = {};

function label(text: string): Item {
  const w = textWidth(text);
  return {
    w,
    h: FONT,
    render: (x, yMid, key) => (
      <text key={key} x={x} y={yMid} dominantBaseline="central" fill="#fff" xmlSpace="preserve">
        {text}
      </text>
    ),
  };
}

/** A light rounded field: typed text or number, or a dropdown (with ▾). */
function field(text: string, dropdown: boolean): Item {
  const shown = dropdown ? `${text} ▾` : text;
  const w = shown.trim() === '' ? EMPTY_FIELD_W : textWidth(shown) + 2 * FIELD_PAD;
  return {
    w,
    h: FIELD_H,
    render: (x, yMid, key) => (
      <g key={key}>
        <rect x={x} y={yMid - FIELD_H / 2} width={w} height={FIELD_H} rx={4} ry={4} fill="#fff" fillOpacity={0.9} />
        <text x={x + FIELD_PAD} y={yMid} dominantBaseline="central" fill="#222" xmlSpace="preserve">
          {shown}
        </text>
      </g>
    ),
  };
}

/** The puzzle tab's outline going down (socket edges) and up (a value block's left edge), from Blockly. */
const TAB_DOWN = `c 0,10 -${TAB_W},-8 -${TAB_W},7.5 s ${TAB_W},-2.5 ${TAB_W},7.5`;
const TAB_UP = `c 0,-10 -${TAB_W},8 -${TAB_W},-7.5 s ${TAB_W},2.5 ${TAB_W},-7.5`;

/** An empty socket inside a row: a hole in the block with the tab's shape on its left. */
function emptyInlineSocket(placeholder?: string): Item {
  const inner = placeholder ? textWidth(placeholder, 11) + 8 : 14;
  const w = TAB_W + inner;
  const h = 22;
  return {
    w,
    h,
    render: (x, yMid, key) => {
      const top = yMid - h / 2;
      const d = `M ${x + TAB_W},${top} h ${inner} v ${h} h -${inner} V ${top + TAB_TOP + TAB_H} ${TAB_UP} Z`;
      return (
        <g key={key}>
          <path d={d} fill="#fff" fillOpacity={0.55} />
          {placeholder && (
            <text x={x + TAB_W + 4} y={yMid} dominantBaseline="central" fill="#fff" fontSize={11}>
              {placeholder}
            </text>
          )}
        </g>
      );
    },
  };
}

/** A literal written straight into a socket, drawn as Blockly's number, text or true/false block. */
function literalNode(value: string | number | boolean): BlockNode {
  if (typeof value === 'number') return {block: 'math_number', inputs: {NUM: value}};
  if (typeof value === 'boolean') return {block: 'logic_boolean', inputs: {BOOL: value ? 'TRUE' : 'FALSE'}};
  return {block: 'text', inputs: {TEXT: value}};
}

function childOf(value: InputValue | undefined): BlockNode | undefined {
  if (value === undefined || Array.isArray(value)) return undefined;
  return isNode(value) ? value : literalNode(value as string | number | boolean);
}

/** A filled socket inside a row: the child block, its tab in the socket. */
function inlineChild(child: Drawn): Item {
  return {
    w: child.extent + TAB_W,
    h: child.h,
    render: (x, yMid, key) => child.render(x + TAB_W, yMid - child.h / 2, key),
  };
}

function fieldItem(input: InputSpec, value: InputValue | undefined, mode: Mode, spec: BlockSpec): Item | null {
  switch (input.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value : mode === 'template' && !input.optional ? input.name : '';
      // Blockly draws a call's function name as a label.
      if (spec.shape !== 'definition' && input.name === 'NAME' && spec.category === 'function') return label(text);
      return field(text, false);
    }
    case 'number': {
      const shown = typeof value === 'number' ? String(value) : input.default !== undefined ? String(input.default) : mode === 'template' ? input.name : '';
      return field(shown, false);
    }
    case 'dropdown': {
      const v = typeof value === 'string' || typeof value === 'number' ? value : (input.default ?? input.options?.[0]?.value ?? '');
      return field(optionLabel(input, v), true);
    }
    case 'variable':
      return field(typeof value === 'string' ? value : mode === 'template' ? 'item' : '', true);
    case 'item':
      return label(itemName(typeof value === 'string' ? value : (input.example ?? input.name)));
    case 'params':
      return Array.isArray(value) && value.length > 0 ? label(`with: ${(value as readonly unknown[]).join(', ')}`) : null;
    default:
      return null;
  }
}

type RowLayout = {kind: 'row'; items: Item[]; h: number; contentW: number; outside?: Drawn | 'empty'};
type MouthLayout = {kind: 'mouth'; name: string; word?: string; stack?: Drawn; h: number};
type NoteLayout = {kind: 'note'; text: string; h: number; contentW: number};

/** Lays out a block's rows: label words, fields, sockets (inside the row or on the right edge) and mouths. */
function layoutRows(node: BlockNode, spec: BlockSpec, mode: Mode): (RowLayout | MouthLayout | NoteLayout)[] {
  const inputs = node.inputs ?? {};
  const parts = expandLabel(spec, inputs, mode === 'template');
  const rows: (RowLayout | MouthLayout | NoteLayout)[] = [];
  let items: Item[] = [];
  const endRow = (outside?: Drawn | 'empty') => {
    if (items.length === 0 && outside === undefined) return;
    const contentW = items.reduce((sum, it) => sum + it.w, 0) + GAP * Math.max(0, items.length - 1);
    const h = Math.max(ROW_MIN, ...items.map((it) => it.h + 8), outside && outside !== 'empty' ? outside.h : 0);
    rows.push({kind: 'row', items, h, contentW, outside});
    items = [];
  };
  for (const part of parts) {
    if (part === '\n') {
      endRow();
      continue;
    }
    if (typeof part === 'string') {
      items.push(label(part));
      continue;
    }
    const value = inputs[part.name];
    if (part.kind === 'statements') {
      endRow();
      // Blockly leaves a bar between two mouths that follow each other (Random's branches).
      if (rows[rows.length - 1]?.kind === 'mouth') rows.push({kind: 'row', items: [], h: 10, contentW: 0});
      const stack = Array.isArray(value) && value.length > 0 ? layoutStack(value as BlockNode[], mode) : undefined;
      rows.push({kind: 'mouth', name: part.name, word: part.before, stack, h: Math.max(MOUTH_EMPTY_H, stack?.h ?? 0)});
      continue;
    }
    if (part.kind === 'value') {
      const child = childOf(value);
      const drawn = child ? layoutBlock(child, mode) : undefined;
      if (spec.inline) {
        items.push(drawn ? inlineChild(drawn) : emptyInlineSocket(mode === 'template' ? part.name : undefined));
      } else {
        if (mode === 'template' && !drawn) items.push(label(`‹${part.name}›`));
        endRow(drawn ?? 'empty');
      }
      continue;
    }
    const item = fieldItem(part, value, mode, spec);
    if (item) items.push(item);
  }
  endRow();
  // Studio always shows all of Select's (or the tablet's) choices; the drawing shows the ones used.
  for (const part of spec.label) {
    if (isRepeat(part) && part.fixed && mode === 'program') {
      const used = expandLabel(spec, inputs).filter((p) => typeof p !== 'string' && p.name.startsWith('NOTE')).length;
      if (used < part.fixed) {
        const text = `(choices ${used + 1}–${part.fixed} left empty)`;
        rows.push({kind: 'note', text, h: 20, contentW: textWidth(text, 11)});
      }
    }
  }
  return rows;
}

function outline(spec: BlockSpec, rows: (RowLayout | MouthLayout | NoteLayout)[], w: number, arm: number): {d: string; h: number} {
  const hasPrevious = spec.shape === 'statement';
  const hasNext = (spec.shape === 'statement' && !spec.terminal) || spec.shape === 'start';
  const isValue = spec.shape === 'value' || spec.shape === 'boolean';
  let d = `M 0,${CORNER} a ${CORNER},${CORNER} 0 0 1 ${CORNER},-${CORNER}`;
  if (hasPrevious) d += ` H ${NOTCH_X} l 6,${NOTCH_D} h 3 l 6,-${NOTCH_D}`;
  d += ` H ${w}`;
  let y = 0;
  rows.forEach((row, i) => {
    if (row.kind === 'mouth') {
      d += ` H ${arm + NOTCH_X + NOTCH_W} l -6,${NOTCH_D} h -3 l -6,-${NOTCH_D} H ${arm} V ${y + row.h} H ${w}`;
      y += row.h;
      if (i === rows.length - 1) {
        d += ` V ${y + C_FOOT}`;
        y += C_FOOT;
      }
      return;
    }
    if (row.kind === 'row' && row.outside !== undefined) d += ` V ${y + TAB_TOP} ${TAB_DOWN}`;
    d += ` V ${y + row.h}`;
    y += row.h;
  });
  if (hasNext) d += ` H ${NOTCH_X + NOTCH_W} l -6,${NOTCH_D} h -3 l -6,-${NOTCH_D}`;
  d += ` H ${CORNER} a ${CORNER},${CORNER} 0 0 1 -${CORNER},-${CORNER}`;
  if (isValue) d += ` V ${TAB_TOP + TAB_H} ${TAB_UP}`;
  d += ' Z';
  return {d, h: y};
}

/** Lays out one block and everything inside it. */
export function layoutBlock(node: BlockNode, mode: Mode): Drawn {
  const spec = BLOCKS[node.block];
  const rows = layoutRows(node, spec, mode);
  const words = rows.map((r) => (r.kind === 'mouth' && r.word ? textWidth(r.word) + 2 * PAD : 0));
  const arm = Math.max(ARM_MIN, ...words);
  let w = 0;
  for (const row of rows) {
    if (row.kind === 'mouth') w = Math.max(w, arm + Math.max(MOUTH_MIN_W, NOTCH_X + NOTCH_W + 10));
    else w = Math.max(w, row.contentW + 2 * PAD + (row.kind === 'row' && row.outside !== undefined ? TAB_W + 6 : 0));
  }
  const {d, h} = outline(spec, rows, w, arm);
  let extent = w;
  for (const row of rows) {
    if (row.kind === 'row' && row.outside && row.outside !== 'empty') extent = Math.max(extent, w + row.outside.extent);
    if (row.kind === 'mouth' && row.stack) extent = Math.max(extent, arm + row.stack.extent);
  }
  const fill = hueColour(spec.hue);
  return {
    w,
    h,
    extent,
    render: (x, y0, key) => {
      const children: ReactNode[] = [];
      let top = y0;
      rows.forEach((row, i) => {
        const k = `${key}.${i}`;
        if (row.kind === 'mouth') {
          if (row.word) children.push(label(row.word).render(x + PAD, top + Math.min(row.h, ROW_MIN) / 2, `${k}w`));
          children.push(
            <g key={`${k}s`} data-input={row.name}>
              {row.stack?.render(x + arm, top, `${k}s`)}
            </g>,
          );
        } else if (row.kind === 'note') {
          children.push(
            <text key={k} x={x + PAD} y={top + row.h / 2} dominantBaseline="central" fill="#fff" fontSize={11} fontStyle="italic">
              {row.text}
            </text>,
          );
        } else {
          const mid = top + Math.min(row.h, Math.max(ROW_MIN, ...row.items.map((it) => it.h + 8))) / 2;
          let cx = x + PAD;
          row.items.forEach((item, j) => {
            children.push(item.render(cx, mid, `${k}.${j}`));
            cx += item.w + GAP;
          });
          if (row.outside && row.outside !== 'empty') children.push(row.outside.render(x + w, top, `${k}o`));
        }
        top += row.h;
      });
      return (
        <g key={key} data-block={node.block} data-shape={spec.shape}>
          <path d={d} transform={`translate(${x},${y0})`} fill={fill} stroke={darker(fill)} strokeWidth={1} />
          {children}
        </g>
      );
    },
  };
}

/** Lays out blocks stacked one under the other. */
export function layoutStack(nodes: readonly BlockNode[], mode: Mode): Drawn {
  const blocks = nodes.map((n) => layoutBlock(n, mode));
  const h = blocks.reduce((sum, b) => sum + b.h, 0);
  return {
    w: Math.max(...blocks.map((b) => b.w)),
    h,
    extent: Math.max(...blocks.map((b) => b.extent)),
    render: (x, y, key) => {
      let top = y;
      return (
        <g key={key}>
          {blocks.map((b, i) => {
            const el = b.render(x, top, `${key}.${i}`);
            top += b.h;
            return el;
          })}
        </g>
      );
    },
  };
}

const MARGIN = 12;

/** An <svg> of several stacks side by side. Its container hides it from screen readers: the text version says the same. */
export function StacksSvg({stacks, mode, className}: {stacks: readonly (readonly BlockNode[])[]; mode: Mode; className?: string}): ReactNode {
  const laid = stacks.map((s) => ({stack: layoutStack(s, mode), valueFirst: ['value', 'boolean'].includes(BLOCKS[s[0].block].shape)}));
  let x = MARGIN;
  const placed = laid.map((l) => {
    const left = x + (l.valueFirst ? TAB_W : 0);
    x = left + l.stack.extent + STACK_GAP;
    return {...l, left};
  });
  const width = Math.ceil(x - STACK_GAP + MARGIN);
  const height = Math.ceil(Math.max(...laid.map((l) => l.stack.h)) + NOTCH_D + 2 * MARGIN);
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      fontFamily={FONT_FAMILY}
      fontSize={FONT}
    >
      {placed.map((p, i) => p.stack.render(p.left, MARGIN, `s${i}`))}
    </svg>
  );
}

/** One block drawn alone, with its inputs as placeholders (the block reference). */
export function BlockTemplate({id, className}: {id: string; className?: string}): ReactNode {
  return <StacksSvg stacks={[[{block: id, inputs: EMPTY_NODE}]]} mode="template" className={className} />;
}
