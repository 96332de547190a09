/**
 * The block reference of the Studio blocks API page (imported through ./Reference.tsx and ./referenceBody.tsx): a block's
 * drawing, Blockly type name, description, inputs, LuxAI's ROS examples and source; a tab's blocks;
 * a media tab's items. Everything here is static text, so the browser's production bundle gets
 * ./referenceBody.client.tsx for ./referenceBody.tsx, which keeps the server's HTML and loads this
 * module only when the page is reached by a link inside the site (./plugin.ts). It
 * imports ./catalogData.ts, the whole catalogue, for the text it shows. Each component renders
 * inside the same wrapper as that client version (ISLAND).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {BLOCKS, CATEGORIES, ITEMS, blocksOf, expandLabel, isRepeat} from './catalogData';
import {ROS_LINES} from './rosLines';
import {rosLineKey, type BlockSpec, type CategoryId, type InputSpec, type ItemTab} from './types';
import {inputsOf} from './index';
import Drawing from './svg/Drawing';
import {templateKey} from './svg/key';
import styles from './styles.module.css';

/** The attribute of the wrapper the server renders and the browser keeps as it is. */
export const ISLAND = {'data-reference-island': ''};

const SHAPE_NAMES: Record<BlockSpec['shape'], string> = {
  start: 'Start block (begins the game)',
  definition: 'Function definition (a stack of its own)',
  statement: 'Statement block (stacks)',
  value: 'Value block (plugs into a socket)',
  boolean: 'Value block giving true or false',
};

const KIND_NAMES: Record<InputSpec['kind'], string> = {
  text: 'text field',
  number: 'number field',
  dropdown: 'dropdown',
  variable: 'variable',
  item: 'item',
  params: 'parameter names',
  value: 'socket',
  statements: 'statement mouth',
};

function templateText(spec: BlockSpec): string {
  return expandLabel(spec, {}, true)
    .filter((p) => p !== '\n')
    .map((p) => (typeof p === 'string' ? p : `[${p.name}]`))
    .join(' ');
}

function inputDetails(input: InputSpec): string {
  const bits = [KIND_NAMES[input.kind]];
  if (input.kind === 'value' && input.item) bits.push(`takes a ${CATEGORIES[input.item].label} block`);
  else if (input.kind === 'value' && input.accepts && input.accepts !== 'any') bits.push(`takes ${[input.accepts].flat().join(' or ')}`);
  if (input.min !== undefined && input.max !== undefined) bits.push(`${input.min} to ${input.max}`);
  else if (input.min !== undefined) bits.push(`at least ${input.min}`);
  if (input.default !== undefined) bits.push(`default ${String(input.default)}`);
  if (input.optional) bits.push('optional');
  return bits.join(', ');
}

function RosExamples({spec}: {spec: BlockSpec}): ReactNode {
  return (
    <ul>
      {(spec.rosExamples ?? []).map((example) => {
        const {types, group} = ROS_LINES[rosLineKey(example)] ?? {types: []};
        return (
          <li key={example.name}>
            <code>{example.name}</code> {example.kind}, <code>{example.type}</code> ({example.where})
            {!example.own && group && (
              <>
                {' '}
                — <Link to={`/docs/api_ros#${group}`}>ROS API</Link>
                {types.length > 0 && !types.includes(example.type) && <> (the table gives {types.join(', ')})</>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function InputItem({input}: {input: InputSpec}): ReactNode {
  return (
    <li>
      <code>{input.name}</code> ({inputDetails(input)}): {input.help}
      {input.options && input.kind === 'dropdown' && (
        <>
          {' '}
          Options:{' '}
          {input.options.map((o, i) => (
            <span key={o.value}>
              {i > 0 && ', '}
              {o.label && o.label !== o.value ? `${o.label} ` : o.label ? '' : '(blank) '}
              <code>{o.value}</code>
            </span>
          ))}
          .
        </>
      )}
      {input.kind === 'item' && ` One of the ${input.options?.length ?? 0} items listed with the tab.`}
    </li>
  );
}

function InputList({spec}: {spec: BlockSpec}): ReactNode {
  return (
    <ul>
      {spec.label.map((part, i) => {
        if (typeof part === 'string') return null;
        if (isRepeat(part)) {
          return (
            <li key={i}>
              Repeated: {part.summary}. Each repetition:
              <ul>
                {part
                  .repeat(part.from)
                  .filter((p): p is InputSpec => typeof p !== 'string')
                  .map((input) => (
                    <InputItem key={input.name} input={input} />
                  ))}
              </ul>
            </li>
          );
        }
        return <InputItem key={part.name} input={part} />;
      })}
    </ul>
  );
}

/** One block: its drawing, Blockly type name, shape, what it does, inputs, value, ROS examples and source. */
function BlockEntry({id}: {id: string}): ReactNode {
  const spec = BLOCKS[id];
  const inputs = inputsOf(spec);
  return (
    <article id={`block-${id}`} className={styles.refItem} aria-labelledby={`block-${id}-name`}>
      <div className={styles.refDrawing} aria-hidden="true">
        <Drawing drawing={templateKey(id)} className={styles.svg} />
      </div>
      <p className={styles.refName} id={`block-${id}-name`}>
        <code>{id}</code>
        <span className={styles.visuallyHidden}>{`(${templateText(spec)})`}</span>
        <span className={styles.refShape}>{SHAPE_NAMES[spec.shape]}</span>
      </p>
      <p className={styles.refText}>
        {spec.description}
        {spec.bundleOnly && ' Defined only in the Blockly code bundled with LuxAI’s V2 docs: check that your Studio shows it before you rely on it.'}
      </p>
      <dl className={styles.refFacts}>
        {inputs.length > 0 && (
          <>
            <dt>Inputs</dt>
            <dd>
              <InputList spec={spec} />
            </dd>
          </>
        )}
        {spec.output && (
          <>
            <dt>Gives</dt>
            <dd>{spec.output === 'any' ? 'any value' : spec.output}</dd>
          </>
        )}
        {spec.rosExamples && (
          <>
            <dt>In LuxAI’s examples</dt>
            <dd>
              <RosExamples spec={spec} />
            </dd>
          </>
        )}
        <dt>Source</dt>
        <dd>{spec.source}</dd>
      </dl>
    </article>
  );
}

/** The reference entry of one block, by Blockly type name. */
export function BlockReference({id}: {id: string}): ReactNode {
  if (!BLOCKS[id]) {
    throw new Error(
      `BlockReference: unknown block "${String(id)}". Use a Blockly type name from src/features/studio-blocks/catalog/ (one file per Studio tab).`,
    );
  }
  return (
    <div {...ISLAND}>
      <div className={clsx(styles.theme, styles.reference)}>
        <BlockEntry id={id} />
      </div>
    </div>
  );
}

type ReferenceProps = {category: CategoryId};

/** Every block of one toolbox tab, in catalogue order. */
export function BlockCategoryReference({category}: ReferenceProps): ReactNode {
  const meta = CATEGORIES[category];
  if (!meta) {
    throw new Error(`BlockCategoryReference: unknown tab "${String(category)}". Use one of ${Object.keys(CATEGORIES).join(', ')}.`);
  }
  return (
    <div {...ISLAND}>
      <div className={clsx(styles.theme, styles.reference)}>
        {blocksOf(category).map(([id]) => (
          <BlockEntry key={id} id={id} />
        ))}
      </div>
    </div>
  );
}

/** The items of the Faces, Gestures or Sounds tab, as Studio's list holds them. */
export function ItemList({tab}: {tab: ItemTab}): ReactNode {
  const items = ITEMS[tab];
  if (!items) throw new Error(`ItemList: unknown tab "${String(tab)}". Use faces, gestures or sounds.`);
  return (
    <div {...ISLAND}>
      <ul className={styles.itemList}>
        {items.map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
