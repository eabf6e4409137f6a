import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the scheduler's yield where the browser has one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, after what was already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    // Nothing resumes within the current task: only a timer turn lets it go on.
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['queued before', 'resumed']);
  });

  it('goes on at once in a hidden page, whose timers the browser holds back', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      await yieldToMain();
      expect(yieldFn).not.toHaveBeenCalled();
    } finally {
      visibility.mockRestore();
    }
  });

  it("goes on at once where there is no page (a server's drawing)", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    vi.stubGlobal('document', undefined);
    let resumed = false;
    const going = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(true);
    expect(yieldFn).not.toHaveBeenCalled();
    await going;
  });
});
