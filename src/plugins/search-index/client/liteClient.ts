/**
 * Offline builds resolve `algoliasearch/lite` to this module (the search-index plugin's webpack
 * alias): the theme's SearchPage calls `liteClient(appId, apiKey)` and gets the offline client,
 * the same one the modal uses. A failed search is reported to the page's error message and
 * answered with no hits, because algoliasearch-helper would otherwise throw an unhandled error.
 */
import {SearchIndexError} from './errors';
import {lazyOfflineClient, type LazyOfflineClient} from './lazyClient';
import type {OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';
import {reportSearchPageError} from './pageErrors';

let options: OfflineClientOptions | undefined;

/** Called by the SearchPage wrapper before the page renders: where the index lives. */
export function configureSearchPageClient(next: OfflineClientOptions): void {
  options = next;
}

function emptyResponse(request: SearchRequest): SearchResponse {
  const params = {...request, ...(request.params ?? {})};
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

export function liteClient(_appId: string, _apiKey: string): LazyOfflineClient {
  if (!options) {
    throw new Error('The offline search page client is not configured: render the search page through src/theme/SearchPage.');
  }
  const client = lazyOfflineClient(options);
  return {
    ...client,
    async search(input) {
      try {
        const response = await client.search(input);
        reportSearchPageError(undefined);
        return response;
      } catch (error) {
        if (!(error instanceof SearchIndexError)) throw error;
        reportSearchPageError(error);
        return {results: (Array.isArray(input) ? input : input.requests).map(emptyResponse)};
      }
    },
  };
}
