import {act, fireEvent, render, screen} from '@testing-library/react';
import {useRef, useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DocSearchButton} from '@site/src/features/search/docsearch/Button';
import {searchKeyAction, useDocSearchKeyboardEvents} from '@site/src/features/search/docsearch/useKeyboardEvents';
import {version} from '@site/src/features/search/docsearch/version';

afterEach(() => vi.restoreAllMocks());

const key = (init: KeyboardEventInit, target?: EventTarget) => {
  const event = new KeyboardEvent('keydown', init);
  if (target) Object.defineProperty(event, 'target', {value: target});
  return event;
};

describe('the lightweight DocSearch button', () => {
  it("keeps DocSearch's classes and name, and its visible text is only the label", () => {
    render(<DocSearchButton translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}} />);
    const button = screen.getByRole('button', {name: 'Search (Ctrl+K)'});
    expect(button).toHaveClass('DocSearch', 'DocSearch-Button');
    expect(button.textContent).toBe('Search');
    const caps = [...button.querySelectorAll<HTMLElement>('.DocSearch-Button-Key')];
    expect(caps.map((c) => c.dataset.key)).toEqual(['Ctrl', 'K']);
    expect(button.querySelector('.DocSearch-Button-Keys')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows ⌘ and names Command on Apple devices', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<DocSearchButton />);
    const button = screen.getByRole('button', {name: 'Search (Command+K)'});
    expect([...button.querySelectorAll<HTMLElement>('.DocSearch-Button-Key')].map((c) => c.dataset.key)).toEqual(['⌘', 'K']);
  });

  it('passes handlers and the ref through, and presses a cap while its key is held', () => {
    const onClick = vi.fn();
    let ref: HTMLButtonElement | null = null;
    render(
      <DocSearchButton
        onClick={onClick}
        ref={(el) => {
          ref = el;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref).toBe(screen.getByRole('button'));
    const k = document.querySelector('[data-key="K"]')!;
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k'})));
    expect(k).toHaveClass('DocSearch-Button-Key--pressed');
    act(() => void window.dispatchEvent(new KeyboardEvent('keyup', {key: 'k'})));
    expect(k).not.toHaveClass('DocSearch-Button-Key--pressed');
  });
});

describe('search keyboard shortcuts', () => {
  const input = document.createElement('input');
  const cases: [string, KeyboardEvent, boolean, boolean, ReturnType<typeof searchKeyAction>][] = [
    ['Ctrl+K opens', key({key: 'k', ctrlKey: true}), false, false, 'toggle'],
    ['⌘+K closes', key({key: 'K', metaKey: true}), true, false, 'toggle'],
    ['/ opens', key({key: '/'}), false, false, 'toggle'],
    ['/ in a field is typing', key({key: '/'}, input), false, false, null],
    ['/ while open is typing', key({key: '/'}), true, false, null],
    ['Escape closes', key({key: 'Escape'}), true, false, 'toggle'],
    ['Escape when closed does nothing', key({key: 'Escape'}), false, false, null],
    ['a letter on the focused button starts a query', key({key: 'm'}), false, true, 'input'],
    ['a letter elsewhere does nothing', key({key: 'm'}), false, false, null],
    ['Ctrl+Shift+K is not the shortcut', key({key: 'K', ctrlKey: true, shiftKey: true}), false, false, null],
  ];
  for (const [name, event, isOpen, focused, expected] of cases) {
    it(name, () => expect(searchKeyAction(event, isOpen, focused)).toBe(expected));
  }

  it('the hook opens, closes and forwards typing, and stops listening on unmount', () => {
    const onInput = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      const ref = useRef<HTMLButtonElement>(null);
      useDocSearchKeyboardEvents({isOpen: open, onOpen: () => setOpen(true), onClose: () => setOpen(false), onInput, searchButtonRef: ref});
      return <button ref={ref}>{open ? 'open' : 'closed'}</button>;
    }
    const {unmount} = render(<Harness />);
    const button = screen.getByRole('button');
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, cancelable: true})));
    expect(button).toHaveTextContent('open');
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'})));
    expect(button).toHaveTextContent('closed');
    button.focus();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', {key: 'q'})));
    expect(onInput).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', {key: 'q'}));
    expect(onInput).toHaveBeenCalledTimes(1);
  });

  it('reports the installed DocSearch version', () => {
    expect(version).toBe('3.9.0');
  });
});

describe('index preloading on search intent', () => {
  it('starts once, on pressing the button or on the shortcut, and not on hover or other keys', async () => {
    const {preloadOnIntent} = await import('@site/src/features/search/theme/SearchBar/preloadOnIntent');
    document.body.innerHTML = '<button class="DocSearch-Button">Search</button>';
    const preload = vi.fn();
    const stop = preloadOnIntent(preload);
    window.dispatchEvent(new KeyboardEvent('keydown', {key: 'a'}));
    document.querySelector('button')!.dispatchEvent(new Event('pointerenter'));
    document.querySelector('button')!.dispatchEvent(new Event('focus'));
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true}));
    expect(preload).toHaveBeenCalledTimes(1);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown'));
    expect(preload).toHaveBeenCalledTimes(1);
    stop();

    const again = vi.fn();
    const stop2 = preloadOnIntent(again);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown'));
    expect(again).toHaveBeenCalledTimes(1);
    stop2();
    document.body.innerHTML = '';
  });
});
