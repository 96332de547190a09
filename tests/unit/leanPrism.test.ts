import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLIENT_LOADER, HIGHLIGHTER_MODULES} from '@site/src/plugins/lean-prism';

const site = process.cwd();

describe('lean-prism bundling (src/plugins/lean-prism)', () => {
  it("leaves the theme's start-up client module empty (patched), so no page registers Prism languages at startup", () => {
    const startup = fs.readFileSync(path.join(site, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'), 'utf8');
    expect(startup).toContain('QTDOCS');
    expect(startup).not.toMatch(/^import /m);
  });

  it('swaps the lazy loader for a direct import in the server bundle, and both files exist', () => {
    const loader = path.join(site, 'src/plugins/lean-prism/loader.ts');
    expect(CLIENT_LOADER.test(loader)).toBe(true);
    expect(CLIENT_LOADER.test(path.join(site, 'src/plugins/lean-prism/loader.server.ts'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'src/plugins/lean-prism/loader.server.ts'))).toBe(true);
  });

  it('puts Prism, its grammars and the highlighter in the highlighter chunk, and nothing the page needs first', () => {
    for (const file of [
      'node_modules/prismjs/components/prism-core.js',
      'node_modules/prismjs/components/prism-python.js',
      'src/plugins/lean-prism/highlighter.ts',
      'src/plugins/lean-prism/prism-react-renderer.tsx',
      'src/theme/prism-include-languages.ts',
      'config/prism.ts',
    ]) {
      expect(HIGHLIGHTER_MODULES.test(path.join(site, file)), file).toBe(true);
    }
    for (const file of ['src/theme/CodeBlock/Content/index.tsx', 'node_modules/clsx/dist/clsx.mjs', 'config/prismThemes.ts', 'node_modules/react/index.js']) {
      expect(HIGHLIGHTER_MODULES.test(path.join(site, file)), file).toBe(false);
    }
  });
});
