/**
 * A lazy import run at most once at a time: every caller shares one promise, and a failed load
 * (a network error on a chunk) is forgotten so that the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>, onLoaded?: (value: T) => void): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().then(
      (value) => {
        onLoaded?.(value);
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}
