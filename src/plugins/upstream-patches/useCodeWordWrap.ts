/*
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/hooks/useCodeWordWrap.js) and put in its place
 * in the bundle by this plugin (index.ts). Changes marked CUSTOM; types added, and upstream's
 * useMutationObserver inlined (the package does not export it).
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefCallback, type RefObject} from 'react';
import {useEvent} from './reactUtils';

/** The hidden-attribute watch below needs no other options. */
const HIDDEN_OPTIONS: MutationObserverInit = {attributes: true, characterData: false, childList: false, subtree: false};

/**
 * Upstream's useMutationObserver (lib/hooks/useMutationObserver.js), which the package does not
 * export, for the one fixed set of options used here.
 */
function useMutationObserver(target: Element | null, callback: MutationCallback): void {
  const stableCallback = useEvent(callback);
  useEffect(() => {
    const observer = new MutationObserver(stableCallback);
    if (target) observer.observe(target, HIDDEN_OPTIONS);
    return () => observer.disconnect();
  }, [target, stableCallback]);
}

/** Calls `callback` when the tab panel the code block is in stops being hidden. */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  // CUSTOM: starts as null, what `closest()` returns for a block outside a hidden tab. Upstream
  // starts it undefined, so the effect below changed it for every code block on the page and
  // each rendered again right after hydration.
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null>(null);
  const updateHiddenTabElement = useCallback(() => {
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef, setHiddenTabElement]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  useMutationObserver(hiddenTabElement, (mutations) => {
    mutations.forEach((mutation) => {
      if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
        callback();
        updateHiddenTabElement();
      }
    });
  });
}

/**
 * CUSTOM: code blocks off the screen skip their layout (`content-visibility: auto` in
 * src/css/custom.css), and a skipped block's `scrollWidth` is its own width, not its lines'. So
 * the first check of whether a block's lines overflow waits until the block comes near the
 * screen, where the browser lays it out, with one observer for all blocks. Without
 * IntersectionObserver it runs at once, as upstream.
 */
const NEAR_SCREEN_MARGIN = '50% 0px';
let nearScreenObserver: IntersectionObserver | undefined;
const nearScreenCallbacks = new WeakMap<Element, () => void>();

function onceNearScreen(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  nearScreenObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreenObserver?.unobserve(entry.target);
        const near = nearScreenCallbacks.get(entry.target);
        nearScreenCallbacks.delete(entry.target);
        near?.();
      }
    },
    {rootMargin: NEAR_SCREEN_MARGIN},
  );
  nearScreenCallbacks.set(element, callback);
  nearScreenObserver.observe(element);
  return () => {
    nearScreenCallbacks.delete(element);
    nearScreenObserver?.unobserve(element);
  };
}

export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // CUSTOM: a ref callback that is also a ref object (`current`), so that the first overflow check
  // can wait for each <pre> the block renders (see below).
  const watchRef = useRef<(block: HTMLPreElement | null) => void>(undefined);
  const [codeBlockRef] = useState(() => {
    const ref = ((block: HTMLPreElement | null) => {
      ref.current = block;
      watchRef.current?.(block);
    }) as RefCallback<HTMLPreElement> & RefObject<HTMLPreElement | null>;
    ref.current = null;
    return ref;
  });
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long word.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  const measureCodeIsScrollable = useCallback((): boolean => {
    const block = codeBlockRef.current!;
    const code = block.querySelector('code')!;
    const {scrollWidth, clientWidth} = block;
    // CUSTOM: the <code>'s own width as well. A block the browser skips (off the screen,
    // `content-visibility: auto`) reports its own width as its scroll width; this check runs once
    // the block is near the screen, where the browser lays it out, and the <code>'s width is then
    // the width of its lines (tests/e2e/performance.spec.ts scrolls to a block and expects its button).
    return scrollWidth > clientWidth || code.offsetWidth > clientWidth || code.hasAttribute('style');
  }, [codeBlockRef]);
  const updateCodeIsScrollable = useCallback(() => {
    const isScrollable = measureCodeIsScrollable();
    // CUSTOM: a transition. Right after hydration every code block whose lines overflow (most of
    // them on a phone) shows its word-wrap button; upstream's plain update rendered them all in
    // one task the browser could not interrupt.
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, [measureCodeIsScrollable]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  // CUSTOM: the first check waits for the block to come near the screen (see onceNearScreen), for
  // each <pre> the block renders: one highlighted after hydration (the dark theme) gets a new
  // <pre>, and the old one never comes into view.
  const checkedOnce = useRef(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  watchRef.current = (block) => {
    stopWaiting.current?.();
    stopWaiting.current = null;
    if (checkedOnce.current || !block) return;
    const checkNow = (urgent: boolean) => {
      checkedOnce.current = true;
      stopWaiting.current?.();
      stopWaiting.current = null;
      if (urgent) setIsCodeScrollable(measureCodeIsScrollable());
      else updateCodeIsScrollable();
    };
    const stopObserving = onceNearScreen(block, () => checkNow(false));
    if (checkedOnce.current) return; // no IntersectionObserver: checked at once
    // Keyboard focus can reach the block (the <pre> or its copy button, going backwards) before
    // the observer reports it: checked then, with an urgent update, so that the word-wrap button
    // is there for the next Tab.
    const container = block.parentElement ?? block;
    const onFocus = () => checkNow(true);
    container.addEventListener('focusin', onFocus);
    stopWaiting.current = () => {
      stopObserving();
      container.removeEventListener('focusin', onFocus);
    };
  };
  // Upstream's check when wrapping is switched on or off (and, upstream, on mount).
  useEffect(() => {
    if (checkedOnce.current) updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
