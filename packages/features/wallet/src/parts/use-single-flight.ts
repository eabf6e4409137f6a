/**
 * A double click never sends twice: a button's state only disables it after React renders,
 * so a second click in the same frame must be refused synchronously, here.
 */
import { useCallback, useRef } from 'react';

/**
 * Answers `run(key, task)`: runs `task` unless one with the same key is still running (then
 * answers `undefined` without calling it). Keys let independent rows act at the same time.
 */
export function useSingleFlight() {
  const running = useRef(new Set<string>());
  return useCallback(async <T>(key: string, task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    try {
      return await task();
    } finally {
      running.current.delete(key);
    }
  }, []);
}
