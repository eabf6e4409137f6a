/** How long ago something happened, in the largest whole unit, for a translated "… ago". */

/** The unit of an {@link ageOf} answer (a key of the `age` group of the wallet texts). */
export type AgeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/** Whole units elapsed from `fromMs` to `nowMs` (0 s for a time in the future). */
export function ageOf(fromMs: number, nowMs: number): { unit: AgeUnit; count: number } {
  const seconds = Math.max(0, Math.floor((nowMs - fromMs) / 1000));
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
