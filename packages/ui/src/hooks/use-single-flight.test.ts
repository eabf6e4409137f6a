import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight.ts';

/** A task that finishes when told to. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('done');
  });
  return { done, finish };
}

describe('useSingleFlight', () => {
  it('drops a second run while the first is on its way, and is busy meanwhile', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const first = deferred();
    let calls = 0;
    let answer: Promise<string | undefined> | undefined;
    act(() => {
      answer = result.current.run(() => {
        calls += 1;
        return first.done;
      });
    });
    expect(result.current.busy).toBe(true);
    let second: string | undefined = 'not run';
    await act(async () => {
      second = await result.current.run(async () => {
        calls += 1;
        return 'again';
      });
    });
    expect(second).toBeUndefined();
    await act(async () => {
      first.finish();
      await answer;
    });
    expect(await answer).toBe('done');
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(false);
  });

  it('lets different keys run side by side, and runs a key again once it is done', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const a = deferred();
    let b: string | undefined;
    await act(async () => {
      void result.current.run(() => a.done, 'row:1');
      b = await result.current.run(async () => 'b', 'row:2');
    });
    expect(b).toBe('b');
    await act(async () => {
      a.finish();
      await a.done;
    });
    let again: string | undefined;
    await act(async () => {
      again = await result.current.run(async () => 'again', 'row:1');
    });
    expect(again).toBe('again');
  });

  it('frees the key when the task fails', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(async () => {
      await expect(
        result.current.run(async () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    let next: string | undefined;
    await act(async () => {
      next = await result.current.run(async () => 'next');
    });
    expect(next).toBe('next');
    expect(result.current.busy).toBe(false);
  });
});
