/**
 * The block reference of the Studio blocks API page: every block of a category with its inputs and
 * ROS mapping. A module of its own because it needs what ./rosLines.ts takes from the ROS interface
 * table, which the tutorials' program drawings (./index.tsx) do not: each page that imports a
 * component carries its module in its script.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CATEGORIES, blocksOf} from './catalog';
import {ROS_LINES} from './rosLines';
import {rosLineKey, type BlockSpec, type CategoryId, type InputSpec} from './types';
import {Block, inputsOf} from './index';
import styles from './styles.module.css';

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
    const {types, group} = ROS_LINES[rosLineKey(spec.ros)] ?? {types: []};
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
