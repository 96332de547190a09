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
    const line = section('Layout').split('\n').find((l) => l.startsWith('src/pages/')) ?? '';
    const named = /src\/pages\/\s+(.*?);/.exec(line)?.[1].split(/,\s*/) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const pages = fs.readdirSync(path.join(ROOT, 'src/pages')).map((f) => f.replace(/\.(tsx|mdx|md)$/, ''));
    for (const page of named) expect(pages.includes(page === 'home' ? 'index' : page), page).toBe(true);
  });

  it('names the Node.js version that package.json requires and CI installs', () => {
    const engines = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}}).engines.node;
    const major = /(\d+)/.exec(engines)![1];
    const ci = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(/^NODE_VERSION=(\d+)\./m.exec(ci)?.[1]).toBe(major);
    expect(readme).toContain(`Node.js ${major}`);
    expect(Number(major)).toBeGreaterThanOrEqual(22);
  });
});
