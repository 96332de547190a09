import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import fontPreload, {preloadTag, withPreload} from '@site/src/plugins/font-preload';

const TAG = preloadTag('/assets/fonts/f-abc.woff2');

async function postBuild(outDir: string, baseUrl = '/'): Promise<void> {
  const plugin = fontPreload('f')({baseUrl} as LoadContext) as Plugin;
  await (plugin.postBuild as (props: {outDir: string}) => Promise<void>)({outDir});
}

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('font-preload plugin', () => {
  it('puts the tag before the first stylesheet, once', () => {
    const html = '<html><head><meta charset=UTF-8><link rel=stylesheet href=/a.css></head><body></body></html>';
    const out = withPreload(html, TAG);
    expect(out).toBe(`<html><head><meta charset=UTF-8>${TAG}<link rel=stylesheet href=/a.css></head><body></body></html>`);
    expect(withPreload(out, TAG)).toBe(out);
  });

  it('falls back to the end of the head, and refuses a page without one', () => {
    expect(withPreload('<head><title>x</title></head><body><link rel=stylesheet href=/late.css></body>', TAG)).toBe(
      `<head><title>x</title>${TAG}</head><body><link rel=stylesheet href=/late.css></body>`,
    );
    expect(() => withPreload('<p>fragment</p>', TAG)).toThrow(/no <\/head>/);
  });

  it('preloads the emitted file on every built page, under the base URL', async () => {
    const dir = site({
      'assets/fonts/f-abc.woff2': 'font',
      'assets/fonts/other-def.woff2': 'font',
      'index.html': '<head><link rel=stylesheet href=/a.css></head>',
      'docs/page.html': '<head></head>',
    });
    await postBuild(dir, '/qtdocs/');
    const tag = preloadTag('/qtdocs/assets/fonts/f-abc.woff2');
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(tag);
    expect(fs.readFileSync(path.join(dir, 'docs/page.html'), 'utf8')).toBe(`<head>${tag}</head>`);
  });

  it('fails the build when the font was not emitted', async () => {
    const dir = site({'index.html': '<head></head>'});
    await expect(postBuild(dir)).rejects.toThrow(/expected one f-<hash>\.woff2/);
  });
});
