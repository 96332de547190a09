import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

let crashedOnce = false;

function Bomb({armed}: {armed: boolean}): ReactNode {
  if (armed && !crashedOnce) {
    crashedOnce = true;
    throw new Error('Deliberate crash for the e2e test of the crash screen');
  }
  return <p>The page rendered normally.</p>;
}

/**
 * A page for the end-to-end tests only: with ?crash=1 it throws once after hydration, so the
 * test can check Docusaurus' crash screen ("This page crashed." / "Try again") and its recovery.
 */
export default function CrashTestPage(): ReactNode {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(new URLSearchParams(window.location.search).get('crash') === '1');
  }, []);
  return (
    <Layout title="Crash test" description="Used by the automated tests of this site.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <Bomb armed={armed} />
      </main>
    </Layout>
  );
}
