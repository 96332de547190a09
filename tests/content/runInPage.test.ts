// "Run in the page" (src/features/virtual-robot/run): every complete JavaScript program of the V2 docs, as
// `npm run test:robot` finds it, has one <RunInPage> on its page, and every <RunInPage> names such a program.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runnablePrograms} from '../../src/features/virtual-robot/run/programs';
import {ROOT} from './lib/docs';

const TAG = /<RunInPage\s+page="([^"]*)"\s+program="([^"]*)"\s*\/>/g;

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

describe('Run in the page', () => {
  it('is offered once for every JavaScript program of the V2 docs, on the program’s own page', () => {
    const docs = path.join(ROOT, 'docs');
    const offered: string[] = [];
    for (const file of mdxFiles(docs)) {
      const id = path
        .relative(docs, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      for (const [, page, program] of fs.readFileSync(file, 'utf8').matchAll(TAG)) {
        expect(page, `${file}: <RunInPage page> must be the page's own id`).toBe(id);
        offered.push(`${page}#${program}`);
      }
    }
    const programs = Object.keys(runnablePrograms());
    expect(programs.length).toBeGreaterThanOrEqual(9);
    expect(offered.sort()).toEqual(programs.sort());
  });
});
