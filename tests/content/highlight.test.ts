import {createRequire} from 'node:module';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as UpstreamHighlight, Prism as UpstreamPrism, themes, type HighlightProps} from 'prism-react-renderer';
import {describe, expect, it, vi} from 'vitest';
import {PLAIN_LANGUAGES, PRISM_LANGUAGES, languagesFor} from '@site/src/shared/prismLanguages';
import {Highlight as LeanHighlight, Prism as LeanPrism, setLanguageLoader} from '@site/src/features/code-blocks/highlighter/prism-react-renderer';
import {codeBlocks, loadDocs} from './lib/docs';

const require = createRequire(import.meta.url);

/** What Docusaurus' prism-include-languages does with themeConfig.prism.additionalLanguages. */
function addLanguages(prism: typeof LeanPrism, languages: string[] = PRISM_LANGUAGES): void {
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = prism;
  for (const lang of languages) {
    const file = require.resolve(`prismjs/components/prism-${lang}`);
    delete require.cache[file]; // run the component again for this Prism instance
    require(file);
  }
  global.Prism = before;
}
addLanguages(LeanPrism);
addLanguages(UpstreamPrism);

/** The markup CodeBlock builds from Highlight's render props, minus its wrappers. */
function render(Highlight: ComponentType<HighlightProps>, code: string, language: string, theme = themes.github, prism?: typeof LeanPrism): string {
  const children: HighlightProps['children'] = ({className, style, tokens, getLineProps, getTokenProps}) =>
    createElement(
      'pre',
      {className, style},
      tokens.map((line, i) =>
        createElement(
          'span',
          {key: i, ...getLineProps({line})},
          line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})})),
        ),
      ),
    );
  return renderToStaticMarkup(createElement(Highlight, {theme, code, language, children, ...(prism ? {prism} : {})}));
}

const blocks = loadDocs().flatMap(codeBlocks);

describe('code highlighting (src/features/code-blocks)', () => {
  it('has a grammar for every language a code block uses, or shows it plain on purpose', () => {
    const missing = [...new Set(blocks.map((b) => b.lang))].filter((l) => !LeanPrism.languages[l] && !PLAIN_LANGUAGES.includes(l));
    expect(missing, `add these to PRISM_LANGUAGES in src/shared/prismLanguages.ts`).toEqual([]);
  });

  it('ships no language that no code block uses (clike and c only as the base of cpp)', () => {
    const used = new Set(blocks.map((b) => LeanPrism.languages[b.lang]));
    const unused = PRISM_LANGUAGES.filter((l) => !['clike', 'c'].includes(l) && !used.has(LeanPrism.languages[l]));
    expect(unused).toEqual([]);
  });

  it('renders every code block in the docs exactly as prism-react-renderer does', () => {
    const differ = blocks
      .filter((b) => render(LeanHighlight, b.code, b.lang) !== render(UpstreamHighlight, b.code, b.lang))
      .map((b) => `${b.file}:${b.line} (${b.lang})`);
    expect(blocks.length).toBeGreaterThan(100);
    expect(differ).toEqual([]);
  });

  it('renders the dark theme and unknown languages the same way too', () => {
    const sample = blocks.find((b) => b.lang === 'python')!;
    expect(render(LeanHighlight, sample.code, 'python', themes.dracula)).toBe(render(UpstreamHighlight, sample.code, 'python', themes.dracula));
    expect(render(LeanHighlight, 'a\n\nb', 'python2')).toBe(render(UpstreamHighlight, 'a\n\nb', 'python2'));
    expect(render(LeanHighlight, 'print(1)', 'python')).toContain('token-line');
  });

  it('asks for a code block’s language when it is highlighted, not when the app starts', () => {
    const loader = vi.fn();
    setLanguageLoader(loader);
    expect(loader).not.toHaveBeenCalled();
    render(LeanHighlight, 'print(1)', 'python');
    render(LeanHighlight, 'echo 1', 'bash');
    expect(loader.mock.calls).toEqual([['python'], ['bash']]);
  });

  it('highlights every code block the same with only its language’s grammars registered as with all', () => {
    // A fresh Prism core per language, given only languagesFor(lang), against the one with all.
    const core = require.resolve('prismjs/components/prism-core');
    const fresh = (langs: string[]) => {
      delete require.cache[core];
      const prism = require(core) as typeof LeanPrism;
      addLanguages(prism, langs);
      return prism;
    };
    const byLang = new Map<string, typeof LeanPrism>();
    const differ = blocks.filter(({lang, code}) => {
      const prism = byLang.get(lang) ?? byLang.set(lang, fresh(languagesFor(lang))).get(lang)!;
      return render(LeanHighlight, code, lang, themes.github, prism) !== render(LeanHighlight, code, lang, themes.github, LeanPrism);
    });
    expect(byLang.size).toBeGreaterThan(5);
    expect(differ.map((b) => `${b.file}: ${b.lang}`)).toEqual([]);
    expect(languagesFor('text')).toEqual([]);
    expect(languagesFor('cpp')).toEqual(['clike', 'c', 'cpp']);
    expect(languagesFor('html')).toEqual(['markup', 'clike', 'javascript']);
    expect(languagesFor('brainfuck')).toEqual(PRISM_LANGUAGES);
  });
});
