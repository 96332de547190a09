import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLIENT_LOADER, HIGHLIGHTER_MODULES} from '@site/src/features/code-blocks';

const site = process.cwd();

describe('lean-prism bundling (src/features/code-blocks)', () => {
  it("leaves the theme's start-up client module empty (patched), so no page registers Prism languages at startup", () => {
    const startup = fs.readFileSync(path.join(site, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'), 'utf8');
    expect(startup).toContain('QTDOCS');
    expect(startup).not.toMatch(/^import /m);
  });

  it('swaps the lazy loader for a direct import in the server bundle, and both files exist', () => {
    const loader = path.join(site, 'src/features/code-blocks/loader.ts');
    expect(CLIENT_LOADER.test(loader)).toBe(true);
    expect(CLIENT_LOADER.test(path.join(site, 'src/features/code-blocks/loader.server.ts'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'src/features/code-blocks/loader.server.ts'))).toBe(true);
  });

  it('puts Prism, its grammars and the highlighter in the highlighter chunk, and nothing the page needs first', () => {
    for (const file of [
      'node_modules/prismjs/components/prism-core.js',
      'node_modules/prismjs/components/prism-python.js',
      'src/features/code-blocks/highlighter/index.ts',
      'src/features/code-blocks/highlighter/prism-react-renderer.tsx',
      'src/features/code-blocks/theme/prism-include-languages.ts',
      'src/shared/prismLanguages.ts',
    ]) {
      expect(HIGHLIGHTER_MODULES.test(path.join(site, file)), file).toBe(true);
    }
    for (const file of [
      'src/features/code-blocks/theme/CodeBlock/Content/index.tsx',
      'node_modules/clsx/dist/clsx.mjs',
      'src/features/code-blocks/prismThemes.ts',
      'node_modules/react/index.js',
    ]) {
      expect(HIGHLIGHTER_MODULES.test(path.join(site, file)), file).toBe(false);
    }
  });
});
