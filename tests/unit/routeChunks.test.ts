import {describe, expect, it} from 'vitest';
import {matchBranch, parseRoutes, routeScripts, withRouteScripts, type ClientManifest} from '@site/src/plugins/route-chunks/routeChunks';

/** The shape of `.docusaurus/routes.js` (Docusaurus 3.10): versions nest under /docs. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'ae9'),
    routes: [
      {
        path: '/docs/v1',
        component: ComponentCreator('/docs/v1', '111'),
        routes: [
          {
            path: '/docs/v1/intro',
            component: ComponentCreator('/docs/v1/intro', '222'),
            exact: true
          }
        ]
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', '333'),
        routes: [
          {
            path: '/docs/intro',
            component: ComponentCreator('/docs/intro', '444'),
            exact: true
          },
          {
            path: '/docs/',
            component: ComponentCreator('/docs/', '555'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routes = parseRoutes(ROUTES_JS);
const keys = (pathname: string) => matchBranch(routes, pathname).map((r) => r.key);

describe('route chunks listed in each page (src/plugins/route-chunks)', () => {
  it('reads the route tree and each route’s routesChunkNames key out of routes.js', () => {
    expect(routes.map((r) => r.key)).toEqual(['/search-5de', '/docs-ae9', '/-e5f', null]);
    expect(routes[1]!.routes!.map((r) => r.path)).toEqual(['/docs/v1', '/docs']);
  });

  it('picks the branch react-router would render: first match per level, exact where marked', () => {
    expect(keys('/docs/intro')).toEqual(['/docs-ae9', '/docs-333', '/docs/intro-444']);
    expect(keys('/docs/v1/intro')).toEqual(['/docs-ae9', '/docs/v1-111', '/docs/v1/intro-222']);
    expect(keys('/docs/')).toEqual(['/docs-ae9', '/docs-333', '/docs/-555']);
    expect(keys('/search')).toEqual(['/search-5de']);
    expect(keys('/search/')).toEqual(['/search-5de']);
    expect(keys('/')).toEqual(['/-e5f']);
    expect(keys('/docsearch')).toEqual([null]); // a prefix of the name is not a parent path
    expect(keys('/nope')).toEqual([null]);
  });

  it('turns the branch’s chunk names into the files of their chunks, once each', () => {
    const chunkNames = {
      '/docs-ae9': {__comp: 'root'},
      '/docs-333': {__comp: 'version', __props: 'props'},
      '/docs/intro-444': {__comp: 'doc', content: 'intro', nested: {list: ['extra']}},
    };
    const manifest: ClientManifest = {
      origins: {root: ['1'], version: ['2', '1'], props: ['3'], doc: ['4'], intro: ['5', '4'], extra: ['6']},
      assets: Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((id) => [id, {js: [{publicPath: `/assets/js/${id}.js`}]}])),
    };
    expect(routeScripts('/docs/intro', routes, chunkNames, manifest)).toEqual(['1', '2', '3', '4', '5', '6'].map((id) => `/assets/js/${id}.js`));
    expect(routeScripts('/nope', routes, chunkNames, manifest)).toEqual([]);
  });

  it('lists the files in a meta tag at the end of the head, and leaves a page without any alone', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withRouteScripts(html, ['/a.js', '/b.js'])).toBe(
      '<html><head><title>x</title><meta name="qt-route-scripts" content="/a.js /b.js"></head><body></body></html>',
    );
    expect(withRouteScripts(html, [])).toBe(html);
    expect(() => withRouteScripts(html, ['/a b.js'])).toThrow();
  });
});
