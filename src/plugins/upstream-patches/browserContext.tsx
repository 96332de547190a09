/*
 * Ejected from @docusaurus/core 3.10.2 (lib/client/browserContext.js) and put in its place in the
 * bundle by this plugin (index.ts). One change, marked CUSTOM.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

/** True once the app has hydrated; `useIsBrowser` reads it. */
export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // CUSTOM: a transition. Every component that renders differently in the browser (code block
    // buttons, tabs, themed images, the search button's keys…) renders again in this update, right
    // after hydration. Upstream's plain update renders all of them in one task that the browser
    // cannot interrupt (122 ms on a long tutorial at Lighthouse's 4x CPU slowdown); as a transition
    // React renders in short slices and only the commit is one task.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
