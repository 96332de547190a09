import {searchKeyAction} from '@site/src/features/search/docsearch/useKeyboardEvents';

/**
 * Starts loading the offline index the moment the reader opens search: the press on the search
 * button (pointer down or touch, before the click that opens the modal) or the keydown of the
 * shortcut. The index then downloads alongside the modal's code instead of after the modal has
 * loaded and mounted. Hovering or tabbing past the button loads nothing: the index still loads
 * only when search is opened. Returns the cleanup.
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
  const events = ['pointerdown', 'touchstart'] as const;
  buttons.forEach((b) => events.forEach((type) => b.addEventListener(type, start, {passive: true})));
  // Capture: seen before the theme's own listener opens the modal.
  doc.defaultView?.addEventListener('keydown', onKey, {capture: true});
  function stop() {
    buttons.forEach((b) => events.forEach((type) => b.removeEventListener(type, start)));
    doc.defaultView?.removeEventListener('keydown', onKey, {capture: true});
  }
  return stop;
}
