/**
 * The resend countdown of a verification code: the server refuses a second code within a
 * minute, so the send button waits that long and says how many seconds are left.
 */
import { useCallback, useEffect, useState } from 'react';

/** Seconds between two codes to the same target (the reference API's resend interval). */
export const CODE_RESEND_SECONDS = 60;

/** Seconds left (0 = ready) and `start()` to begin a new wait. */
export function useCountdown(seconds = CODE_RESEND_SECONDS) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return { left, start };
}
