import {afterEach, describe, expect, it, vi} from 'vitest';
import {isChunkLoadError, KEPT_ATTRIBUTE, keepSearchForOffline} from '@site/src/features/search/theme/SearchBar/keepForOffline';
import {OWN_LIST_CLASS, watchNoResults} from '@site/src/features/search/theme/SearchBar/noResultsSuggestions';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset[KEPT_ATTRIBUTE];
});

/** A window stand-in with a service worker container, idle callbacks run at once. */
function fakeWindow({controller, onLine = true}: {controller: boolean; onLine?: boolean}) {
  const listeners = new Map<string, () => void>();
  const container = {
    controller: controller ? {} : null,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const win = {
    navigator: {serviceWorker: container, onLine} as unknown as Navigator,
    document,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    requestIdleCallback: (fn: () => void) => {
      fn();
      return 1;
    },
  };
  return {win, fire: (type: string) => listeners.get(type)?.()};
}

describe('keepSearchForOffline', () => {
  it('loads the search code once a service worker controls the page, when idle and online', async () => {
    const load = vi.fn(async () => undefined);
    const {win, fire} = fakeWindow({controller: false});
    keepSearchForOffline(load, win as never);
    expect(load).not.toHaveBeenCalled();
    fire('controllerchange');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.documentElement.dataset[KEPT_ATTRIBUTE]).toBe('true'));
  });

  it('loads nothing offline, nor after the cleanup, and swallows a failed load', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    keepSearchForOffline(load, fakeWindow({controller: true, onLine: false}).win as never);
    expect(load).not.toHaveBeenCalled();
    const online = fakeWindow({controller: false});
    keepSearchForOffline(load, online.win as never)();
    online.fire('controllerchange');
    expect(load).not.toHaveBeenCalled();
    keepSearchForOffline(load, fakeWindow({controller: true}).win as never);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(document.documentElement.dataset[KEPT_ATTRIBUTE]).toBeUndefined();
  });

  it('recognises the bundler errors of a chunk that could not load, and only those', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), {name: 'ChunkLoadError'}))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading CSS chunk 7 failed.\n(/assets/css/7.css)'), {code: 'CSS_CHUNK_LOAD_FAILED'}))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 9 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});

/** DocSearch's no-results screen, as its modal renders it. */
function noResultsScreen(query: string, ownSuggestions: string[] = []) {
  document.body.innerHTML = `<div class="DocSearch-Modal"><input class="DocSearch-Input"><div class="DocSearch-NoResults">
    <p class="DocSearch-Title">No results for "<strong>${query}</strong>"</p>
    ${ownSuggestions.length ? `<div class="DocSearch-NoResults-Prefill-List"><p class="DocSearch-Help">Try searching for:</p><ul>${ownSuggestions.map((s) => `<li><button class="DocSearch-Prefill">${s}</button></li>`).join('')}</ul></div>` : ''}
    <p class="DocSearch-Help">Believe this query should return results? <a href="/support#docs">Let us know</a>.</p></div></div>`;
}

describe('watchNoResults', () => {
  it('adds up to three suggestions to a first failed query, before the report link, and a click types one', async () => {
    const suggest = vi.fn(async () => ['text to speech', 'gestures', 'motors', 'camera']);
    const stop = watchNoResults(suggest);
    noResultsScreen('zzqxjv');
    const list = await vi.waitFor(() => {
      const found = document.querySelector(`.${OWN_LIST_CLASS}`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(suggest).toHaveBeenCalledWith('zzqxjv');
    expect([...list.querySelectorAll('button.DocSearch-Prefill')].map((b) => b.textContent)).toEqual(['text to speech', 'gestures', 'motors']);
    expect(list.nextElementSibling?.textContent).toMatch(/Let us know/);
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
    const typed = vi.fn();
    input.addEventListener('input', typed);
    list.querySelector<HTMLButtonElement>('button')!.click();
    expect(input.value).toBe('text to speech');
    expect(typed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
    stop();
  });

  it('adds nothing when DocSearch shows suggestions of its own', async () => {
    const suggest = vi.fn(async () => ['gestures']);
    const stop = watchNoResults(suggest);
    // Observers are notified in the order they were created: once this one has seen the screen,
    // watchNoResults' observer has checked it too. Without a call of `suggest` no list can follow.
    const checked = new Promise<void>((resolve) => {
      const after = new MutationObserver(() => {
        after.disconnect();
        resolve();
      });
      after.observe(document.body, {childList: true, subtree: true});
    });
    noResultsScreen('zzqxjv', ['Python tutorials']);
    await checked;
    expect(suggest).not.toHaveBeenCalled();
    expect(document.querySelector(`.${OWN_LIST_CLASS}`)).toBeNull();
    expect(document.querySelectorAll('.DocSearch-NoResults-Prefill-List')).toHaveLength(1);
    stop();
  });
});
