import {useContext, type ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToStaticMarkup} from 'react-dom/server';
import {act} from '@testing-library/react';
import {createMemoryHistory} from 'history';
import {describe, expect, it, vi} from 'vitest';
import {BrowserContextProvider, Context} from '@site/node_modules/@docusaurus/core/lib/client/browserContext.js';
import {useQueryStringValue} from '@site/node_modules/@docusaurus/theme-common/lib/utils/historyUtils.js';

// The patched historyUtils reads the router's history and the real `isBrowser` (the patched
// browserContext), not the always-true mock the other unit tests use.
const history = createMemoryHistory({initialEntries: ['/search?q=speech']});
vi.mock('@docusaurus/router', () => ({useHistory: () => history}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => useContext(Context)}));

describe('useHistorySelector (patched by patches/@docusaurus+theme-common+3.10.2.patch)', () => {
  function Query({renders}: {renders: [string | null, boolean][]}): ReactNode {
    const query = useQueryStringValue('q');
    renders.push([query, useContext(Context)]);
    return <span data-testid="query">{query ?? ''}</span>;
  }

  it('hydrates with the emptied location, then reads the real one only in the isBrowser update, and follows the history', async () => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    const html = renderToStaticMarkup(
      <BrowserContextProvider>
        <Query renders={[]} />
      </BrowserContextProvider>,
    );
    expect(html).toContain('<span data-testid="query"></span>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const renders: [string | null, boolean][] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <Query renders={renders} />
        </BrowserContextProvider>,
        {onRecoverableError: recoverable},
      );
    });
    expect(container.textContent).toBe('speech');
    expect(recoverable).not.toHaveBeenCalled();
    // Upstream re-rendered with the real query while isBrowser was still false: React forces a
    // synchronous render when a store's snapshot differs from the one hydration used.
    expect(renders).toEqual([
      [null, false],
      ['speech', true],
    ]);

    await act(async () => {
      history.replace('/search?q=robot');
    });
    expect(container.textContent).toBe('robot');
    container.remove();
  });
});
