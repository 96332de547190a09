import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/**
 * @docusaurus/theme-classic's lib/nprogress.js as patched (patches/): the theme's progress bar for slow client navigations,
 * with NProgress imported on the first navigation instead of with the main bundle.
 */
const bar = vi.hoisted(() => ({configure: vi.fn(), start: vi.fn(), done: vi.fn(), imported: 0}));
vi.mock('nprogress', () => {
  bar.imported += 1;
  return {default: bar};
});
vi.mock('@site/node_modules/@docusaurus/theme-classic/lib/nprogress.css', () => ({}));

const {default: clientModule} = await import('@site/node_modules/@docusaurus/theme-classic/lib/nprogress.js');

type Location = {pathname: string};
const update = (from: Location | undefined, to: Location) =>
  (clientModule.onRouteUpdate as (args: {location: Location; previousLocation?: Location}) => (() => void) | undefined)({
    location: to,
    previousLocation: from,
  });
const didUpdate = () => (clientModule.onRouteDidUpdate as () => void)();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  bar.start.mockClear();
  bar.done.mockClear();
});

describe('navigation progress bar', () => {
  it('imports NProgress only when a navigation starts, not on the first page', async () => {
    expect(update(undefined, {pathname: '/docs/a'})).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(bar.imported).toBe(0);
    const end = update({pathname: '/docs/a'}, {pathname: '/docs/b'});
    await vi.advanceTimersByTimeAsync(0);
    expect(bar.imported).toBe(1);
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
    end?.();
  });

  it('shows the bar when a navigation takes longer than 200 ms, and ends it with the navigation', async () => {
    const end = update({pathname: '/docs/a'}, {pathname: '/docs/b'});
    await vi.advanceTimersByTimeAsync(199);
    expect(bar.start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    end?.();
    didUpdate();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('never shows the bar for a quick navigation, nor for a change of hash or query only', async () => {
    const end = update({pathname: '/docs/a'}, {pathname: '/docs/c'});
    await vi.advanceTimersByTimeAsync(50);
    end?.();
    didUpdate();
    await vi.advanceTimersByTimeAsync(500);
    expect(bar.start).not.toHaveBeenCalled();
    expect(update({pathname: '/docs/c'}, {pathname: '/docs/c'})).toBeUndefined();
  });
});
