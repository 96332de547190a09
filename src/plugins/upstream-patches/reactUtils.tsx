/*
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/utils/reactUtils.js) and put in its place in
 * the bundle by this plugin (index.ts). Unchanged but for `useShallowMemoObject` (marked CUSTOM)
 * and the types.
 */
import React, {useCallback, useMemo, useRef, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** Turns an unstable callback into a stable one that always calls the latest callback. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: never[]) => ref.current(...args), []) as T;
}

/** The value from the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-compiler/react-compiler
  return ref.current;
}

/** Thrown when a context is used outside its provider; the hook's name comes from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${
      this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''
    } is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/**
 * Shallow-memoize an object: the same object comes back while its keys and values are the same.
 * Upstream sorts the entries with `localeCompare`. The first `localeCompare` a page calls loads
 * the browser's collation data: 55 ms of a doc page's hydration at Lighthouse's 4x CPU slowdown
 * (CPU profile), inside the first code block's render, whose word-wrap hook memoizes its
 * observer options with this. The keys are property names and their order only has to be the
 * same on every render, so comparing code units does.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // CUSTOM: code-unit order instead of localeCompare.
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}

/** One provider made of several that take only children; the first is outermost. */
export function composeProviders(
  providers: React.ComponentType<{children: ReactNode}>[],
): React.ComponentType<{children: ReactNode}> {
  return function ComposedProviders({children}: {children: ReactNode}) {
    return <>{providers.reduceRight<ReactNode>((element, Provider) => <Provider>{element}</Provider>, children)}</>;
  };
}
