import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Audience = {
  title: string;
  who: string;
  description: string;
  links: {label: string; to: string}[];
};

type Props = {audiences: readonly Audience[]};

/** One card per kind of reader, each with the pages that reader should open first. */
export default function AudienceCards({audiences}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {audiences.map((a) => (
        <li key={a.title} className={styles.card}>
          <h3 className={styles.title}>{a.title}</h3>
          <p className={styles.who}>{a.who}</p>
          <p>{a.description}</p>
          <ul className={styles.links}>
            {a.links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
