import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {demos, TUTORIALS_REPO} from '@site/src/data/demos';
import {breakablePath} from './_components/breakablePath';
import styles from './demos.module.css';

export default function Demos(): ReactNode {
  return (
    <Layout title="Demos" description="QTrobot's demo applications: what each one shows, which robot runs it and where its code is.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Demo applications</Heading>
        <p className={styles.lead}>
          Complete programs that show what QTrobot can do. Each one is open source in the <Link href={TUTORIALS_REPO}>luxai-qtrobot/tutorials</Link> repository,
          which is already cloned on the QTPC in <code>~/robot/code/tutorials</code>. Read the code next to the{' '}
          <Link to="/docs/tutorials/intro_ros">tutorials</Link> to see the interfaces at work.
        </p>
        <ul className={styles.grid}>
          {demos.map((demo) => (
            <li key={demo.id} className={styles.card} id={demo.id}>
              <Heading as="h2" className={styles.title}>
                {demo.title}
              </Heading>
              <p>{demo.shows}</p>
              <dl className={styles.facts}>
                <dt>Robot</dt>
                <dd>{demo.robot}</dd>
                <dt>Uses</dt>
                <dd>{demo.uses.join(' · ')}</dd>
                <dt>Code</dt>
                <dd>
                  <Link href={`${TUTORIALS_REPO}/tree/HEAD/${demo.path}`}>
                    <code>{breakablePath(demo.path)}</code>
                  </Link>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
