import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withChunkTimeout } from './lazy-chunk.ts';

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
});
