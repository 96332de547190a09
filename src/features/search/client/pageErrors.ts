import type {SearchIndexError} from '../engine/errors';

/**
 * The theme's search page builds its results with algoliasearch-helper, which has no error
 * display and throws when a search fails with no listener attached. Offline, its client reports
 * failures here instead (and answers with no hits); the SearchPage wrapper shows the message.
 */
type Listener = (error: SearchIndexError | undefined) => void;

let current: SearchIndexError | undefined;
const listeners = new Set<Listener>();

export function reportSearchPageError(error: SearchIndexError | undefined): void {
  if (error === current) return;
  current = error;
  for (const listener of listeners) listener(error);
}

export function currentSearchPageError(): SearchIndexError | undefined {
  return current;
}

export function subscribeSearchPageError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
