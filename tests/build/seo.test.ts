import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {DEFAULT_EDIT_URL} from '../../config/env';
import {docPages, pngSize, SITE_URL} from './lib/docPages';
import {BUILD, ROOT, htmlFiles, loadHtml, routeFile, isRedirectFile} from './lib/site';
import {PAGE_ROUTES, V1_DOCS, V2_DOCS} from './routes';

const pages = docPages();

describe('search engines and sharing', () => {
  it('covers every doc of both versions', () => {
    expect(pages.filter((p) => p.version === 'V2').map((p) => p.id).sort()).toEqual([...V2_DOCS].sort());
    expect(pages.filter((p) => p.version === 'V1').map((p) => p.id).sort()).toEqual([...V1_DOCS].sort());
  });

  it('gives every doc the description of its front matter', () => {
    const bad = pages.flatMap((p) => {
      const $ = loadHtml(p.html);
      const expected = String(p.frontMatter.description ?? '').trim();
      const found = [$('meta[name="description"]').attr('content'), $('meta[property="og:description"]').attr('content')];
      return expected && found.every((f) => f === expected) ? [] : [`${p.route}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`];
    });
    expect(bad).toEqual([]);
  });

  it('gives every doc the social card as its OpenGraph and Twitter image', () => {
    const card = `${SITE_URL}/img/social-card.png`;
    const bad = pages.flatMap((p) => {
      const $ = loadHtml(p.html);
      const found = [$('meta[property="og:image"]').attr('content'), $('meta[name="twitter:image"]').attr('content')];
      const large = $('meta[name="twitter:card"]').attr('content') === 'summary_large_image';
      return found.every((f) => f === card) && large ? [] : [`${p.route}: ${JSON.stringify(found)}`];
    });
    expect(bad).toEqual([]);
  });

  it('has a social card of the size link previews expect (1200 × 630)', () => {
    expect(pngSize(path.join(BUILD, 'img/social-card.png'))).toEqual({width: 1200, height: 630});
  });

  it('gives every page a canonical URL without a trailing slash, matching og:url', () => {
    const bad: string[] = [];
    // The redirect pages at /docs and /docs/v1 name their target as canonical (tests/build/build.test.ts).
    for (const file of htmlFiles().filter((f) => !f.endsWith('404.html') && !isRedirectFile(f))) {
      const $ = loadHtml(file);
      const canonical = $('link[rel="canonical"]').attr('href') ?? '';
      const route = `/${path.relative(BUILD, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
      const expected = `${SITE_URL}${route === '/' ? '/' : route}`;
      if (canonical !== expected || $('meta[property="og:url"]').attr('content') !== expected) bad.push(`${route}: ${canonical}`);
      if (route !== '/' && canonical.endsWith('/')) bad.push(`${route}: trailing slash`);
    }
    expect(bad).toEqual([]);
  });
});

type UrlSet = {urlset: {url: {loc: string; lastmod?: string}[]}};

describe('sitemap.xml and robots.txt', () => {
  const xml = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const entries = (new XMLParser().parse(xml) as UrlSet).urlset.url;
  const locs = entries.map((e) => e.loc);

  it('lists every doc of both versions and the site pages, once', () => {
    const expected = [...pages.map((p) => p.route), ...PAGE_ROUTES.filter((r) => r !== '/404')].map((r) => `${SITE_URL}${r}`);
    expect(locs.filter((l) => expected.includes(l)).sort()).toEqual(expected.sort());
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out tag pages and test pages, and lists only pages that exist', () => {
    expect(locs.filter((l) => /\/tags(\/|$)|\/e2e\//.test(l))).toEqual([]);
    expect(locs.filter((l) => !l.startsWith(SITE_URL) || !routeFile(l.slice(SITE_URL.length) || '/'))).toEqual([]);
    expect(locs.filter((l) => l !== `${SITE_URL}/` && l.endsWith('/'))).toEqual([]);
  });

  it('dates every doc with its last change', () => {
    const docLocs = new Set(pages.map((p) => `${SITE_URL}${p.route}`));
    expect(entries.filter((e) => docLocs.has(e.loc) && !/^\d{4}-\d{2}-\d{2}$/.test(e.lastmod ?? ''))).toEqual([]);
  });

  it('is announced by robots.txt, which lets crawlers in', () => {
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Sitemap: https:\/\/docs\.luxai\.com\/sitemap\.xml$/m);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

/** The last commit date of every file, read from the whole history as Docusaurus reads it. */
function lastCommitDates(): Map<string, number> {
  const out = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=@%ct', '--name-only'], {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const dates = new Map<string, number>();
  let current = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1));
    else if (line.trim()) dates.set(line.trim(), Math.max(dates.get(line.trim()) ?? 0, current));
  }
  return dates;
}

describe('maintenance', () => {
  it('links every doc to its source file in the docs repository', () => {
    const bad = pages.flatMap((p) => {
      const href = loadHtml(p.html)('a.theme-edit-this-page').attr('href');
      return href === `${DEFAULT_EDIT_URL}${p.file}` ? [] : [`${p.route}: ${href}`];
    });
    expect(bad).toEqual([]);
  });

  it('dates every doc with the last commit that changed its source', () => {
    const dates = lastCommitDates();
    const bad = pages.flatMap((p) => {
      const committed = dates.get(p.file);
      if (committed === undefined) return [`${p.file}: not committed`];
      const shown = loadHtml(p.html)('.theme-last-updated time').attr('datetime');
      return shown === new Date(committed * 1000).toISOString() ? [] : [`${p.route}: ${shown} ≠ ${new Date(committed * 1000).toISOString()}`];
    });
    expect(bad).toEqual([]);
  });
});
