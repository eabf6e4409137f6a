/**
 * A double click never sends twice: a button's `loading` state disables it only after React
 * re-renders, so a second click in the same frame would still fire. This guard is synchronous.
 */
import { useCallback, useRef, useState } from 'react';

/** Runs one action at a time; calls made while one runs are dropped. */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
