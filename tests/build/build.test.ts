import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, buildLog, htmlFiles, loadHtml, REDIRECT_FILES, routeFile} from './lib/site';
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

  it('words the V1 banner for the robot, not "documentation for QTrobot Documentation QTrobot V1"', () => {
    const banner = loadHtml(routeFile('/docs/v1/modules/motors')!)('.theme-doc-version-banner').text();
    expect(banner).toContain('This is the documentation for QTrobot V1, which is no longer actively maintained.');
    expect(banner).not.toContain('QTrobot Documentation');
    // The V2 announcement is hidden on V1 pages by the stylesheet, keyed on the class the docs layout puts on <html>.
    expect(loadHtml(routeFile('/docs/v1/modules/motors')!)('html').hasClass('docs-version-QTRD_v1')).toBe(true);
    const css = fs
      .readdirSync(path.join(BUILD, 'assets/css'))
      .map((f) => fs.readFileSync(path.join(BUILD, 'assets/css', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/html\.docs-version-QTRD_v1 \.theme-announcement-bar\{display:none\}/);
  });

  it('writes a page at /docs and /docs/v1 that leads to each version\'s intro_code without a script', () => {
    expect(REDIRECT_FILES.map((f) => path.relative(BUILD, f))).toEqual(['docs/index.html', 'docs/v1/index.html']);
    for (const [file, target] of [
      [REDIRECT_FILES[0], '/docs/intro_code'],
      [REDIRECT_FILES[1], '/docs/v1/intro_code'],
    ] as const) {
      const $ = loadHtml(file);
      expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${target}`);
      expect($('main a').attr('href')).toBe(target);
      expect(routeFile(target), target).toBeDefined();
      expect($('link[rel="canonical"]').attr('href')).toBe(`https://docs.luxai.com${target}`);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect($('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
      expect($('script')).toHaveLength(0);
    }
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
