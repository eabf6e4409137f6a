/** A clock for texts that age ("2 min ago", "out of date"): re-renders every `everyMs`. */
import { useEffect, useState } from 'react';

/** The current time (Unix ms), refreshed every `everyMs` (default 5 s) while mounted. */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
