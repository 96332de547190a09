import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {SearchIndexError} from '@site/src/plugins/search-index/client/errors';
import type {OfflineClient} from '@site/src/plugins/search-index/client/offlineClient';
import {createWorkerClient} from '@site/src/plugins/search-index/client/workerClient';
import {describeError, revive, type WorkerReply, type WorkerRequest} from '@site/src/plugins/search-index/client/workerProtocol';
import {encodeIndex} from '@site/src/plugins/search-index/indexFile';
import type {SearchRecord} from '@site/src/plugins/search-index/types';
import {record} from './fixtures';

/**
 * The search worker and the page's side of it, run in one thread: a fake Worker hands each message
 * to the real worker module's `onmessage` (loaded into this jsdom window, whose `postMessage` is
 * caught) and its replies back to the page side, as a browser would with structured clones.
 */
const SITE = 'https://docs.luxai.com';
// The worker keeps a loaded index per site: each test has its own.
let site = 0;
let OPTIONS: {baseUrl: string; manifest: string};
const REQUEST = {indexName: 'docs', query: 'speech', facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]};

function index(prefix: string): Record<string, unknown> {
  const base = {docusaurus_tag: 'docs-default-current', version: 'current'};
  const records: SearchRecord[] = [
    record({...base, url: `${SITE}/docs/speech`, type: 'lvl1', hierarchy: {lvl0: 'Python tutorials', lvl1: 'Make QTrobot speak', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
    record({...base, url: `${SITE}/docs/speech`, content: 'The robot speaks with its speech engine.', hierarchy: {lvl0: 'Python tutorials', lvl1: 'Make QTrobot speak', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
    record({...base, url: `${SITE}/docs/motors`, type: 'lvl1', hierarchy: {lvl0: 'Hardware', lvl1: 'Motors', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
  ];
  return {
    [`${prefix}search-index/manifest.json`]: {format: 1, language: 'en', files: {'docs-default-current': 'search-index/current.h1.json'}},
    [`${prefix}search-index/current.h1.json`]: encodeIndex(records, {tag: 'docs-default-current', language: 'en', version: 'current'}),
  };
}

let served: Record<string, unknown>;
let fail: number | undefined;
const fetched: string[] = [];
let workerOnMessage: (event: MessageEvent<WorkerRequest>) => Promise<void>;
let toPage: ((reply: WorkerReply) => void) | undefined;

beforeAll(async () => {
  // The worker module sets `self.onmessage` and answers with `self.postMessage`.
  vi.spyOn(window, 'postMessage').mockImplementation((reply: unknown) => toPage?.(structuredClone(reply) as WorkerReply));
  await import('@site/src/plugins/search-index/client/searchWorker');
  workerOnMessage = window.onmessage as unknown as typeof workerOnMessage;
});

beforeEach(() => {
  site += 1;
  OPTIONS = {baseUrl: `/site-${site}/`, manifest: 'search-index/manifest.json'};
  served = index(OPTIONS.baseUrl);
  fail = undefined;
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      fetched.push(url.href);
      if (fail) return new Response('unavailable', {status: fail, statusText: 'Service Unavailable'});
      const body = served[url.pathname];
      return body ? new Response(JSON.stringify(body)) : new Response('not found', {status: 404});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  toPage = undefined;
  performance.clearMeasures('qt-search-index');
  performance.clearMeasures('qt-search-fetch');
});

/** A Worker whose other side is the real worker module; `broken` makes it fail to start instead. */
class FakeWorker extends EventTarget {
  static spawned = 0;
  sent: WorkerRequest[] = [];
  terminated = false;

  constructor(readonly broken = false) {
    super();
    FakeWorker.spawned += 1;
    toPage = (reply) => this.dispatchEvent(new MessageEvent('message', {data: reply}));
    if (broken) queueMicrotask(() => this.dispatchEvent(new Event('error', {cancelable: true})));
  }

  postMessage(message: WorkerRequest) {
    this.sent.push(structuredClone(message));
    if (!this.broken) void workerOnMessage(new MessageEvent('message', {data: structuredClone(message)}));
  }

  terminate() {
    this.terminated = true;
  }
}

function inThreadClient() {
  const client = {
    search: vi.fn(async () => ({results: [{hits: [], nbHits: 0}]})),
    preload: vi.fn(async () => undefined),
  };
  return {client, fallback: vi.fn(async () => client as unknown as OfflineClient)};
}

describe('the search worker', () => {
  it('loads, indexes and answers in the worker, with the index files resolved against the site, not the worker script', async () => {
    const {fallback} = inThreadClient();
    let worker!: FakeWorker;
    const client = createWorkerClient(OPTIONS, () => (worker = new FakeWorker()) as unknown as Worker, fallback);
    await client.preload(REQUEST.facetFilters as never);
    const {results} = await client.search({requests: [REQUEST]});
    expect(results[0].hits[0].hierarchy?.lvl1).toBe('Make QTrobot speak');
    expect(results[0].hits[0]._highlightResult).toHaveProperty('content');
    expect(results[0].nbHits).toBe(1);
    expect(fetched).toEqual([`${location.origin}${OPTIONS.baseUrl}search-index/manifest.json`, `${location.origin}${OPTIONS.baseUrl}search-index/current.h1.json`]);
    expect(worker.sent.map((m) => m.op)).toEqual(['preload', 'search']);
    expect(worker.sent[0].options.baseUrl).toBe(`${location.origin}${OPTIONS.baseUrl}`);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('records the qt-search-index measure on the page, from the worker start to the searchable index', async () => {
    const before = performance.now();
    const client = createWorkerClient(OPTIONS, () => new FakeWorker() as unknown as Worker, inThreadClient().fallback);
    await client.search({requests: [REQUEST]});
    const [measure] = performance.getEntriesByName('qt-search-index') as PerformanceMeasure[];
    const [fetched] = performance.getEntriesByName('qt-search-fetch') as PerformanceMeasure[];
    expect(measure.detail).toEqual(['docs-default-current']);
    expect(measure.startTime).toBeGreaterThanOrEqual(before);
    expect(measure.startTime + measure.duration).toBeLessThanOrEqual(performance.now() + 1);
    expect(fetched.startTime).toBe(measure.startTime);
    expect(fetched.duration).toBeLessThanOrEqual(measure.duration);
  });

  it("rejects with DocSearch's RetryError, carrying the HTTP status, when the worker cannot load the index; a later search retries", async () => {
    fail = 503;
    const client = createWorkerClient(OPTIONS, () => new FakeWorker() as unknown as Worker, inThreadClient().fallback);
    const error = await client.search({requests: [REQUEST]}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchIndexError);
    expect(error).toMatchObject({name: 'RetryError', status: 503, url: `${location.origin}${OPTIONS.baseUrl}search-index/manifest.json`});
    expect((error as Error).message).toContain('HTTP 503 Service Unavailable');
    fail = undefined;
    await expect(client.search({requests: [REQUEST]})).resolves.toMatchObject({results: [{nbHits: 1}]});
  });

  it('falls back to the page thread, for the pending call and every later one, when the worker fails to start', async () => {
    const {client: inThread, fallback} = inThreadClient();
    let worker!: FakeWorker;
    FakeWorker.spawned = 0;
    const client = createWorkerClient(OPTIONS, () => (worker = new FakeWorker(true)) as unknown as Worker, fallback);
    await expect(client.search({requests: [REQUEST]})).resolves.toEqual({results: [{hits: [], nbHits: 0}]});
    expect(worker.terminated).toBe(true);
    await client.preload(undefined);
    expect(inThread.search).toHaveBeenCalledTimes(1);
    expect(inThread.preload).toHaveBeenCalledTimes(1);
    expect(FakeWorker.spawned).toBe(1);
  });

  it('falls back when the browser refuses to create the worker', async () => {
    const {client: inThread, fallback} = inThreadClient();
    const client = createWorkerClient(
      OPTIONS,
      () => {
        throw new DOMException('refused by the content security policy', 'SecurityError');
      },
      fallback,
    );
    await client.search({requests: [REQUEST]});
    expect(inThread.search).toHaveBeenCalledOnce();
  });
});

describe('errors crossing from the worker', () => {
  it('come back as the same kind of error', () => {
    const indexError = revive(describeError(new SearchIndexError('gone', {status: 404, url: 'https://x/i.json'})));
    expect(indexError).toBeInstanceOf(SearchIndexError);
    expect(indexError).toMatchObject({name: 'RetryError', message: 'gone', status: 404, url: 'https://x/i.json'});
    const other = revive(describeError(new TypeError('bad')));
    expect(other).not.toBeInstanceOf(SearchIndexError);
    expect(other).toMatchObject({name: 'TypeError', message: 'bad'});
    expect(revive(describeError('text'))).toMatchObject({name: 'Error', message: 'text'});
  });
});
