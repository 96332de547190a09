import {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {isChunkLoadError} from './keepForOffline';

/**
 * What opens when the reader asks for search and its code cannot load (offline, never kept): the
 * modal's "Unable to fetch results" screen in the site's own markup, since DocSearch's code and
 * styles are what failed. The theme's rejected import is handled here, so no uncaught error is
 * logged either. Escape, the close button or a click outside closes it, and the browser returns
 * focus where it was.
 */
export function useSearchCodeFailure(onFailure: () => void): void {
  useEffect(() => {
    let intent = 0;
    // Each chunk one opening needed may fail on its own: all are handled, the dialog opens once.
    let sameOpeningUntil = 0;
    const opened = () => {
      intent = Date.now();
      sameOpeningUntil = 0;
    };
    const noteIntent = (event: Event) => {
      const key = event instanceof KeyboardEvent ? event : undefined;
      if (!key || ((key.ctrlKey || key.metaKey) && key.key.toLowerCase() === 'k') || key.key === '/') opened();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('.DocSearch-Button')) opened();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      const now = Date.now();
      if (now < sameOpeningUntil) {
        event.preventDefault();
        return;
      }
      if (now - intent > 30_000) return;
      event.preventDefault();
      intent = 0;
      sameOpeningUntil = now + 2000;
      onFailure();
    };
    window.addEventListener('keydown', noteIntent, {capture: true});
    window.addEventListener('click', onClick, {capture: true});
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('keydown', noteIntent, {capture: true});
      window.removeEventListener('click', onClick, {capture: true});
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [onFailure]);
}

export default function OfflineFallback({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // A modal <dialog>: the top layer (above the navbar whatever its styles), focus kept inside,
    // Escape closes it (its `close` event).
    if (element && !element.open) element.showModal();
  }, []);
  return (
    // A click on the backdrop closes the modal dialog, as Escape does (the browser's own key handling).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="qt-search-unavailable"
      aria-labelledby="qt-search-unavailable-title"
      onClose={onClose}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="qt-search-unavailable__body">
        <p id="qt-search-unavailable-title" className="qt-search-unavailable__title">
          <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
        </p>
        <p>
          <Translate id="qt.search.unavailableOffline">
            Search could not load: this browser is offline and has not kept search yet. Search is kept for offline use after a page has been open online for a
            moment.
          </Translate>
        </p>
        {/* The dialog's one action takes focus when it opens (modal dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          <Translate id="qt.search.unavailableClose">Close</Translate>
        </button>
      </div>
    </dialog>
  );
}
