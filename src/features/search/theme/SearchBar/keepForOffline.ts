/**
 * Offline search for a reader who never opened search while online. The modal's code (DocSearch,
 * its styles) and the offline client are loaded only when search is first opened, so the service
 * worker (src/serviceWorker), which keeps what the pages load, had never seen them: offline,
 * Ctrl+K then did nothing. Once a service worker controls the page, and the browser is idle and
 * online, this loads that code once, without running it; the worker keeps it as it keeps every
 * asset. The index is not fetched (it is large): offline, the modal then opens and says "Unable
 * to fetch results" unless the reader searched once before. Returns the cleanup.
 */
export const KEPT_ATTRIBUTE = 'searchKeptOffline';

type Win = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Navigator;
  document: Document;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function keepSearchForOffline(load: () => Promise<unknown>, win: Win = window): () => void {
  const container = win.navigator.serviceWorker;
  if (!container) return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled || !win.navigator.onLine) return;
    load().then(
      () => {
        win.document.documentElement.dataset[KEPT_ATTRIBUTE] = 'true';
      },
      () => undefined,
    );
  };
  const start = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) idle = win.requestIdleCallback(run, {timeout: 10_000});
    else timer = setTimeout(run, 2000);
  };
  if (container.controller) start();
  else container.addEventListener('controllerchange', start, {once: true});
  return () => {
    cancelled = true;
    container.removeEventListener('controllerchange', start);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A failed load of a code chunk (webpack's and the CSS extractor's errors), as a rejection carries it. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const {name, code, message} = reason as {name?: unknown; code?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED' || (typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message));
}
