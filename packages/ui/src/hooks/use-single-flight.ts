/**
 * A double tap never sends twice: a button's `loading` state disables it only after React
 * renders again, so a second tap in the same frame would still fire. This guard refuses it
 * synchronously.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

/** What {@link useSingleFlight} answers. */
export interface SingleFlight {
  /**
   * Runs `task` unless one under the same `key` is still running; then answers `undefined`
   * without calling it. Keys let independent rows act at the same time (default: one key).
   */
  run<T>(task: () => Promise<T>, key?: string): Promise<T | undefined>;
  /** Whether any task is running (for a button's `loading`). */
  readonly busy: boolean;
}

/** One task at a time per key (see the module note). */
export function useSingleFlight(): SingleFlight {
  const running = useRef(new Set<string>());
  const [count, setCount] = useState(0);
  const run = useCallback(async <T>(task: () => Promise<T>, key = ''): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    setCount(running.current.size);
    try {
      return await task();
    } finally {
      running.current.delete(key);
      setCount(running.current.size);
    }
  }, []);
  const busy = count > 0;
  return useMemo(() => ({ run, busy }), [run, busy]);
}
