/**
 * The error the offline client rejects with when the index cannot be loaded. DocSearch shows its
 * error screen ("Unable to fetch results") only for an error named `RetryError`, the name the
 * Algolia client gives to "every host failed"; a missing, broken or slow index file is the offline
 * equivalent, so it carries that name, plus the HTTP status (0 when there was no response) and why.
 */
export class SearchIndexError extends Error {
  override readonly name = 'RetryError';
  readonly status: number;
  readonly url: string;

  constructor(message: string, {status, url, cause}: {status: number; url: string; cause?: unknown}) {
    super(message, cause === undefined ? undefined : {cause});
    this.status = status;
    this.url = url;
  }
}

export function isSearchIndexError(error: unknown): error is SearchIndexError {
  return error instanceof SearchIndexError;
}
