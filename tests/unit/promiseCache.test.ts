import {describe, expect, it, vi} from 'vitest';
import {promiseCache} from '@site/src/utils/promiseCache';

describe('promiseCache', () => {
  it('starts one load per key and shares it between callers', async () => {
    const cached = promiseCache<string, string>();
    const load = vi.fn((key: string) => Promise.resolve(`records of ${key}`));
    const [a, b] = await Promise.all([cached('V2', () => load('V2')), cached('V2', () => load('V2'))]);
    const c = await cached('V1', () => load('V1'));
    expect([a, b, c]).toEqual(['records of V2', 'records of V2', 'records of V1']);
    expect(await cached('V2', () => load('V2'))).toBe('records of V2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a failed load, so the next call for that key loads again', async () => {
    const cached = promiseCache<string, string>();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('index');
    await expect(cached('default', load)).rejects.toThrow('offline');
    await expect(cached('default', load)).resolves.toBe('index');
    await expect(cached('default', load)).resolves.toBe('index');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart: a failure of one does not drop another', async () => {
    const cached = promiseCache<number, string>();
    const good = vi.fn(() => Promise.resolve('kept'));
    await cached(1, good);
    await expect(cached(2, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await cached(1, good);
    expect(good).toHaveBeenCalledTimes(1);
  });

  it('keeps separate caches apart', async () => {
    const first = promiseCache<string, string>();
    const second = promiseCache<string, string>();
    await first('k', () => Promise.resolve('one'));
    expect(await second('k', () => Promise.resolve('two'))).toBe('two');
  });
});
