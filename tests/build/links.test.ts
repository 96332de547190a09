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
      for (const a of loadHtml(file).querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
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
        if (anchor && !loadHtml(target).querySelector(`[id="${anchor.replace(/"/g, '\\"')}"]`)) {
          broken.push(`${path.relative(BUILD, file)} -> ${href} (no #${anchor})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('external links open safely', () => {
    const unsafe: string[] = [];
    for (const file of htmlFiles()) {
      for (const a of loadHtml(file).querySelectorAll('a[target="_blank"]')) {
        const rel = a.getAttribute('rel') ?? '';
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path.relative(BUILD, file)}: ${a.getAttribute('href')}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
