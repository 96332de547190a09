import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, fileRoute, htmlFiles, loadHtml, routeFile} from './lib/site';

const SITE = 'https://docs.luxai.com';

function resolveHref(href: string, fromRoute: string): URL | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  const url = new URL(href, `${SITE}${fromRoute}`);
  return url.origin === SITE ? url : undefined;
}

/** Why `href` (met in `source`) does not resolve in the build, or undefined when it does. */
function brokenReason(href: string, url: URL): string | undefined {
  // Static assets (images, downloads, index files) are files, not routes.
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname) && !url.pathname.endsWith('.html')) {
    return routeFile(decodeURIComponent(url.pathname)) ? undefined : 'file missing';
  }
  const target = routeFile(decodeURIComponent(url.pathname));
  if (!target) return 'no such page';
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor && !loadHtml(target)('[id]').toArray().some((el) => el.attribs.id === anchor)) return `no #${anchor}`;
  return undefined;
}

describe('internal links', () => {
  it('every internal link and anchor in the build resolves, the 404 page included', () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.endsWith('404.html'))).toBe(true);
    const broken: string[] = [];
    for (const file of files) {
      const from = fileRoute(file);
      const $ = loadHtml(file);
      for (const a of $('a[href]').toArray()) {
        const href = $(a).attr('href')!;
        const url = resolveHref(href, from);
        if (!url) continue;
        const reason = brokenReason(href, url);
        if (reason) broken.push(`${path.relative(BUILD, file)} -> ${href} (${reason})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every script, stylesheet, icon, manifest and image a page loads exists', () => {
    const missing: string[] = [];
    for (const file of htmlFiles()) {
      const from = fileRoute(file);
      const $ = loadHtml(file);
      for (const [selector, attr] of [['script[src]', 'src'], ['img[src]', 'src'], ['link[href]:not([rel~="canonical"]):not([rel~="alternate"])', 'href']]) {
        for (const el of $(selector).toArray()) {
          const value = $(el).attr(attr)!;
          const url = resolveHref(value, from);
          if (url && !routeFile(decodeURIComponent(url.pathname))) missing.push(`${path.relative(BUILD, file)}: ${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every site link and anchor in the Markdown copies of the docs resolves', () => {
    const copies = htmlFiles()
      .map((f) => f.replace(/\.html$/, '.md'))
      .filter((f) => fs.existsSync(f));
    expect(copies.length).toBeGreaterThan(90);
    const broken: string[] = [];
    let checked = 0;
    for (const file of copies) {
      const from = fileRoute(file.replace(/\.md$/, '.html'));
      const md = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, href] of md.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
        const url = resolveHref(href, from);
        if (!url) continue;
        checked += 1;
        const reason = brokenReason(href, url);
        if (reason) broken.push(`${path.relative(BUILD, file)} -> ${href} (${reason})`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });

  it('external links open safely: no opener, no referrer', () => {
    const unsafe: string[] = [];
    let external = 0;
    for (const file of htmlFiles()) {
      const $ = loadHtml(file);
      const from = fileRoute(file);
      const leaving = $('a[href]')
        .toArray()
        .filter((a) => /^https?:$/.test(new URL($(a).attr('href')!, `${SITE}${from}`).protocol) && !resolveHref($(a).attr('href')!, from));
      external += leaving.length;
      for (const a of [...leaving, ...$('a[target="_blank"]').toArray()]) {
        const rel = $(a).attr('rel') ?? '';
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path.relative(BUILD, file)}: ${$(a).attr('href')}`);
      }
    }
    expect(external).toBeGreaterThan(50);
    expect(unsafe).toEqual([]);
  });
});
