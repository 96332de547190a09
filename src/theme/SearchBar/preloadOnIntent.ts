import {searchKeyAction} from '@site/src/plugins/search-index/docsearch/useKeyboardEvents';

/**
 * Starts loading the offline index as soon as the reader shows they are about to search: pointing
 * at, touching or focusing the search button (when DocSearch starts loading its modal's code), or
 * pressing the search shortcut. The index then downloads alongside the modal's code instead of
 * after it. Nothing loads for readers who never go near search. Returns the cleanup.
 */
export function preloadOnIntent(preload: () => unknown, doc: Document = document): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    preload();
    stop();
  };
  const onKey = (event: KeyboardEvent) => {
    const button = doc.querySelector('.DocSearch-Button');
    if (searchKeyAction(event, false, button !== null && doc.activeElement === button) !== null) start();
  };
  const buttons = [...doc.querySelectorAll('.DocSearch-Button')];
  const events = ['pointerenter', 'touchstart', 'focus'] as const;
  buttons.forEach((b) => events.forEach((type) => b.addEventListener(type, start, {passive: true})));
  // Capture: seen before the theme's own listener opens the modal.
  doc.defaultView?.addEventListener('keydown', onKey, {capture: true});
  function stop() {
    buttons.forEach((b) => events.forEach((type) => b.removeEventListener(type, start)));
    doc.defaultView?.removeEventListener('keydown', onKey, {capture: true});
  }
  return stop;
}
