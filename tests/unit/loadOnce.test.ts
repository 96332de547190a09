import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from '@site/src/utils/loadOnce';

describe('loadOnce', () => {
  it('shares one load between callers and reports it once', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const onLoaded = vi.fn();
    const get = loadOnce(load, onLoaded);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe('chunk');
    expect([a, b]).toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
