// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBalanceFeedState } from '../feed/balance-feed-status.ts';
import { useBalanceFeed } from './use-balance-feed.ts';

afterEach(() => {
  cleanup();
  setBalanceFeedState({ status: 'idle' });
});

describe('useBalanceFeed', () => {
  it('is idle while no feed runs and follows the feed status', () => {
    const { result } = renderHook(() => useBalanceFeed());
    expect(result.current).toEqual({ status: 'idle' });
    act(() => setBalanceFeedState({ status: 'live', lastEventAt: 1_700_000_000_000 }));
    expect(result.current).toEqual({ status: 'live', lastEventAt: 1_700_000_000_000 });
    const seen = result.current;
    // The same state is the same snapshot: no re-render loop.
    act(() => setBalanceFeedState({ status: 'live', lastEventAt: 1_700_000_000_000 }));
    expect(result.current).toBe(seen);
    act(() => setBalanceFeedState({ status: 'polling', lastEventAt: 1_700_000_000_000 }));
    expect(result.current.status).toBe('polling');
    act(() => setBalanceFeedState({ status: 'idle' }));
    expect(result.current).toEqual({ status: 'idle' });
  });
});
