import {describe, expect, it, vi} from 'vitest';
import {deferPrefetch} from '@site/src/clientModules/idlePrefetch';
import type {IdleDeadlineLike} from '@site/src/utils/idleQueue';

/** Docusaurus' global with a recording prefetch, and a scheduler whose idle periods the test runs. */
function setup({allowed = true} = {}) {
  const prefetched: string[] = [];
  const original = {prefetch: vi.fn((path: string) => (prefetched.push(path), allowed)), preload: vi.fn((_path: string) => true)};
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  const highlighter = {prefetch: vi.fn(), load: vi.fn(() => Promise.resolve())};
  const wrapped = deferPrefetch(original, (run) => pending.push(run), highlighter);
  /** One idle period in which `budget` calls of timeRemaining() report time left. */
  const idle = (budget: number, didTimeout = false) => {
    const run = pending.shift();
    if (!run) throw new Error('nothing scheduled');
    let calls = 0;
    run({didTimeout, timeRemaining: () => (calls++ < budget ? 10 : 0)});
  };
  return {original, wrapped, prefetched, pending, idle, highlighter};
}

describe('idle-time route prefetching', () => {
  it('prefetches nothing while the page is busy, then the queued paths in order when it is idle', () => {
    const {wrapped, prefetched, pending, idle} = setup();
    expect(wrapped.prefetch('/docs/a')).toBe(true);
    expect(wrapped.prefetch('/docs/b')).toBe(true);
    expect(wrapped.prefetch('/docs/c')).toBe(true);
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);
    idle(5);
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(pending).toHaveLength(0);
  });

  it('stops when the idle period runs out and goes on in the next one, at least one path each', () => {
    const {wrapped, prefetched, pending, idle} = setup();
    for (const p of ['/1', '/2', '/3', '/4']) wrapped.prefetch(p);
    idle(1);
    expect(prefetched).toEqual(['/1', '/2']);
    expect(pending).toHaveLength(1);
    idle(0);
    expect(prefetched).toEqual(['/1', '/2', '/3']);
    idle(0);
    expect(prefetched).toEqual(['/1', '/2', '/3', '/4']);
    expect(pending).toHaveLength(0);
  });

  it('asks for each path once, leaves preloading on hover untouched, and keeps the original deciding (2g, Save-Data)', () => {
    const {original, wrapped, idle} = setup();
    wrapped.prefetch('/docs/a');
    expect(wrapped.prefetch('/docs/a')).toBe(false);
    idle(5);
    expect(original.prefetch).toHaveBeenCalledTimes(1);
    expect(wrapped.prefetch('/docs/a')).toBe(false);
    wrapped.preload('/docs/b');
    expect(original.preload).toHaveBeenCalledWith('/docs/b');
  });

  it('prefetches the code highlighter once Docusaurus prefetches a route, and loads it when a link is pointed at', () => {
    const {wrapped, idle, highlighter} = setup();
    wrapped.prefetch('/docs/a');
    expect(highlighter.prefetch).not.toHaveBeenCalled();
    idle(5);
    expect(highlighter.prefetch).toHaveBeenCalled();
    expect(highlighter.load).not.toHaveBeenCalled();
    wrapped.preload('/docs/b');
    expect(highlighter.load).toHaveBeenCalledTimes(1);
  });

  it('does not prefetch the highlighter when Docusaurus declines to prefetch (2g, Save-Data)', () => {
    const {wrapped, idle, highlighter} = setup({allowed: false});
    wrapped.prefetch('/docs/a');
    idle(5);
    expect(highlighter.prefetch).not.toHaveBeenCalled();
  });

  it('works in short slices when the browser was never idle before the timeout', () => {
    const {wrapped, prefetched, idle} = setup();
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    for (let i = 0; i < 20; i += 1) wrapped.prefetch(`/p${i}`);
    idle(0, true);
    clock.mockRestore();
    // A slice of 8 ms on a clock that advances 3 ms per reading: a few paths, not all twenty.
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.length).toBeLessThan(5);
  });

  it('works at most a short slice even when the idle period is long, and goes on in the next one', () => {
    const {wrapped, prefetched, pending, idle} = setup();
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    for (let i = 0; i < 20; i += 1) wrapped.prefetch(`/p${i}`);
    // timeRemaining() says 10 ms left a hundred times over: only the 8 ms slice limits the work.
    idle(100);
    clock.mockRestore();
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.length).toBeLessThan(5);
    expect(pending).toHaveLength(1);
  });

  it('wraps window.docusaurus when the client entry sets it', async () => {
    await import('@site/src/clientModules/idlePrefetch');
    const prefetch = vi.fn(() => true);
    (window as unknown as {docusaurus: unknown}).docusaurus = Object.freeze({prefetch, preload: () => true});
    const global = (window as unknown as {docusaurus: {prefetch(path: string): boolean}}).docusaurus;
    expect(global.prefetch('/docs/x')).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith('/docs/x'), {timeout: 3000});
  });
});
