import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, buildLog, htmlFiles, loadHtml, routeFile} from './lib/site';
import {PAGE_ROUTES, TAG_PERMALINKS, V1_DOCS, V2_DOCS, V2_ONLY} from './routes';

describe('production build', () => {
  it('exists (run through npm run test:build)', () => {
    expect(fs.existsSync(path.join(BUILD, 'index.html'))).toBe(true);
  });

  it('logged no broken link, anchor, markdown link, image or duplicate route', () => {
    const bad = buildLog()
      .split('\n')
      .filter((l) => /broken (link|anchor)|markdown (link|image)|couldn't be resolved|duplicate route|Docusaurus found broken/i.test(l));
    expect(bad).toEqual([]);
  });

  it.each(PAGE_ROUTES)('has the page %s', (route) => {
    expect(routeFile(route), route).toBeDefined();
  });

  it.each(V2_DOCS)('has the V2 doc /docs/%s', (id) => {
    expect(routeFile(`/docs/${id}`)).toBeDefined();
  });

  it('has the tag index and a page per tag', () => {
    expect(routeFile('/docs/tags')).toBeDefined();
    for (const tag of TAG_PERMALINKS) expect(routeFile(`/docs/tags/${tag}`), tag).toBeDefined();
  });

  it.each(V1_DOCS)('has the V1 doc /docs/v1/%s', (id) => {
    expect(routeFile(`/docs/v1/${id}`)).toBeDefined();
  });

  it.each(V2_ONLY)('has no V1 page for the V2-only doc %s', (id) => {
    expect(routeFile(`/docs/v1/${id}`)).toBeUndefined();
  });

  it('marks V1 pages with the unmaintained banner and V2 pages without it', () => {
    const v1 = loadHtml(routeFile('/docs/v1/intro_code')!);
    const v2 = loadHtml(routeFile('/docs/intro_code')!);
    expect(v1('.theme-doc-version-banner').text()).toMatch(/no longer actively maintained/);
    expect(v2('.theme-doc-version-banner')).toHaveLength(0);
  });

  it('gives every page one h1 and headings that never skip a level', () => {
    const bad: string[] = [];
    for (const file of htmlFiles()) {
      const $ = loadHtml(file);
      const levels = $('#__docusaurus_skipToContent_fallback')
        .find('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((h) => Number(h.tagName[1]));
      if (levels.length === 0) continue;
      const h1 = levels.filter((l) => l === 1).length;
      if (h1 !== 1) bad.push(`${path.relative(BUILD, file)}: ${h1} h1`);
      levels.forEach((l, i) => {
        if (i > 0 && l > levels[i - 1] + 1) bad.push(`${path.relative(BUILD, file)}: h${levels[i - 1]} then h${l}`);
      });
    }
    expect(bad).toEqual([]);
  });
});
