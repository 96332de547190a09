import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, fileRoute, htmlFiles, loadHtml, routeFile} from './lib/site';

const SITE = 'https://docs.luxai.com';

function resolveHref(href: string, fromRoute: string): URL | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  const url = new URL(href, `${SITE}${fromRoute}`);
  return url.origin === SITE ? url : undefined;
}

describe('internal links', () => {
  it('every internal link and anchor in the build resolves', () => {
    const files = htmlFiles().filter((f) => !f.endsWith('404.html'));
    expect(files.length).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const file of files) {
      const from = fileRoute(file);
      const $ = loadHtml(file);
      for (const a of $('a[href]').toArray()) {
        const href = $(a).attr('href')!;
        const url = resolveHref(href, from);
        if (!url) continue;
        // Static assets (images, downloads, index files) are files, not routes.
        if (/\.[a-z0-9]{2,5}$/i.test(url.pathname) && !url.pathname.endsWith('.html')) {
          if (!routeFile(url.pathname) ) broken.push(`${path.relative(BUILD, file)} -> ${href} (file missing)`);
          continue;
        }
        const target = routeFile(decodeURIComponent(url.pathname));
        if (!target) {
          broken.push(`${path.relative(BUILD, file)} -> ${href}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !loadHtml(target)('[id]').toArray().some((el) => el.attribs.id === anchor)) {
          broken.push(`${path.relative(BUILD, file)} -> ${href} (no #${anchor})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('external links open safely', () => {
    const unsafe: string[] = [];
    for (const file of htmlFiles()) {
      const $ = loadHtml(file);
      for (const a of $('a[target="_blank"]').toArray()) {
        const rel = $(a).attr('rel') ?? '';
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path.relative(BUILD, file)}: ${$(a).attr('href')}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
