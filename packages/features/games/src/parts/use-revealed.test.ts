import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealed } from './use-revealed.ts';

describe('useRevealed', () => {
  it('draws a slice at once, then the rest a slice per frame', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useRevealed(20, 8, 'a');
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
    // Never more than one slice between two drawings, and never past the end.
    expect([...new Set(seen)]).toEqual([8, 16, 20]);
  });

  it('carries on when the list grows, and starts again for a new list', async () => {
    const { result, rerender } = renderHook(({ total, key }) => useRevealed(total, 5, key), {
      initialProps: { total: 5, key: 'a' },
    });
    expect(result.current).toBe(5);
    rerender({ total: 12, key: 'a' });
    await waitFor(() => expect(result.current).toBe(12));
    rerender({ total: 12, key: 'b' });
    expect(result.current).toBe(5);
    await waitFor(() => expect(result.current).toBe(12));
  });

  it('draws a short list whole', () => {
    const { result } = renderHook(() => useRevealed(3, 9, 'a'));
    expect(result.current).toBe(3);
  });
});
