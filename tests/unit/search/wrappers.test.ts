import {afterEach, describe, expect, it, vi} from 'vitest';
import {SearchIndexError} from '@site/src/features/search/engine/errors';
import {keepErrorScreen, NO_RESULTS} from '@site/src/features/search/client/errorScreen';
import {docSearchAgents, hostedClient} from '@site/src/features/search/client/hostedClient';
import {HOST_STATE_TTL_MS, hostStateCache, type StatefulHost} from '@site/src/features/search/client/hostState';
import {lazyInsightsClient} from '@site/src/features/search/client/insights';
import {lazyOfflineClient} from '@site/src/features/search/client/lazyClient';
import {configureSearchPageClient, liteClient} from '@site/src/features/search/client/liteClient';
import {currentSearchPageError, subscribeSearchPageError} from '@site/src/features/search/client/pageErrors';
import {focusableIn, trapTab} from '@site/src/features/search/theme/SearchBar/focusTrap';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const retryError = () => new SearchIndexError('The search index could not be loaded: HTTP 500', {status: 500, url: '/x'});

describe('keepErrorScreen', () => {
  it("runs DocSearch's error handler again after autocomplete's own settling, so the error status sticks, and leaves no uncaught error", async () => {
    vi.useFakeTimers();
    const client = keepErrorScreen({search: () => Promise.reject(retryError())});
    // DocSearch's handler sets the error status, then rethrows; nothing downstream would catch it.
    const handler = vi.fn((error: Error) => {
      throw error;
    });
    await expect(client.search().catch(handler)).resolves.toEqual(NO_RESULTS);
    expect(handler).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors, successes and superseded searches alone', async () => {
    vi.useFakeTimers();
    let fail: Error | undefined = new Error('ApiError');
    const client = keepErrorScreen({search: () => (fail ? Promise.reject(fail) : Promise.resolve('ok'))});
    const handler = vi.fn(() => 'handled');
    await client.search().catch(handler);
    fail = retryError();
    const stale = client.search().catch(handler);
    fail = undefined;
    await expect(client.search().then((v) => v)).resolves.toBe('ok');
    await stale;
    await vi.runAllTimersAsync();
    // Once for the ApiError, once for the RetryError, never again: a newer search had started.
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('lazyOfflineClient', () => {
  it('is one client per index, with its agents kept until the real client loads', () => {
    const a = lazyOfflineClient({baseUrl: '/', manifest: 'search-index/manifest.json'});
    expect(lazyOfflineClient({baseUrl: '/', manifest: 'search-index/manifest.json'})).toBe(a);
    expect(lazyOfflineClient({baseUrl: '/qtdocs/', manifest: 'search-index/manifest.json'})).not.toBe(a);
    a.addAlgoliaAgent('docsearch', '3.9.0');
    expect(a.transporter.algoliaAgent.value).toBe('qtrobot-offline-search (1.0.0); docsearch (3.9.0)');
  });
});

describe('the search page client (algoliasearch/lite offline)', () => {
  it('must be configured by the SearchPage wrapper first', () => {
    expect(() => liteClient('a', 'b')).toThrow(/render the search page through src\/features\/search\/theme\/SearchPage/);
  });

  it('answers a failed search with no hits and reports the error to the page, then clears it on success', async () => {
    let broken = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (broken) return new Response('boom', {status: 502});
        if (String(url).endsWith('manifest.json')) return new Response(JSON.stringify({format: 1, language: 'en', files: {}}));
        return new Response('missing', {status: 404});
      }),
    );
    configureSearchPageClient({baseUrl: '/page-test/', manifest: 'search-index/manifest.json'});
    const seen: unknown[] = [];
    const stop = subscribeSearchPageError((e) => seen.push(e?.status));
    const client = liteClient('appId', 'apiKey');
    const failed = await client.search([{indexName: 'docs', params: {query: 'speech', hitsPerPage: 15}}]);
    expect(failed.results).toEqual([expect.objectContaining({hits: [], nbHits: 0, query: 'speech', hitsPerPage: 15})]);
    expect(currentSearchPageError()).toMatchObject({name: 'RetryError', status: 502});
    broken = false;
    const ok = await client.search([{indexName: 'docs', params: {query: 'speech'}}]);
    expect(ok.results[0].nbHits).toBe(0);
    expect(currentSearchPageError()).toBeUndefined();
    expect(seen).toEqual([502, undefined]);
    stop();
  });
});

describe('lazyInsightsClient', () => {
  it('queues calls until the bundled search-insights loads, then replays them in order', async () => {
    const calls: unknown[][] = [];
    let resolve!: (fn: (...args: unknown[]) => unknown) => void;
    const client = lazyInsightsClient(() => new Promise((r) => (resolve = r)));
    expect(client.version).toBe('2.17.3');
    client('init', {appId: 'A', apiKey: 'k'});
    client('viewedObjectIDs', {objectIDs: ['1']});
    expect(calls).toEqual([]);
    resolve((...args) => calls.push(args));
    await Promise.resolve();
    await Promise.resolve();
    client('clickedObjectIDsAfterSearch', {queryID: 'q'});
    expect(calls.map((c) => c[0])).toEqual(['init', 'viewedObjectIDs', 'clickedObjectIDsAfterSearch']);
  });
});

describe('hostedClient', () => {
  it("carries DocSearch's agents over to the site's algoliasearch client", async () => {
    expect(docSearchAgents('Algolia for JavaScript (5.19.0); Lite (5.19.0); Browser; docsearch (3.9.0); docsearch-react (3.9.0)')).toEqual([
      ['docsearch', '3.9.0'],
      ['docsearch-react', '3.9.0'],
    ]);
    const client = hostedClient('APP', 'key', [
      ['docsearch', '3.9.0'],
      ['docusaurus', '3.10.2'],
    ]);
    expect(hostedClient('APP', 'key', [])).toBe(client);
    expect(client.transporter.algoliaAgent.value).toBe('docsearch (3.9.0); docusaurus (3.10.2)');
  });
});

describe('focus trap', () => {
  it('wraps Tab from the last to the first control of the modal, and Shift+Tab back', () => {
    document.body.innerHTML =
      '<button id="page">page</button><div class="DocSearch-Modal"><input id="first"><a id="middle" href="/x">x</a><button id="last">close</button></div>';
    // jsdom does no layout: pretend every element is rendered.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const press = (shiftKey = false) => {
      const event = new KeyboardEvent('keydown', {key: 'Tab', shiftKey, cancelable: true});
      trapTab(event);
      return event.defaultPrevented;
    };
    document.getElementById('last')!.focus();
    expect(press()).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(press(true)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
    document.getElementById('middle')!.focus();
    expect(press()).toBe(false);
    document.getElementById('page')!.focus();
    expect(press()).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(focusableIn(document.querySelector('.DocSearch-Modal')!).map((e) => e.id)).toEqual(['first', 'middle', 'last']);
    document.querySelector('.DocSearch-Modal')!.remove();
    document.getElementById('page')!.focus();
    expect(press()).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('hostStateCache', () => {
  const dsn = {url: 'APP-dsn.algolia.net', accept: 'read', protocol: 'https'};

  it('recognises a failed host on the next request, for two minutes, across page loads', async () => {
    let now = 1_000_000;
    const cache = hostStateCache(localStorage, () => now);
    const fresh = async () => ({...dsn, status: 'up', lastUpdate: now, isUp: () => true, isTimedOut: () => false});
    // The client reads under the bare host and writes under the stateful one it was given.
    expect(((await cache.get(dsn, fresh)) as StatefulHost).isUp()).toBe(true);
    await cache.set({...dsn, status: 'up', lastUpdate: now - 5}, {...dsn, status: 'down', lastUpdate: now});
    const again = hostStateCache(localStorage, () => now);
    const state = (await again.get(dsn, fresh)) as StatefulHost;
    expect([state.status, state.isUp(), state.isTimedOut()]).toEqual(['down', false, false]);
    await again.set(dsn, {...dsn, status: 'timed out', lastUpdate: now});
    expect(((await again.get(dsn, fresh)) as StatefulHost).isTimedOut()).toBe(true);
    now += HOST_STATE_TTL_MS + 1;
    const expired = (await again.get(dsn, fresh)) as StatefulHost;
    expect([expired.isUp(), expired.isTimedOut()]).toEqual([true, false]);
    await again.clear();
    expect(localStorage.getItem('qtrobot-algolia-hosts')).toBeNull();
  });

  it('works without storage and survives a corrupted entry', async () => {
    localStorage.setItem('qtrobot-algolia-hosts', '{broken');
    const cache = hostStateCache(localStorage);
    await cache.set(dsn, {...dsn, status: 'down', lastUpdate: Date.now()});
    expect(((await cache.get<unknown>(dsn, async () => null)) as StatefulHost).status).toBe('down');
    const memoryOnly = hostStateCache(undefined);
    await memoryOnly.set(dsn, {...dsn, status: 'down', lastUpdate: Date.now()});
    expect(((await memoryOnly.get<unknown>(dsn, async () => null)) as StatefulHost).status).toBe('down');
    await memoryOnly.delete(dsn);
    expect(await memoryOnly.get(dsn, async () => 'default')).toBe('default');
  });
});

describe('search page landmarks', () => {
  it('names the version picker and gives every result its own breadcrumbs landmark name', async () => {
    const {nameSearchPageLandmarks} = await import('@site/src/features/search/theme/SearchPage/landmarks');
    const root = document.createElement('div');
    root.innerHTML = `<select><option>V2</option></select>
      <article><h2><a href="/a">Speech <mark>API</mark></a></h2><nav aria-label="breadcrumbs"><ul></ul></nav></article>
      <article><h2><a href="/b">Motors</a></h2><nav aria-label="breadcrumbs"><ul></ul></nav></article>
      <article><h2></h2><nav aria-label="breadcrumbs"></nav></article>
      <article><h2><a href="/c">Motors</a></h2><nav aria-label="breadcrumbs"><ul></ul></nav></article>`;
    nameSearchPageLandmarks(root);
    expect(root.querySelector('select')?.getAttribute('aria-label')).toBe('Docs version to search');
    const labels = [...root.querySelectorAll('nav')].map((n) => n.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Location of result 1, Speech API',
      'Location of result 2, Motors',
      'Location of result 3, result 3',
      'Location of result 4, Motors',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
