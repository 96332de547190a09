import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import TryIt from '@site/src/features/robot/TryIt';
import {
  fieldsText,
  forGeneration,
  interfaceAnchor,
  requestText,
  rosInterfaces,
  v1VariantLabels,
  type Generation,
  type InterfaceGroup,
  type RosInterface,
} from '@site/src/data/rosInterfaces';
import styles from './styles.module.css';

type Props = {group: InterfaceGroup; generation: Generation};

const KIND_LABEL: Record<RosInterface['kind'], string> = {topic: 'Topic', service: 'Service', action: 'Action'};

function Entry({item, generation}: {item: RosInterface; generation: Generation}): ReactNode {
  const variants = generation === 'V1' && item.v1Variants ? item.v1Variants : undefined;
  const direction = item.direction === 'publish' ? 'you publish' : item.direction === 'subscribe' ? 'you subscribe' : undefined;
  return (
    <article
      className={clsx(styles.entry, 'qt-deferred')}
      id={interfaceAnchor(item)}
      aria-labelledby={`${interfaceAnchor(item)}-name`}
      // A subsection of the page for the site's search: a pasted name or type finds this entry (src/features/search/extract.ts).
      data-search-heading={`${item.name} (${item.kind}, ${item.type})`}
    >
      <header className={styles.header}>
        <code className={styles.name} id={`${interfaceAnchor(item)}-name`}>
          {item.name}
        </code>
        <span className={clsx(styles.badge, styles[item.kind])}>{KIND_LABEL[item.kind]}</span>
        {direction ? <span className={styles.direction}>{direction}</span> : null}
        {variants ? <span className={styles.direction}>only on the {variants.map((v) => v1VariantLabels[v]).join(' or ')}</span> : null}
      </header>
      <p className={styles.purpose}>{item.purpose}</p>
      <dl className={styles.fields}>
        <dt>Type</dt>
        <dd>
          <code>{item.type}</code>
        </dd>
        <dt>{item.kind === 'topic' ? 'Message' : item.kind === 'action' ? 'Goal' : 'Request'}</dt>
        <dd>
          <code>{requestText(item)}</code>
        </dd>
        {item.response ? (
          <>
            <dt>Response</dt>
            <dd>
              <code>{fieldsText(item.response)}</code>
            </dd>
          </>
        ) : null}
        <dt>Provided by</dt>
        <dd>{item.provider}</dd>
      </dl>
      {item.notes ? <p className={styles.notes}>{item.notes}</p> : null}
      {item.example ? (
        <CodeBlock language="bash" title="Try it in a terminal on the robot">
          {item.example}
        </CodeBlock>
      ) : null}
      <TryIt item={item} />
    </article>
  );
}

/** The interfaces of one group for one robot generation, rendered from src/data. */
export default function RosInterfaceList({group, generation}: Props): ReactNode {
  const items = rosInterfaces.filter((i) => i.group === group && i.generations.includes(generation)).map((i) => forGeneration(i, generation));
  if (items.length === 0) {
    throw new Error(
      `RosInterfaceList: no ${generation} interface in group "${group}". Check the group name or the generations in src/data/ros/interfaces.json.`,
    );
  }
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <Entry key={interfaceAnchor(item)} item={item} generation={generation} />
      ))}
    </div>
  );
}

/** A one-line-per-interface overview table, for scanning the whole API at once. */
export function RosInterfaceSummary({generation}: {generation: Generation}): ReactNode {
  const items = rosInterfaces.filter((i) => i.generations.includes(generation));
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="All ROS interfaces">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={interfaceAnchor(item)}>
              <td>
                <a href={`#${interfaceAnchor(item)}`}>
                  <code>{item.name}</code>
                </a>
              </td>
              <td>{KIND_LABEL[item.kind]}</td>
              <td>
                <code>{item.type}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
