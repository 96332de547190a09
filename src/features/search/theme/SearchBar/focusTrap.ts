import {useEffect} from 'react';

/**
 * Keeps keyboard focus inside the open DocSearch modal. DocSearch 3.9 marks the dialog but lets
 * Tab run past its last hit into the page behind it; a modal must wrap around instead (WAI-ARIA
 * dialog pattern). Closing is DocSearch's, which returns focus to the search button.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

export function trapTab(event: KeyboardEvent, doc: Document = document): void {
  if (event.key !== 'Tab') return;
  const modal = doc.querySelector<HTMLElement>('.DocSearch-Modal');
  if (!modal) return;
  const items = focusableIn(modal);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = doc.activeElement;
  const outside = !active || !modal.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export function useDocSearchFocusTrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => trapTab(event);
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
