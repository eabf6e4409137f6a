import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkTimeoutError,
  chunksLoading,
  watchChunkLoads,
  withChunkTimeout,
} from './lazy-chunk.ts';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after 120 s', async () => {
    const pending = withChunkTimeout(new Promise(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a chunk through and a failed load on', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'))).resolves.toBe('page');
    await expect(withChunkTimeout(Promise.reject(new Error('404')), 10)).rejects.toThrow('404');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a load as on its way until it arrives or fails, and tells its watchers', async () => {
    const watcher = vi.fn();
    const unwatch = watchChunkLoads(watcher);
    let arrive: (value: string) => void = () => undefined;
    const first = withChunkTimeout(new Promise<string>((resolve) => (arrive = resolve)));
    const second = withChunkTimeout(Promise.reject(new Error('offline'))).catch(() => 'failed');
    expect(chunksLoading()).toBe(true);
    expect(await second).toBe('failed');
    expect(chunksLoading()).toBe(true);
    arrive('page');
    await first;
    expect(chunksLoading()).toBe(false);
    expect(watcher).toHaveBeenCalledTimes(4);
    unwatch();
    await withChunkTimeout(Promise.resolve('more'));
    expect(watcher).toHaveBeenCalledTimes(4);
  });
});
