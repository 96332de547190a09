import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** The frame of every test-only page: the site's layout, kept out of search engines, its title as the h1. */
export default function TestPage({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Layout title={title} description="Used by the automated tests of this site.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <p>This page exists for the site&apos;s automated tests.</p>
        {children}
      </main>
    </Layout>
  );
}
