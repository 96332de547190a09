import type {ReactNode} from 'react';
import {forGeneration, interfaceAnchor, rosInterfaces, v1VariantLabels, type Generation, type RosInterface} from '@site/src/data/rosInterfaces';
import styles from './styles.module.css';

/**
 * The V1-to-V2 page's tables, in a module of their own so that the API pages, which import
 * RosInterfaceList, do not carry them in their script.
 */

const KIND_LABEL: Record<RosInterface['kind'], string> = {topic: 'Topic', service: 'Service', action: 'Action'};

type Change = {item: RosInterface; what: string};

/** V1 and V2 compared, from the same table: what only one generation has, and what differs between them. */
export function generationChanges(): {removed: RosInterface[]; added: RosInterface[]; changed: Change[]} {
  const only = (g: Generation, other: Generation) => rosInterfaces.filter((i) => i.generations.includes(g) && !i.generations.includes(other));
  const changed = rosInterfaces
    .filter((i) => i.generations.includes('V1') && i.generations.includes('V2') && (i.v1Variants || i.differs?.V1))
    .map((i) => ({
      item: i,
      what: [
        i.v1Variants ? `On V1 only on the ${i.v1Variants.map((v) => v1VariantLabels[v]).join(' or ')}.` : '',
        i.differs?.V1?.notes ?? i.differs?.V1?.purpose ?? '',
      ]
        .filter(Boolean)
        .join(' '),
    }));
  return {removed: only('V1', 'V2'), added: only('V2', 'V1'), changed};
}

function NameCell({item}: {item: RosInterface}): ReactNode {
  return (
    <td>
      <code>{item.name}</code> ({KIND_LABEL[item.kind].toLowerCase()}, <code>{item.type}</code>)
    </td>
  );
}

/** Tables of the interfaces a V1 owner loses, gains or finds changed on a V2, generated from src/data. */
export function RosInterfaceChanges({list}: {list: 'removed' | 'added' | 'changed'}): ReactNode {
  const changes = generationChanges();
  const rows: Change[] =
    list === 'changed' ? changes.changed : changes[list].map((item) => ({item, what: forGeneration(item, list === 'removed' ? 'V1' : 'V2').purpose}));
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`ROS interfaces ${list} between V1 and V2`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Interface</th>
            <th scope="col">{list === 'changed' ? 'What differs on V1' : 'What it does'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({item, what}) => (
            <tr key={interfaceAnchor(item)}>
              <NameCell item={item} />
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
