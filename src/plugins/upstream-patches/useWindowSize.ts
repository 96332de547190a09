/*
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/hooks/useWindowSize.js) and put in its place
 * in the bundle by this plugin (index.ts). One change, marked CUSTOM.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima hard-codes the same breakpoint in its CSS. */
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * The window size as `desktop` or `mobile`, and `ssr` until the app has hydrated (the server
 * cannot know it, and the first render in the browser must match the server's).
 */
export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    // CUSTOM: the first update, from `ssr`, is a transition. On a phone it swaps the desktop
    // sidebar and table of contents for the mobile ones right after hydration; as a transition
    // React renders it in short slices, together with the browser-only update
    // (./browserContext.tsx), instead of in one task the browser cannot interrupt.
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
