import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot, type Root} from 'react-dom/client';
import {act, render} from '@testing-library/react';
import {Highlight, themes} from 'prism-react-renderer';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/**
 * src/features/code-blocks/theme/CodeBlock/Content: a server-rendered block hydrates with the server's HTML and without
 * the highlighter; a block rendered in the browser loads the highlighter, showing its lines plain
 * until it arrives.
 */

const state = vi.hoisted(() => ({
  /** What `loadedHighlighter()` returns: set on "the server", unset in "the browser". */
  loaded: undefined as undefined | {Highlight: unknown},
  loads: 0,
  fail: false,
  theme: undefined as unknown,
}));

vi.mock('@site/src/features/code-blocks/loader', () => ({
  loadedHighlighter: () => state.loaded,
  loadHighlighter: () => {
    state.loads++;
    if (state.fail) return Promise.reject(new Error('chunk failed'));
    state.loaded = {Highlight};
    return Promise.resolve(state.loaded);
  },
}));
vi.mock('@docusaurus/theme-common', () => ({usePrismTheme: () => state.theme}));
vi.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({
    metadata: {code: CODE, language: 'python', lineNumbersStart: undefined, lineClassNames: {1: ['theme-code-block-highlighted-line']}},
    wordWrap: {codeBlockRef: {current: null}},
  }),
}));
vi.mock('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css', () => ({
  default: {codeBlock: 'codeBlock', codeBlockLines: 'codeBlockLines', codeBlockLinesWithNumbering: 'withNumbers'},
}));
const CODE = 'import rospy\nvalue = 42\n\nprint(value)';

const {default: Content} = await import('@site/src/features/code-blocks/theme/CodeBlock/Content');

beforeEach(() => {
  state.loaded = undefined;
  state.loads = 0;
  state.fail = false;
  state.theme = themes.github;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The block as the server renders it: highlighted, the highlighter imported directly. */
function serverHtml(): string {
  state.loaded = {Highlight};
  const html = renderToString(<Content />);
  state.loaded = undefined;
  return html;
}

const lineTexts = (container: Element) => [...container.querySelectorAll('code > span')].map((line) => line.textContent);

describe('code block content', () => {
  it('hydrates a server-rendered block without the highlighter, keeping every server node', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const keyword = container.querySelector('.token.keyword');
    expect(keyword?.textContent).toBe('import');
    const before = container.innerHTML;

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Content />, {onRecoverableError: (error) => errors.push(error)});
    });

    expect(errors).toEqual([]);
    expect(state.loads).toBe(0);
    expect(container.querySelector('.token.keyword')).toBe(keyword);
    expect(container.innerHTML).toBe(before);
  });

  it('highlights again with the highlighter when the colour theme differs from the server one', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    function Themed({theme}: {theme: unknown}): ReactNode {
      state.theme = theme;
      return <Content />;
    }
    await act(async () => {
      root = hydrateRoot(container, <Themed theme={themes.github} />);
    });
    const lightColour = (container.querySelector('.token.keyword') as HTMLElement).style.color;

    await act(async () => root!.render(<Themed theme={themes.dracula} />));

    expect(state.loads).toBe(1);
    const darkColour = (container.querySelector('.token.keyword') as HTMLElement).style.color;
    expect(darkColour).not.toBe(lightColour);
    expect(container.querySelector('pre')!.style.backgroundColor).not.toBe('');
  });

  it('renders a block first seen in the browser plain, then highlighted once the highlighter loads', async () => {
    let resolve!: () => void;
    const gate = new Promise<void>((r) => (resolve = r));
    const {container} = render(<Content />);
    // The first render, before the loader's promise settles: the lines, unhighlighted.
    expect(lineTexts(container)).toEqual(['import rospy', 'value = 42', '\n', 'print(value)']);
    expect(container.querySelector('.token.keyword')).toBeNull();
    expect(container.querySelectorAll('code > span')[1]).toHaveClass('theme-code-block-highlighted-line');
    expect(state.loads).toBe(1);

    await act(async () => {
      resolve();
      await gate;
    });

    expect(container.querySelector('.token.keyword')?.textContent).toBe('import');
    expect(lineTexts(container)).toEqual(['import rospy', 'value = 42', '\n', 'print(value)']);
    expect(container.querySelector('pre')).toHaveClass('prism-code', 'language-python');
  });

  it('stays readable, unhighlighted, when the highlighter cannot be loaded', async () => {
    state.fail = true;
    const {container} = render(<Content />);
    await act(async () => undefined);
    expect(state.loads).toBe(1);
    expect(container.querySelector('code')!.textContent).toBe('import rospyvalue = 42\nprint(value)');
    expect(container.querySelector('.token.keyword')).toBeNull();
  });
});
