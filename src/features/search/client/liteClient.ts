/**
 * Offline builds resolve `algoliasearch/lite` to this module (the search-index plugin's webpack
 * alias): the theme's SearchPage calls `liteClient(appId, apiKey)` and gets the offline client,
 * the same one the modal uses. A failed search is reported to the page's error message and
 * answered with no hits, because algoliasearch-helper would otherwise throw an unhandled error.
 */
import {startTransition} from 'react';
import {SearchIndexError} from '../engine/errors';
import {lazyOfflineClient, type LazyOfflineClient} from './lazyClient';
import type {OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';
import {reportSearchPageError} from './pageErrors';

let options: OfflineClientOptions | undefined;

/** Called by the SearchPage wrapper before the page renders: where the index lives. */
export function configureSearchPageClient(next: OfflineClientOptions): void {
  options = next;
}

function paramsOf(request: SearchRequest): SearchRequest {
  return {...request, ...(request.params ?? {})};
}

function emptyResponse(request: SearchRequest): SearchResponse {
  const params = paramsOf(request);
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(params.hitsPerPage ?? 20),
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    query: String(params.query ?? ''),
    params: '',
    index: request.indexName,
    queryID: '',
    renderingContent: {},
  };
}

/**
 * A query that asks for no hits (`hitsPerPage: 0`). The search page configures the helper with
 * disjunctive facets (language, docusaurus_tag), so every search sends, besides the query for
 * hits, one such query per facet for its value counts, each without that facet's refinement. The
 * page never shows those counts (its result listener reads the hits query only; a unit test
 * reads the theme's patched SearchPage to keep it so), and answering the docusaurus_tag one would fetch and
 * index every version's file: on `/search?q=speech` that was V1's 314 KB index and a second
 * engine over all three files. They are answered with no hits and no counts.
 */
export function isCountOnly(request: SearchRequest): boolean {
  return Number(paramsOf(request).hitsPerPage) === 0;
}

/**
 * A promise whose callbacks run inside React's `startTransition`. The helper delivers results from
 * the client's promise (`search(...).then(dispatch)`), and the page turns them into a reducer
 * update that re-renders its whole layout. Outside a transition React renders that update in one
 * blocking task (131 ms at 4x CPU on `/search?q=speech`, CPU profile); inside one it renders in
 * slices and yields to input. Errors thrown by a callback still reject the chained promise
 * (startTransition alone would report them as uncaught).
 */
export class TransitionPromise<T> extends Promise<T> {
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    const inTransition =
      <V, R>(callback: (value: V) => R) =>
      (value: V): R => {
        let result: R | undefined;
        let failure: {error: unknown} | undefined;
        startTransition(() => {
          try {
            result = callback(value);
          } catch (error) {
            failure = {error};
          }
        });
        if (failure) throw failure.error;
        return result as R;
      };
    return super.then(onFulfilled && inTransition(onFulfilled), onRejected && inTransition(onRejected));
  }
}

export function liteClient(_appId: string, _apiKey: string): LazyOfflineClient {
  if (!options) {
    throw new Error('The offline search page client is not configured: render the search page through src/features/search/theme/SearchPage.');
  }
  const client = lazyOfflineClient(options);
  const search = async (input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}> => {
    const requests = Array.isArray(input) ? input : input.requests;
    const asked = requests.filter((request) => !isCountOnly(request));
    try {
      const answered = asked.length > 0 ? (await client.search(asked)).results : [];
      reportSearchPageError(undefined);
      let next = 0;
      return {results: requests.map((request) => (isCountOnly(request) ? emptyResponse(request) : answered[next++]))};
    } catch (error) {
      if (!(error instanceof SearchIndexError)) throw error;
      reportSearchPageError(error);
      return {results: requests.map(emptyResponse)};
    }
  };
  return {
    ...client,
    search: (input) => TransitionPromise.resolve(search(input)) as Promise<{results: SearchResponse[]}>,
  };
}
