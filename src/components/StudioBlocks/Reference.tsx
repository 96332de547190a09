/**
 * The block reference of the Studio blocks API page: every block of a category with its inputs and
 * ROS mapping. A module of its own because it needs what ./rosLines.ts takes from the ROS interface
 * table, which the tutorials' program drawings (./index.tsx) do not: each page that imports a
 * component carries its module in its script.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CATEGORIES, blocksOf, expandLabel} from './catalog';
import {ROS_LINES} from './rosLines';
import {rosLineKey, type BlockSpec, type CategoryId, type InputSpec} from './types';
import {Block, inputsOf} from './index';
import styles from './styles.module.css';

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

type ReferenceProps = {category: CategoryId};

/** Every block of one category, drawn with its description, inputs and ROS mapping. */
export function BlockCategoryReference({category}: ReferenceProps): ReactNode {
  const meta = CATEGORIES[category];
  if (!meta) {
    throw new Error(
      `BlockCategoryReference: unknown tab "${String(category)}". Use one of ${Object.keys(CATEGORIES).join(', ')}.`,
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
            <p className={styles.refText}>
              {spec.description}
              {spec.bundleOnly && ' Only in the Blockly definitions bundled with LuxAI’s V2 docs: check that your Studio shows it.'}
            </p>
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
      })}
    </div>
  );
}
