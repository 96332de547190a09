import {readFileSync} from 'node:fs';
import path from 'node:path';
import {act, Suspense, use, useState, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import algoliaSearchHelper from 'algoliasearch-helper';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {configureSearchPageClient, liteClient, TransitionPromise} from '@site/src/features/search/client/liteClient';
import {encodeIndex} from '@site/src/features/search/engine/indexFile';
import {record} from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SITE = 'https://docs.luxai.com';
const V2 = [
  record({
    url: `${SITE}/docs/speech`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Tutorials', lvl1: 'Speech', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  }),
  record({
    url: `${SITE}/docs/speech`,
    content: 'The robot speaks with the text-to-speech engine.',
    hierarchy: {lvl0: 'Tutorials', lvl1: 'Speech', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  }),
];
const V1 = V2.map((r) => ({
  ...r,
  url: r.url.replace('/docs/', '/docs/v1/'),
  url_without_anchor: r.url_without_anchor.replace('/docs/', '/docs/v1/'),
  docusaurus_tag: 'docs-default-QTRD_v1',
  version: 'QTRD_v1',
}));

function serveIndex(base: string): string[] {
  const served: Record<string, unknown> = {
    [`${base}search-index/manifest.json`]: {
      format: 1,
      language: 'en',
      files: {'docs-default-current': 'search-index/v2.json', 'docs-default-QTRD_v1': 'search-index/v1.json'},
    },
    [`${base}search-index/v2.json`]: encodeIndex(V2, {tag: 'docs-default-current', language: 'en', version: 'current'}),
    [`${base}search-index/v1.json`]: encodeIndex(V1, {tag: 'docs-default-QTRD_v1', language: 'en', version: 'QTRD_v1'}),
  };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url)).pathname;
      calls.push(path);
      return path in served ? new Response(JSON.stringify(served[path])) : new Response('missing', {status: 404});
    }),
  );
  configureSearchPageClient({baseUrl: base, manifest: 'search-index/manifest.json'});
  return calls;
}

describe('the search page client and the theme page', () => {
  it("answers the helper's facet-count queries without searching, so a V2 search loads only V2's index", async () => {
    const calls = serveIndex('/count-test/');
    // The search page's helper set-up (the theme's SearchPage, patched in patches/: disjunctive facets and refinements).
    const helper = algoliaSearchHelper(liteClient('appId', 'apiKey') as never, 'docs', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const result = new Promise<{query: string; nbHits: number; hits: {url: string}[]}>((resolve, reject) => {
      helper.on('result', ({results}) => resolve(results as never));
      helper.on('error', ({error}) => reject(error));
    });
    helper.setQuery('speech').setPage(0).search();
    const {query, nbHits, hits} = await result;
    expect([query, nbHits, hits.map((h) => h.url)]).toEqual(['speech', 1, [`${SITE}/docs/speech`]]);
    expect(calls.sort()).toEqual(['/count-test/search-index/manifest.json', '/count-test/search-index/v2.json']);
  });

  it('keeps to what the search page reads of a result: the hits query, never facet counts', () => {
    // If the theme's page (node_modules, as patched by patches/) starts showing facet counts, the
    // count-only queries need real answers.
    const source = readFileSync(path.resolve('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'), 'utf8');
    expect(source).toMatch(/'result',\s*\(\{results: \{query, hits, page, nbHits, nbPages\}\}\) =>/);
    expect(source).not.toMatch(/getFacetValues|getFacetStats|\.facets\b|disjunctiveFacetsRefinements/);
  });

  it('resolves searches through a TransitionPromise', () => {
    serveIndex('/transition-test/');
    const pending = liteClient('appId', 'apiKey').search([]);
    expect(pending).toBeInstanceOf(TransitionPromise);
    return expect(pending).resolves.toEqual({results: []});
  });
});

describe('TransitionPromise', () => {
  // A state update that suspends: inside a transition React keeps what is on screen; outside one
  // it replaces it with the Suspense fallback. That difference shows which kind of update it was.
  const never = new Promise<string>(() => undefined);
  function Value({value}: {value: string}): ReactNode {
    return <p>{value === 'next' ? use(never) : value}</p>;
  }
  let setValue: (value: string) => void = () => undefined;
  function Screen(): ReactNode {
    const [value, set] = useState('first');
    setValue = set;
    return (
      <Suspense fallback={<p>loading</p>}>
        <Value value={value} />
      </Suspense>
    );
  }

  it('runs its callbacks inside startTransition (the update keeps the screen) where a plain promise does not', async () => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    const first = render(<Screen />);
    await act(async () => {
      await TransitionPromise.resolve(1).then(() => setValue('next'));
    });
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    first.unmount();

    render(<Screen />);
    await act(async () => {
      await Promise.resolve(1).then(() => setValue('next'));
    });
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('passes values and errors along the chain like a promise', async () => {
    await expect(TransitionPromise.resolve(2).then((n) => n * 3)).resolves.toBe(6);
    const failing = TransitionPromise.resolve(1).then(() => {
      throw new Error('listener failed');
    });
    await expect(failing).rejects.toThrow('listener failed');
    await expect(TransitionPromise.reject(new Error('no index')).then(undefined, (e: Error) => `handled ${e.message}`)).resolves.toBe('handled no index');
    await expect(TransitionPromise.reject(new Error('no index')).catch((e: Error) => e.message)).resolves.toBe('no index');
  });
});
