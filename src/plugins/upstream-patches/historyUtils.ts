/*
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/utils/historyUtils.js) and put in its place in
 * the bundle by this plugin (index.ts). Unchanged but for `useHistorySelector` (marked CUSTOM) and
 * the types; its import of ./reactUtils is this folder's copy.
 */
import {useCallback, useEffect, useMemo, useSyncExternalStore} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Action, History, Location} from 'history';
import {useEvent} from './reactUtils';

type HistoryBlockHandler = (location: Location, action: Action) => void | false;

/**
 * Registers a handler called on history actions (pop, push, replace). If the handler returns
 * `false`, the navigation is blocked.
 */
function useHistoryActionHandler(handler: HistoryBlockHandler): void {
  const history = useHistory();
  const stableHandler = useEvent(handler);
  useEffect(
    // See https://github.com/remix-run/history/blob/main/docs/blocking-transitions.md
    () => history.block((location, action) => stableHandler(location, action)),
    [history, stableHandler],
  );
}

/** Like `useHistoryActionHandler`, for back and forward navigation only. */
export function useHistoryPopHandler(handler: HistoryBlockHandler): void {
  useHistoryActionHandler((location, action) => {
    if (action === 'POP') {
      // Maybe block navigation if handler returns false
      return handler(location, action);
    }
    // Don't block other navigation actions
    return undefined;
  });
}

/**
 * A value selected from the history, kept up to date. The server render and hydration see the
 * location without its query string, hash and state, so the markup cannot differ between them.
 */
export function useHistorySelector<Value>(selector: (history: History<unknown>) => Value): Value {
  const history = useHistory();
  // CUSTOM: until the app knows it runs in a browser (`isBrowser`, which the patched
  // browserContext sets in a transition right after hydration), the client reads the same
  // emptied location as the server. Upstream's client snapshot read the real location at once,
  // so on any address with a query or a hash (`/search?q=speech`, `?language=cpp`) React found
  // the snapshot changed after hydration and re-rendered those components synchronously: on the
  // search page the whole layout, a 133 ms blocking task at 4x CPU (CPU profile,
  // forceStoreRerender from SearchPageContent and DocsVersionDropdownNavbarItem). Now the real
  // location arrives with `isBrowser`, in the transition, which React renders in slices.
  const isBrowser = useIsBrowser();
  const hydrationSnapshot = () =>
    selector({
      ...history,
      location: {
        ...history.location,
        // On the server/hydration, these attributes should always be empty
        // Forcing empty state makes this hook safe from hydration errors
        search: '',
        hash: '',
        state: undefined,
      },
    });
  return useSyncExternalStore(history.listen, isBrowser ? () => selector(history) : hydrationSnapshot, hydrationSnapshot);
}

/** The value of a query string parameter, or null. */
export function useQueryStringValue(key: string | null): string | null {
  return useHistorySelector((history) => {
    if (key === null) {
      return null;
    }
    return new URLSearchParams(history.location.search).get(key);
  });
}

function useQueryStringUpdater(key: string): (newValue: string | null, options?: {push: boolean}) => void {
  const history = useHistory();
  return useCallback(
    (newValue: string | null, options?: {push: boolean}) => {
      const searchParams = new URLSearchParams(history.location.search);
      if (newValue) {
        searchParams.set(key, newValue);
      } else {
        searchParams.delete(key);
      }
      const updateHistory = options?.push ? history.push : history.replace;
      updateHistory({
        search: searchParams.toString(),
      });
    },
    [key, history],
  );
}

/** A query string parameter ('' when absent) and its updater (replace, or push when asked). */
export function useQueryString(key: string): [string, (newValue: string | null, options?: {push: boolean}) => void] {
  const value = useQueryStringValue(key) ?? '';
  const update = useQueryStringUpdater(key);
  return [value, update];
}

function useQueryStringListValues(key: string): string[] {
  // Unfortunately we can't just use searchParams.getAll(key) in the selector
  // It would create a new array every time and lead to an infinite loop...
  // The selector has to return a primitive/string value to avoid that...
  const arrayJsonString = useHistorySelector((history) => {
    const values = new URLSearchParams(history.location.search).getAll(key);
    return JSON.stringify(values);
  });
  return useMemo(() => JSON.parse(arrayJsonString) as string[], [arrayJsonString]);
}

type ListUpdate = string[] | ((oldValues: string[]) => string[]);
type ListUpdateFunction = (update: ListUpdate, options?: {push: boolean}) => void;

function useQueryStringListUpdater(key: string): ListUpdateFunction {
  const history = useHistory();
  const setValues = useCallback<ListUpdateFunction>(
    (update, options) => {
      const searchParams = new URLSearchParams(history.location.search);
      const newValues = Array.isArray(update) ? update : update(searchParams.getAll(key));
      searchParams.delete(key);
      newValues.forEach((v) => searchParams.append(key, v));
      const updateHistory = options?.push ? history.push : history.replace;
      updateHistory({
        search: searchParams.toString(),
      });
    },
    [history, key],
  );
  return setValues;
}

/** Every value of a repeated query string parameter, and their updater. */
export function useQueryStringList(key: string): [string[], ListUpdateFunction] {
  const values = useQueryStringListValues(key);
  const setValues = useQueryStringListUpdater(key);
  return [values, setValues];
}

/** Removes the whole query string (a replace). */
export function useClearQueryString(): () => void {
  const history = useHistory();
  return useCallback(() => {
    history.replace({
      search: undefined,
    });
  }, [history]);
}

/** Merges query strings' parameters, appending repeated keys or letting the last one win. */
export function mergeSearchParams(params: URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const result = new URLSearchParams();
  for (const item of params) {
    for (const [key, value] of item.entries()) {
      if (strategy === 'append') {
        result.append(key, value);
      } else {
        result.set(key, value);
      }
    }
  }
  return result;
}

/** `mergeSearchParams` on query strings, returned with a leading `?` unless empty. */
export function mergeSearchStrings(searchStrings: (string | undefined)[], strategy: 'append' | 'set'): string {
  const params = mergeSearchParams(
    searchStrings.map((s) => new URLSearchParams(s ?? '')),
    strategy,
  );
  const str = params.toString();
  return str ? `?${str}` : str;
}
