import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './paged-list.tsx';

const loaded = (total: number, fetching = false) => ({ total, loaded: true, fetching });

describe('usePagedList', () => {
  it('offers the next page while a loaded last page refreshes in the background', () => {
    const { result } = renderHook(() => usePagedList(2));
    act(() => result.current.report(1, loaded(3)));
    expect(result.current.canLoadMore).toBe(true);
    // A money move invalidated page 1: it refetches with its records still on screen.
    act(() => result.current.report(1, loaded(3, true)));
    expect(result.current.canLoadMore).toBe(true);
    act(() => result.current.more());
    expect(result.current.pages).toEqual([1, 2]);
    // Page 2 is on its way: no third page yet, and the list says it is loading more.
    expect(result.current.canLoadMore).toBe(false);
    expect(result.current.loadingMore).toBe(true);
    act(() => result.current.report(2, loaded(3)));
    expect(result.current.complete).toBe(true);
    expect(result.current.loadingMore).toBe(false);
  });

  it('starts again at page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => usePagedList(2, key), {
      initialProps: { key: 'all' },
    });
    act(() => result.current.report(1, loaded(5)));
    act(() => result.current.more());
    expect(result.current.pages).toEqual([1, 2]);
    rerender({ key: 'pending' });
    expect(result.current.pages).toEqual([1]);
    expect(result.current.total).toBeUndefined();
    expect(result.current.canLoadMore).toBe(false);
  });

  it('says the list is empty when the first page holds nothing', () => {
    const { result } = renderHook(() => usePagedList(20));
    act(() => result.current.report(1, loaded(0)));
    expect(result.current.empty).toBe(true);
    expect(result.current.complete).toBe(true);
  });
});
