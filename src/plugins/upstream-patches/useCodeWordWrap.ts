/*
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/hooks/useCodeWordWrap.js) and put in its place
 * in the bundle by this plugin (index.ts). Two changes, marked CUSTOM; types added, and upstream's
 * useMutationObserver inlined (the package does not export it).
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';
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

export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
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
  const updateCodeIsScrollable = useCallback(() => {
    const {scrollWidth, clientWidth} = codeBlockRef.current!;
    const isScrollable = scrollWidth > clientWidth || codeBlockRef.current!.querySelector('code')!.hasAttribute('style');
    // CUSTOM: a transition. Right after hydration every code block whose lines overflow (most of
    // them on a phone) shows its word-wrap button; upstream's plain update rendered them all in
    // one task the browser could not interrupt.
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, [codeBlockRef]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
