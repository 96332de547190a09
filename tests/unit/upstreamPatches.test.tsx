import fs from 'node:fs';
import path from 'node:path';
import {useContext, useState, type ReactNode, type RefObject} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {BrowserContextProvider, Context} from '@site/node_modules/@docusaurus/core/lib/client/browserContext.js';
import {useWindowSize} from '@site/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js';
import {useCodeWordWrap} from '@site/node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js';

const docsData = {
  default: {versions: [{name: 'current'}, {name: 'v1'}]},
};
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useAllDocsData: () => docsData,
  useDocsData: (id: keyof typeof docsData) => docsData[id],
}));
vi.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({docs: {versionPersistence: 'localStorage'}}),
}));
vi.mock('@docusaurus/theme-common/internal', () => ({
  ReactContextError: Error,
  createStorageSlot: (key: string) => ({
    get: () => window.localStorage.getItem(key),
    set: (value: string) => window.localStorage.setItem(key, value),
    del: () => window.localStorage.removeItem(key),
  }),
}));

afterEach(() => window.localStorage.clear());

describe('Docusaurus modules as patched by patches/ (applied by postinstall)', () => {
  it('loads @docusaurus/utils-common without tslib, with the same results', async () => {
    const utils = await import('@docusaurus/utils-common');
    const entry = fs.readFileSync(path.join(process.cwd(), 'node_modules/@docusaurus/utils-common/lib/index.js'), 'utf8');
    expect(entry).not.toMatch(/require\("tslib"\)/);
    const options = {trailingSlash: true, baseUrl: '/'};
    expect(utils.applyTrailingSlash('/docs/intro', options)).toBe('/docs/intro/');
    expect(utils.applyTrailingSlash('/docs/intro/#a', {...options, trailingSlash: false})).toBe('/docs/intro#a');
    expect(utils.addPrefix('b', 'a')).toBe('ab');
    expect(utils.removeTrailingSlash('/a/')).toBe('/a');
  });

  describe('BrowserContextProvider', () => {
    function Show(): ReactNode {
      return <span>{String(useContext(Context))}</span>;
    }

    it('is false on the server and during hydration, true once mounted', async () => {
      expect(
        renderToStaticMarkup(
          <BrowserContextProvider>
            <Show />
          </BrowserContextProvider>,
        ),
      ).toContain('false');
      await act(async () => {
        render(
          <BrowserContextProvider>
            <Show />
          </BrowserContextProvider>,
        );
      });
      expect(screen.getByText('true')).toBeInTheDocument();
    });
  });

  describe('useWindowSize', () => {
    function Show(): ReactNode {
      return <span data-testid="size">{useWindowSize()}</span>;
    }

    it('is ssr on the server, then mobile or desktop by the 996 px breakpoint, following resizes', async () => {
      expect(renderToStaticMarkup(<Show />)).toContain('ssr');
      window.innerWidth = 412;
      await act(async () => {
        render(<Show />);
      });
      expect(screen.getByTestId('size').textContent).toBe('mobile');
      await act(async () => {
        window.innerWidth = 1280;
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByTestId('size').textContent).toBe('desktop');
    });
  });

  describe('useCodeWordWrap', () => {
    function Block({renders, code = 'print(1)'}: {renders: boolean[]; code?: string}): ReactNode {
      const {codeBlockRef, isCodeScrollable} = useCodeWordWrap();
      renders.push(isCodeScrollable);
      return (
        <pre ref={codeBlockRef}>
          <code>{code}</code>
        </pre>
      );
    }

    it('does not render a block again after mount when its code fits and it is in no hidden tab', async () => {
      const renders: boolean[] = [];
      await act(async () => {
        render(<Block renders={renders} />);
      });
      expect(renders).toEqual([false]);
    });

    type Observed = {callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit};

    /** A fresh copy of the hook (its observer is created once per module) over a fake IntersectionObserver. */
    async function withFakeObserver(run: (hook: typeof useCodeWordWrap, observers: Observed[]) => Promise<void>): Promise<void> {
      const observers: Observed[] = [];
      class FakeObserver {
        readonly record: Observed;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = {callback, targets: new Set<Element>(), options};
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.add(target);
        }
        unobserve(target: Element) {
          this.record.targets.delete(target);
        }
        disconnect() {
          this.record.targets.clear();
        }
      }
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      try {
        vi.resetModules();
        const {useCodeWordWrap: freshHook} = await import('@site/node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js');
        await run(freshHook, observers);
      } finally {
        width.mockRestore();
        vi.unstubAllGlobals();
      }
    }

    const entry = (target: Element, isIntersecting: boolean) => ({target, isIntersecting}) as IntersectionObserverEntry;

    it('checks a block for overflow only once it comes near the screen, with one observer for all blocks', async () => {
      await withFakeObserver(async (hook, observers) => {
        function Lazy({renders}: {renders: boolean[]}): ReactNode {
          const {codeBlockRef, isCodeScrollable} = hook();
          renders.push(isCodeScrollable);
          return (
            <div>
              <pre ref={codeBlockRef} tabIndex={0}>
                <code>print(1)</code>
              </pre>
              <button type="button">Copy</button>
            </div>
          );
        }
        const first: boolean[] = [];
        const second: boolean[] = [];
        await act(async () => {
          render(
            <>
              <Lazy renders={first} />
              <Lazy renders={second} />
            </>,
          );
        });
        expect(observers).toHaveLength(1);
        expect(observers[0].options?.rootMargin).toBe('50% 0px');
        const [a, b] = [...observers[0].targets];
        expect(first).toEqual([false]);
        expect(second).toEqual([false]);
        // The first block scrolls near the screen; the second is still far away.
        await act(async () => {
          observers[0].callback([entry(a, true), entry(b, false)], {} as IntersectionObserver);
        });
        expect(first.at(-1)).toBe(true);
        expect(second).toEqual([false]);
        expect([...observers[0].targets]).toEqual([b]);
        // Keyboard focus reaches the second block's copy button before the observer reports it:
        // checked at once, and no longer observed.
        await act(async () => {
          fireEvent.focusIn(b.parentElement!.querySelector('button')!);
        });
        expect(second.at(-1)).toBe(true);
        expect(observers[0].targets.size).toBe(0);
      });
    });

    it('waits for the new <pre> when a block renders one before it came near the screen', async () => {
      await withFakeObserver(async (hook, observers) => {
        // As src/features/code-blocks/theme/CodeBlock/Content does once the highlighter arrives: it renders another
        // <pre>, and the component that holds the hook does not render again.
        let highlight = () => {};
        function Content({codeBlockRef}: {codeBlockRef: RefObject<HTMLPreElement | null>}): ReactNode {
          const [highlighted, setHighlighted] = useState(false);
          highlight = () => setHighlighted(true);
          return (
            <div>
              <pre key={String(highlighted)} ref={codeBlockRef}>
                <code>print(1)</code>
              </pre>
            </div>
          );
        }
        const renders: boolean[] = [];
        function Block(): ReactNode {
          const {codeBlockRef, isCodeScrollable} = hook();
          renders.push(isCodeScrollable);
          return <Content codeBlockRef={codeBlockRef} />;
        }
        await act(async () => {
          render(<Block />);
        });
        const [old] = [...observers[0].targets];
        await act(async () => {
          highlight();
        });
        expect(renders).toHaveLength(1);
        const [current] = [...observers[0].targets];
        expect(observers[0].targets.size).toBe(1);
        expect(current).not.toBe(old);
        expect(current.isConnected).toBe(true);
        await act(async () => {
          observers[0].callback([entry(current, true)], {} as IntersectionObserver);
        });
        expect(renders.at(-1)).toBe(true);
      });
    });

    it('shows the word-wrap state once the code overflows its block', async () => {
      const renders: boolean[] = [];
      const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      await act(async () => {
        render(<Block renders={renders} />);
      });
      width.mockRestore();
      expect(renders.at(-1)).toBe(true);
    });
  });
});
