import {SearchIndexError} from './errors';
import type {FacetFilters} from './filters';
import type {IndexTimes} from './measures';
import type {OfflineClientOptions, SearchRequest, SearchResponse} from './offlineClient';

/**
 * The messages between the page (workerClient.ts) and the search worker (searchWorker.ts). The
 * worker holds the offline client: it fetches, parses and indexes the index files and answers
 * searches off the page's main thread, so the modal renders while the index is built.
 */
export type WorkerOptions = Pick<OfflineClientOptions, 'manifest' | 'timeoutMs'> & {
  /** Absolute: a worker resolves relative URLs against its own script's URL, not the page's. */
  baseUrl: string;
};

export type WorkerRequest =
  | {id: number; options: WorkerOptions; op: 'search'; input: {requests: SearchRequest[]} | SearchRequest[]}
  | {id: number; options: WorkerOptions; op: 'preload'; facetFilters?: FacetFilters};

/** An error as it crosses to the page, where `revive` makes a SearchIndexError (a RetryError to DocSearch) of it again. */
export type WorkerError = {name: string; message: string; status: number; url: string; indexError: boolean};

export type WorkerReply =
  | {id: number; ok: true; value?: {results: SearchResponse[]}}
  | {id: number; ok: false; error: WorkerError}
  /** An index became searchable: its times are epoch times in milliseconds (performance.timeOrigin + now). */
  | {id: null; indexed: {tags: string[]} & IndexTimes};

export function describeError(error: unknown): WorkerError {
  if (error instanceof SearchIndexError) return {name: error.name, message: error.message, status: error.status, url: error.url, indexError: true};
  if (error instanceof Error) return {name: error.name, message: error.message, status: 0, url: '', indexError: false};
  return {name: 'Error', message: String(error), status: 0, url: '', indexError: false};
}

export function revive(error: WorkerError): Error {
  if (error.indexError) return new SearchIndexError(error.message, {status: error.status, url: error.url});
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}
