/**
 * A queue worked through in the browser's idle time, a little per idle period, so that each
 * period's work is a short task of its own. Used for route prefetching
 * (src/clientModules/idlePrefetch.ts) and for ending the first load's skipped rendering
 * (src/clientModules/revealDeferred.ts).
 */

export type IdleDeadlineLike = {timeRemaining(): number; didTimeout?: boolean};
export type ScheduleIdle = (run: (deadline: IdleDeadlineLike) => void) => void;

/** Leaves this much of an idle period to the browser. */
const MARGIN_MS = 2;
/**
 * The most one call works, even in a long idle period (a browser grants up to 50 ms). A reader may
 * act during an idle period, and a task of 50 ms on a fast machine is a 200 ms task for
 * Lighthouse's 4x CPU slowdown: one idle period of prefetching was a 72 ms task at 4x CPU on the
 * search page (CPU profile). Also the slice without requestIdleCallback (Safari) or past its timeout.
 */
export const SLICE_MS = 8;

export const scheduleIdle: ScheduleIdle = (run) => {
  if (typeof requestIdleCallback === 'function') {
    // Within 2 s even on a page that is never idle (Docusaurus prefetched at once).
    requestIdleCallback(run, {timeout: 2000});
    return;
  }
  setTimeout(() => {
    const until = performance.now() + SLICE_MS;
    run({timeRemaining: () => Math.max(0, until - performance.now())});
  }, 50);
};

export type IdleQueueOptions = {
  schedule?: ScheduleIdle;
  /** The most items one call handles. */
  maxItems?: number;
  /** Runs in the idle call that empties the queue. */
  onDrained?: () => void;
};

export type IdleQueue<T> = {
  /** Adds items and plans a call; with none, plans a call all the same (it drains an empty queue). */
  push(...items: T[]): void;
};

export function createIdleQueue<T>(handle: (item: T) => void, {schedule = scheduleIdle, maxItems = Infinity, onDrained}: IdleQueueOptions = {}): IdleQueue<T> {
  const queue: T[] = [];
  let scheduled = false;

  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one item per call, so that a page that is never idle still gets there; then more
    // within a short slice and the idle period (unless the browser was never idle before the
    // timeout), up to maxItems.
    const until = performance.now() + SLICE_MS;
    let handled = 0;
    const more = () => handled < maxItems && performance.now() < until && (deadline.didTimeout || deadline.timeRemaining() > MARGIN_MS);
    while (queue.length > 0 && (handled === 0 || more())) {
      handle(queue.shift()!);
      handled += 1;
    }
    if (queue.length > 0) plan();
    else onDrained?.();
  };
  const plan = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(work);
  };

  return {
    push(...items: T[]) {
      queue.push(...items);
      plan();
    },
  };
}
