/**
 * DocSearch 3.9 shows its error screen ("Unable to fetch results") when a search fails with a
 * RetryError: its `.catch` on the client's promise sets the autocomplete status to `error`. But the
 * autocomplete-core 1.17.9 bundled in DocSearch then runs `.finally(() => setStatus('idle'))` on
 * the same request, so the status is back to idle before React renders and the reader sees "No
 * results" instead. This wrapper hands DocSearch a promise whose `.catch` runs DocSearch's own
 * handler once more after that `finally`, for the latest search only, so the error status sticks.
 * DocSearch's handler rethrows the error after setting the status, and nothing downstream catches
 * it: the page logged an uncaught error although the screen already says what happened. So for a
 * RetryError the handler's rethrow is caught here and the search answers with no hits (the error
 * screen is what shows). Every other use of the promise behaves as the client's own.
 */
type Searchable = {search: (...args: never[]) => Promise<unknown>};

function isRetryError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {name?: unknown}).name === 'RetryError';
}

/** What a failed search answers DocSearch with once its error status is set: one empty result. */
export const NO_RESULTS = {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 0, query: '', params: ''}]};

export function keepErrorScreen<C extends Searchable>(client: C): C {
  let latest = 0;
  const search = (...args: Parameters<C['search']>) => {
    const id = (latest += 1);
    const promise = client.search(...(args as never[]));
    const thenable: PromiseLike<unknown> & {catch: Promise<unknown>['catch']; finally: Promise<unknown>['finally']} = {
      then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
      finally: (onFinally) => promise.finally(onFinally),
      catch: (onRejected) =>
        promise.catch((error: unknown) => {
          if (onRejected && isRetryError(error)) {
            // After autocomplete's `finally` (microtasks), unless the reader has typed since.
            setTimeout(() => {
              if (id !== latest) return;
              try {
                onRejected(error);
              } catch {
                // DocSearch's handler rethrows after setting the status; that rethrow is expected.
              }
            }, 0);
          }
          if (onRejected && isRetryError(error)) {
            try {
              onRejected(error);
            } catch {
              // The rethrow, expected: the error status is set and kept by the timer above.
            }
            return NO_RESULTS as never;
          }
          if (onRejected) return onRejected(error);
          throw error;
        }),
    };
    return thenable;
  };
  return {...client, search} as C;
}
