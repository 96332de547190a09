import {afterEach, describe, expect, it, vi} from 'vitest';
import {SLICE_MS, createIdleQueue, type IdleDeadlineLike} from '@site/src/utils/idleQueue';

/** src/utils/idleQueue.ts: the queue behind idle-time prefetching and the end of skipped rendering. */
function scheduler() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {pending, schedule: (run: (deadline: IdleDeadlineLike) => void) => pending.push(run)};
}

afterEach(() => vi.restoreAllMocks());

describe('createIdleQueue', () => {
  it('plans one call however many items arrive, and handles them in order', () => {
    const {pending, schedule} = scheduler();
    const handled: number[] = [];
    const queue = createIdleQueue((n: number) => handled.push(n), {schedule});
    queue.push(1, 2);
    queue.push(3);
    expect(pending).toHaveLength(1);
    pending.shift()!({timeRemaining: () => 40});
    expect(handled).toEqual([1, 2, 3]);
    expect(pending).toHaveLength(0);
  });

  it('stops after maxItems in one idle period and goes on in the next', () => {
    const {pending, schedule} = scheduler();
    const handled: number[] = [];
    const onDrained = vi.fn();
    const queue = createIdleQueue((n: number) => handled.push(n), {schedule, maxItems: 2, onDrained});
    queue.push(1, 2, 3);
    pending.shift()!({timeRemaining: () => 40});
    expect(handled).toEqual([1, 2]);
    expect(onDrained).not.toHaveBeenCalled();
    pending.shift()!({timeRemaining: () => 40});
    expect(handled).toEqual([1, 2, 3]);
    expect(onDrained).toHaveBeenCalledTimes(1);
  });

  it(`works at most ${SLICE_MS} ms per call even when the idle period is longer`, () => {
    const {pending, schedule} = scheduler();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const handled: number[] = [];
    // Each item takes 3 ms of the clock.
    const queue = createIdleQueue((n: number) => ((now += 3), handled.push(n)), {schedule});
    queue.push(1, 2, 3, 4, 5, 6);
    pending.shift()!({timeRemaining: () => 50});
    expect(handled).toEqual([1, 2, 3]);
    expect(pending).toHaveLength(1);
  });

  it('handles one item per call past the timeout of a browser that is never idle, and one while busy', () => {
    const {pending, schedule} = scheduler();
    const handled: number[] = [];
    const queue = createIdleQueue((n: number) => handled.push(n), {schedule});
    queue.push(1, 2, 3);
    pending.shift()!({timeRemaining: () => 0});
    expect(handled).toEqual([1]);
    pending.shift()!({timeRemaining: () => 0, didTimeout: true});
    expect(handled).toEqual([1, 2, 3]);
  });

  it('drains an empty queue: a push of nothing still reaches onDrained in idle time', () => {
    const {pending, schedule} = scheduler();
    const onDrained = vi.fn();
    createIdleQueue(() => undefined, {schedule, onDrained}).push();
    expect(onDrained).not.toHaveBeenCalled();
    pending.shift()!({timeRemaining: () => 40});
    expect(onDrained).toHaveBeenCalledTimes(1);
  });
});
