/**
 * Stands in for `prism-react-renderer` in the site bundles (see ./index.ts). It exports the two
 * things Docusaurus takes from that package — `Prism` (given the site's languages by the theme's
 * `prism-include-languages` client module) and the `Highlight` component of CodeBlock — with the
 * same output as prism-react-renderer 2.4, but with a bare Prism core instead of the package's
 * bundled Prism, which registers 16 languages and 20 colour themes on load. Tests compare both
 * renderers token for token.
 */
import './manual';
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Prism from 'prismjs/components/prism-core';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';

export {Prism};

/**
 * Registers the languages a code block needs when it is highlighted, not when the app starts: the
 * theme's prism-include-languages client module sets the loader
 * (src/features/code-blocks/theme/prism-include-languages.ts), which registers each grammar once. Running all nine grammar modules took 88 ms of
 * the startup task at Lighthouse's 4x CPU slowdown, on every page, code or not; on the first code
 * block of a tutorial they were still 70 ms of one task, where its Python and bash need three.
 */
let loadLanguages: ((language: string) => void) | undefined;
export function setLanguageLoader(loader: (language: string) => void): void {
  loadLanguages = loader;
}

type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

/** The theme's styles that apply to `language`, merged per token type. */
function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style} as CSSProperties;
  }
  return {...dict, root: theme.plain as CSSProperties, plain: {...(theme.plain as CSSProperties), backgroundColor: undefined}};
}

/** The theme's style for a token: its types' styles merged in order; empty tokens keep their height. */
function tokenStyle(dict: ThemeDict, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((t) => dict[t]));
}

/** An empty line still needs content, or it would collapse. */
function fillEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** Adds a type unless it repeats the last one; an array (Prism alias list) adds each entry. */
const appendTypes = (types: string[], add: string | string[]): string[] => (types.at(-1) === add ? types : types.concat(add));

/** Flattens Prism's nested token tree into lines of tokens, each with the types of its ancestors. */
export function normalizeTokens(tokens: Prism.TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (stream: Prism.TokenStream, parentTypes: string[], depth: number): void => {
    for (const item of Array.isArray(stream) ? stream : [stream]) {
      let types: string[];
      let content: Prism.TokenStream;
      if (typeof item === 'string') {
        types = depth > 0 ? parentTypes : ['plain'];
        content = item;
      } else {
        types = appendTypes(parentTypes, item.type);
        if (item.alias) types = appendTypes(types, item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        walk(content, types, depth + 1);
        continue;
      }
      const [first, ...rest] = content.split(/\r\n|\r|\n/);
      line.push({types, content: first});
      for (const part of rest) {
        fillEmptyLine(line);
        line = [{types, content: part}];
        lines.push(line);
      }
    }
  };
  walk(tokens, [], 0);
  fillEmptyLine(line);
  return lines;
}

export function Highlight({children, language: rawLanguage, code, theme, prism = Prism}: HighlightProps): ReactNode {
  if (!theme) throw new Error('Highlight needs a theme: Docusaurus passes the one from themeConfig.prism.');
  const language = rawLanguage.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  if (prism === Prism) loadLanguages?.(language);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as Array<string | Prism.Token>};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);

  // Stable while the theme is, so a line's props change only when the theme does.
  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dict.plain, ...style},
    }),
    [dict],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const own = tokenStyle(dict, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style != null ? {...own, ...style} : own,
      };
    },
    [dict],
  );
  return children({tokens, className: `prism-code language-${language}`, style: dict.root, getLineProps, getTokenProps});
}
