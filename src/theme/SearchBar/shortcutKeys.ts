/**
 * DocSearch's button is named "Search (Ctrl+K)" and shows "Search" followed by its key caps: an
 * icon for Ctrl and the text "K". Read as text, the visible label is "Search K", which the name does
 * not contain (WCAG 2.5.3 label in name, axe label-content-name-mismatch), and aria-hidden does not
 * change what is visible. The caps only repeat the name's shortcut, so their letters are drawn by
 * CSS instead (`content: attr(data-key) / ""`, no text for assistive technology; see custom.css):
 * the text node moves into a data attribute.
 */
export function keyCapsAsDecoration(root: ParentNode): void {
  root.querySelectorAll('.DocSearch-Button-Keys').forEach((keys) => {
    keys.setAttribute('aria-hidden', 'true');
    keys.querySelectorAll<HTMLElement>('.DocSearch-Button-Key').forEach((key) => {
      const text = [...key.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
      if (text.length === 0) return;
      key.dataset.key = text.map((n) => n.textContent ?? '').join('').trim();
      text.forEach((n) => n.remove());
    });
  });
}

/**
 * DocSearch fills the caps after its first render (it detects the platform in an effect) and React
 * may set a cap's text again, so the conversion follows the button's key area as it changes.
 * React sets a lone string child through textContent, never through a kept text node, so removing
 * the node is safe. Returns the cleanup.
 */
export function followKeyCaps(doc: Document): () => void {
  keyCapsAsDecoration(doc);
  const observers = [...doc.querySelectorAll('.DocSearch-Button-Keys')].map((keys) => {
    const observer = new MutationObserver(() => keyCapsAsDecoration(doc));
    observer.observe(keys, {childList: true, subtree: true, characterData: true});
    return observer;
  });
  return () => observers.forEach((o) => o.disconnect());
}
