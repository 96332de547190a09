import {useEffect, type RefObject} from 'react';

/**
 * Stands in for `@docsearch/react/useDocSearchKeyboardEvents` (see ./README.md), with the
 * behaviour readers know from DocSearch: Ctrl+K or ⌘+K toggles the search, `/` opens it unless the
 * reader is typing in a field, Escape closes it, and a letter or digit typed while the search
 * button has focus opens the search with that character.
 */
export type KeyboardEventsOptions = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLElement | null>;
};

/** Whether the key goes into something the reader is editing (then `/` is just a character). */
export function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.tagName !== 'string') return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** What a keydown means for the search; exported for the unit tests. */
export function searchKeyAction(event: KeyboardEvent, isOpen: boolean, buttonFocused: boolean): 'toggle' | 'input' | null {
  const key = event.key ?? '';
  if (isOpen && key === 'Escape') return 'toggle';
  if (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) return 'toggle';
  if (!isOpen && key === '/' && !isEditing(event)) return 'toggle';
  if (buttonFocused && key.length === 1 && /[a-z0-9]/i.test(key) && !event.metaKey && !event.ctrlKey && !event.altKey) return 'input';
  return null;
}

export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: KeyboardEventsOptions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const buttonFocused = Boolean(searchButtonRef?.current) && searchButtonRef?.current === document.activeElement;
      const action = searchKeyAction(event, isOpen, buttonFocused);
      if (action === 'toggle') {
        event.preventDefault();
        if (isOpen) onClose();
        // The modal of another search bar on the page may already be open.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      } else if (action === 'input') {
        onInput?.(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
