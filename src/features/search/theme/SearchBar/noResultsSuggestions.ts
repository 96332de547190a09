/**
 * DocSearch's no-results screen offers "Try searching for" only with the groups of an earlier
 * search that had results (its session context), so a reader whose first query fails gets no
 * suggestion at all. While the modal shows that screen without DocSearch's own list, this adds
 * one in DocSearch's markup and classes: up to three queries that find something (`suggest`:
 * offline, the query respelt as the pages spell it, its words alone, then common topics). A click
 * types the suggestion into the search box, as DocSearch's own buttons do. Returns the cleanup.
 */
export const OWN_LIST_CLASS = 'qt-no-results-suggestions';

export function watchNoResults(suggest: (query: string) => Promise<string[]>, doc: Document = document): () => void {
  let pending = '';
  const typeQuery = (text: string) => {
    const input = doc.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    // React tracks the value it set: the native setter and an input event make it see a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.focus();
  };
  const render = (screen: Element, query: string, suggestions: string[]) => {
    screen.querySelector(`.${OWN_LIST_CLASS}`)?.remove();
    if (suggestions.length === 0 || screen.querySelector('.DocSearch-NoResults-Prefill-List')) return;
    const list = doc.createElement('div');
    list.className = `DocSearch-NoResults-Prefill-List ${OWN_LIST_CLASS}`;
    list.dataset.query = query;
    const help = doc.createElement('p');
    help.className = 'DocSearch-Help';
    help.textContent = 'Try searching for:';
    const ul = doc.createElement('ul');
    for (const text of suggestions.slice(0, 3)) {
      const li = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'DocSearch-Prefill';
      button.textContent = text;
      button.addEventListener('click', () => typeQuery(text));
      li.append(button);
      ul.append(li);
    }
    list.append(help, ul);
    // Before "Believe this query should return results?", where DocSearch puts its own list.
    const report = [...screen.querySelectorAll(':scope > .DocSearch-Help')].pop();
    if (report) screen.insertBefore(list, report);
    else screen.append(list);
  };
  const check = () => {
    const screen = doc.querySelector('.DocSearch-NoResults');
    if (!screen) return;
    const own = screen.querySelector<HTMLElement>(`.${OWN_LIST_CLASS}`);
    if (screen.querySelectorAll('.DocSearch-NoResults-Prefill-List').length > (own ? 1 : 0)) {
      // DocSearch has suggestions of its own this time.
      own?.remove();
      return;
    }
    const query = screen.querySelector('.DocSearch-Title strong')?.textContent ?? '';
    if (!query || own?.dataset.query === query || pending === query) return;
    pending = query;
    suggest(query).then(
      (suggestions) => {
        if (pending !== query) return;
        pending = '';
        const current = doc.querySelector('.DocSearch-NoResults');
        if (current && current.querySelector('.DocSearch-Title strong')?.textContent === query) render(current, query, suggestions);
      },
      () => {
        pending = '';
      },
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, {childList: true, subtree: true, characterData: true});
  return () => observer.disconnect();
}
