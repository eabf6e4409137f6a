import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextTucked, useTucked } from './use-tucked.ts';

describe('nextTucked', () => {
  const viewport = 800;
  const page = 4000;
  it('stays out near the top whatever the direction', () => {
    expect(nextTucked(true, 300, 60, viewport, page)).toBe(false);
    expect(nextTucked(false, 0, 70, viewport, page)).toBe(false);
  });
  it('tucks while scrolling down and comes back scrolling up', () => {
    expect(nextTucked(false, 200, 400, viewport, page)).toBe(true);
    expect(nextTucked(true, 1200, 900, viewport, page)).toBe(false);
  });
  it('ignores jitter', () => {
    expect(nextTucked(true, 500, 504, viewport, page)).toBe(true);
    expect(nextTucked(false, 500, 496, viewport, page)).toBe(false);
  });
  it('always tucks at the end of the page, where forms keep their buttons', () => {
    expect(nextTucked(false, 3200, 3100, viewport, page)).toBe(true);
  });
});

describe('useTucked', () => {
  /** Scrolls the window and lets the frame's decision run. */
  async function scrollTo(y: number) {
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));
    });
  }

  it('follows the window scroll, and never tucks when disabled', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
    const { result } = renderHook(() => useTucked());
    const off = renderHook(() => useTucked(false));
    expect(result.current).toBe(false);
    await scrollTo(600);
    expect(result.current).toBe(true);
    expect(off.result.current).toBe(false);
    await scrollTo(300);
    expect(result.current).toBe(false);
    await scrollTo(0);
    expect(result.current).toBe(false);
  });
});
