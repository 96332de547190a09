/**
 * The feature folders' theme components (src/features/<feature>/theme, provided by the feature's
 * plugin through getThemePath()) are the ones the bundler uses, resolved with Docusaurus' own alias
 * code: they replace the theme packages' components, and the search wrappers reach
 * theme-search-algolia's originals through the search plugin's own aliases.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import leanPrismPlugin from '@site/src/features/code-blocks';
import searchIndexPlugin, {algoliaThemeAliases} from '@site/src/features/search';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const {loadThemeAliases} = require('@docusaurus/core/lib/webpack/aliases') as {
  loadThemeAliases(args: {siteDir: string; plugins: {path: string; getThemePath?: () => string}[]}): Promise<Record<string, string>>;
};

const packageTheme = (name: string) => path.join(path.dirname(require.resolve(name)), 'theme');
const themePlugin = (getThemePath: (() => string) | undefined) => ({path: ROOT, getThemePath});

const search = searchIndexPlugin({baseUrl: '/', siteDir: ROOT} as LoadContext, {mode: 'offline', section: () => 'x', ignore: []});
const codeBlocks = leanPrismPlugin();

/** The theme aliases in Docusaurus' order: the preset's themes, then the site's plugins, then src/theme. */
const aliases = loadThemeAliases({
  siteDir: ROOT,
  plugins: [
    themePlugin(() => packageTheme('@docusaurus/theme-classic')),
    themePlugin(() => packageTheme('@docusaurus/theme-search-algolia')),
    themePlugin(codeBlocks.getThemePath),
    themePlugin(search.getThemePath),
  ],
});

const rel = (file: string | undefined) => file && path.relative(ROOT, file).split(path.sep).join('/');

describe('feature theme components', () => {
  it("puts the search wrappers in place of the theme's SearchBar and SearchPage, and the wrappers render the theme's own", async () => {
    const found = await aliases;
    const originals = algoliaThemeAliases();
    for (const name of ['SearchBar', 'SearchPage']) {
      expect(rel(found[`@theme/${name}`])).toBe(`src/features/search/theme/${name}/index.tsx`);
      // Neither Docusaurus alias names theme-search-algolia's component from a plugin's theme: the
      // original is this plugin's own file, and the init theme-classic's placeholder (SearchBar).
      expect(rel(found[`@theme-original/${name}`])).toBe(`src/features/search/theme/${name}/index.tsx`);
      expect(rel(originals[`@qtdocs/algolia-theme/${name}$`])).toBe(`node_modules/@docusaurus/theme-search-algolia/lib/theme/${name}/index.js`);
      expect(fs.existsSync(originals[`@qtdocs/algolia-theme/${name}$`])).toBe(true);
      const source = fs.readFileSync(path.join(ROOT, `src/features/search/theme/${name}/index.tsx`), 'utf8');
      expect(source).toContain(`from '@qtdocs/algolia-theme/${name}'`);
      expect(source).not.toMatch(/@theme-(original|init)\//);
    }
    expect(rel(found['@theme-init/SearchBar'])).toBe('node_modules/@docusaurus/theme-classic/lib/theme/SearchBar.js');
  });

  it("puts the code-block components in place of theme-classic's", async () => {
    const found = await aliases;
    expect(rel(found['@theme/CodeBlock/Content'])).toBe('src/features/code-blocks/theme/CodeBlock/Content/index.tsx');
    expect(rel(found['@theme/prism-include-languages'])).toBe('src/features/code-blocks/theme/prism-include-languages.ts');
    expect(rel(found['@theme-init/CodeBlock/Content'])).toBe('node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js');
  });

  it('leaves no component of a feature in src/theme, where it would shadow the feature', () => {
    for (const feature of ['search', 'code-blocks']) {
      const theme = path.join(ROOT, 'src/features', feature, 'theme');
      const components = fs.readdirSync(theme).map((f) => f.replace(/\.(tsx?|jsx?)$/, ''));
      for (const component of components) {
        const shadow = ['', '.tsx', '.ts', '.js', '.jsx'].some((ext) => fs.existsSync(path.join(ROOT, 'src/theme', component + ext)));
        expect(shadow, `src/theme/${component}`).toBe(false);
      }
    }
  });
});
