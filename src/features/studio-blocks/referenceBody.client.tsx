/**
 * What the browser's production bundle has in place of ./referenceBody.tsx (./plugin.ts). The reference is static text that the server renders when
 * the site is built: on a first visit the browser keeps that HTML as it is (a wrapper whose content
 * React does not hydrate) and loads none of the reference's data. Reached by a link inside the site,
 * the page has no server HTML, so the wrapper is empty: the component then loads ./referenceEntries.tsx
 * and renders it. /docs/blocks_api first visit without the reference's text and item lists: see the
 * budget test (tests/build/budget.test.ts).
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type * as Body from './referenceEntries';

type Name = 'BlockReference' | 'BlockCategoryReference' | 'ItemList';
type AnyProps = Record<string, unknown>;

function island<K extends Name>(name: K): (typeof Body)[K] {
  function Island(props: AnyProps): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    const [Loaded, setLoaded] = useState<ComponentType<AnyProps> | null>(null);
    useEffect(() => {
      if (ref.current && ref.current.childNodes.length === 0) {
        void import('./referenceEntries').then((body) => setLoaded(() => body[name] as unknown as ComponentType<AnyProps>));
      }
    }, []);
    if (Loaded) return <Loaded {...props} />;
    // The server's wrapper (ISLAND in ./referenceEntries.tsx); its content stays as the server rendered it.
    return <div ref={ref} data-reference-island="" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return Island as unknown as (typeof Body)[K];
}

export const BlockReference = island('BlockReference');
export const BlockCategoryReference = island('BlockCategoryReference');
export const ItemList = island('ItemList');
