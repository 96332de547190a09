/**
 * Names, in place, what the theme's search page leaves unnamed or names alike: its docs-version
 * picker (axe select-name), and the "breadcrumbs" navigation of every result, which would be as
 * many landmarks with one name (axe landmark-unique). Results render after the index answers and
 * change with the query, so the names follow the page through a MutationObserver.
 */
export function nameSearchPageLandmarks(root: ParentNode): void {
  root.querySelectorAll('select:not([aria-label]):not([aria-labelledby])').forEach((select) => {
    select.setAttribute('aria-label', 'Docs version to search');
  });
  root.querySelectorAll('article').forEach((article, i) => {
    const nav = article.querySelector('nav');
    if (!nav) return;
    const title = article.querySelector('h2')?.textContent?.trim() || `result ${i + 1}`;
    // Titles repeat across pages (every tutorial has "Prerequisites"), so the position comes first.
    const label = `Location of result ${i + 1}, ${title}`;
    if (nav.getAttribute('aria-label') !== label) nav.setAttribute('aria-label', label);
  });
}
