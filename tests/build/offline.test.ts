import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docPages, pngSize} from './lib/docPages';
import {BUILD, htmlFiles, loadHtml} from './lib/site';

type Manifest = {name: string; short_name: string; start_url: string; scope: string; display: string; icons: {src: string; sizes: string; purpose?: string}[]};

describe('installable web app', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'manifest.json'), 'utf8')) as Manifest;

  it('has a manifest with a name, a start URL in its scope and a standalone display', () => {
    expect(manifest.name).toBe('QTrobot Documentation');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('.');
    expect(manifest.display).toBe('standalone');
  });

  it('has every icon it lists, at the size it states', () => {
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(path.join(BUILD, icon.src)), icon.src).toEqual({width, height});
    }
    expect(pngSize(path.join(BUILD, 'img/icons/apple-touch-icon.png'))).toEqual({width: 180, height: 180});
  });

  it('links the manifest and the theme colour from every page', () => {
    const bad = htmlFiles()
      .filter((file) => {
        const $ = loadHtml(file);
        return $('link[rel="manifest"]').attr('href') !== '/manifest.json' || !$('meta[name="theme-color"]').attr('content');
      })
      .map((file) => path.relative(BUILD, file));
    expect(bad).toEqual([]);
  });
});

describe('service worker', () => {
  const sw = fs.readFileSync(path.join(BUILD, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const chunks = fs.readdirSync(BUILD).filter((f) => f.endsWith('sw.js')).map((f) => fs.readFileSync(path.join(BUILD, f), 'utf8')).join('\n');

  it('precaches every doc page and the files pages need, for readers in offline mode', () => {
    const missing = docPages()
      .map((p) => path.relative(BUILD, p.html).split(path.sep).join('/'))
      .filter((file) => !precached.includes(file));
    expect(missing).toEqual([]);
    expect(precached).toEqual(expect.arrayContaining(['index.html', '404.html', 'manifest.json', 'img/icons/icon-192.png']));
    expect(precached.some((u) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    expect(precached.some((u) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(u))).toBe(true);
  });

  // The search index (search-index/) is written by the search plugin's postBuild, which Docusaurus
  // runs concurrently with the PWA plugin's; it is kept out of the precache on purpose (config/pwa.ts)
  // and the worker keeps it itself: on installation (tested below and in tests/e2e/offline.spec.ts)
  // and whenever a reader searches.
  // ros-interfaces.json is for the MCP server (mcp/), not for the pages, and left out too (config/pwa.ts).
  it('precaches every other JSON file of the build', () => {
    const json = (function walk(dir: string): string[] {
      return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return walk(full);
        return e.name.endsWith('.json') ? [path.relative(BUILD, full).split(path.sep).join('/')] : [];
      });
    })(BUILD).filter((f) => !f.startsWith('e2e/') && !f.startsWith('search-index/') && f !== 'ros-interfaces.json');
    expect(json.length).toBeGreaterThan(0);
    expect(json.filter((f) => !precached.includes(f))).toEqual([]);
  });

  it('leaves the test pages and the social card out of the offline copy, and the search index to the worker', () => {
    expect(precached.filter((u) => u.startsWith('e2e/') || u === 'img/social-card.png')).toEqual([]);
    expect(precached.filter((u) => u.startsWith('search-index/'))).toEqual([]);
    // The worker downloads the index the manifest names when the app is installed.
    expect(chunks).toContain('search-index/manifest.json');
  });

  it('includes the runtime caching of src/serviceWorker', () => {
    expect(chunks).toContain('CACHE_URLS');
    expect(chunks).toContain('qtdocs-');
  });
});
