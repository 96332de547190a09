import {useCallback, useEffect, useRef} from 'react';

/**
 * The no-results suggestions (./noResultsSuggestions.ts), started when the modal first mounts
 * (DocSearch calls `transformSearchClient` then): the watcher's code loads with the modal, not
 * with the page, and nothing watches the page before search is opened. Returns the starter.
 */
export function useNoResultsSuggestions(suggest: (query: string) => Promise<string[]>): () => void {
  const latest = useRef(suggest);
  latest.current = suggest;
  const stop = useRef<(() => void) | undefined>(undefined);
  const started = useRef(false);
  useEffect(
    () => () => {
      stop.current?.();
      started.current = false;
    },
    [],
  );
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    import('./noResultsSuggestions').then(
      ({watchNoResults}) => {
        if (started.current) stop.current = watchNoResults((query) => latest.current(query));
      },
      () => {
        // Offline with the code never kept: no suggestions this time, the next open tries again.
        started.current = false;
      },
    );
  }, []);
}
