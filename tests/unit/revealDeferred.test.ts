import {afterEach, describe, expect, it} from 'vitest';
import type {IdleDeadlineLike} from '@site/src/utils/idleQueue';
import {DEFER_ATTRIBUTE, SHOWN_ATTRIBUTE, revealDeferred} from '@site/src/clientModules/revealDeferred';

/**
 * src/clientModules/revealDeferred.ts: off-screen code blocks and api_ros entries are skipped only
 * while the first page loads; afterwards they are shown a small batch per idle period, and the
 * page stops deferring.
 */
function page(count: number): Element[] {
  document.documentElement.setAttribute(DEFER_ATTRIBUTE, '');
  document.body.innerHTML = Array.from({length: count}, (_, i) => `<pre class="qt-deferred" id="b${i}"></pre>`).join('');
  return [...document.querySelectorAll('.qt-deferred')];
}

function idleQueue(): {run: (deadline: IdleDeadlineLike) => number; schedule: (step: (deadline: IdleDeadlineLike) => void) => void} {
  const queue: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (step) => queue.push(step),
    run: (deadline) => {
      queue.shift()?.(deadline);
      return queue.length;
    },
  };
}

const shown = (elements: Element[]) => elements.filter((e) => e.hasAttribute(SHOWN_ATTRIBUTE)).length;

afterEach(() => {
  document.documentElement.removeAttribute(DEFER_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('revealDeferred', () => {
  it('waits for an idle period, shows two elements per period, then stops deferring', () => {
    const elements = page(5);
    const idle = idleQueue();
    revealDeferred(document, idle.schedule);
    expect(shown(elements)).toBe(0);
    const long = {timeRemaining: () => 40};
    idle.run(long);
    expect(shown(elements)).toBe(2);
    expect(document.documentElement.hasAttribute(DEFER_ATTRIBUTE)).toBe(true);
    idle.run(long);
    expect(shown(elements)).toBe(4);
    expect(idle.run(long)).toBe(0);
    expect(shown(elements)).toBe(5);
    expect(document.documentElement.hasAttribute(DEFER_ATTRIBUTE)).toBe(false);
  });

  it('shows one element per call when the browser is never idle', () => {
    const elements = page(3);
    const idle = idleQueue();
    revealDeferred(document, idle.schedule);
    const busy = {timeRemaining: () => 0, didTimeout: false};
    idle.run(busy);
    expect(shown(elements)).toBe(1);
    idle.run(busy);
    idle.run(busy);
    expect(shown(elements)).toBe(3);
    expect(document.documentElement.hasAttribute(DEFER_ATTRIBUTE)).toBe(false);
  });

  it('stops deferring on a page with nothing deferred', () => {
    page(0);
    const idle = idleQueue();
    revealDeferred(document, idle.schedule);
    idle.run({timeRemaining: () => 40});
    expect(document.documentElement.hasAttribute(DEFER_ATTRIBUTE)).toBe(false);
  });
});
