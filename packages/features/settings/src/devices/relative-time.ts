/**
 * "3 minutes ago", "yesterday" in the member's language (`Intl.RelativeTimeFormat`), for when a
 * device was last active. Under a minute reads as "just now": the API keeps last-seen to 30
 * seconds.
 */
import { useCallback } from 'react';
import { useSettingsTranslation } from '../i18n.ts';

const STEPS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['minute', 60],
  ['hour', 3_600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', 2_592_000],
  ['year', 31_536_000],
];

/** How long before `now` (Unix seconds) `at` was, in the largest whole unit, as words. */
export function relativeTime(at: number, now: number, locale: string, justNow: string): string {
  const ago = Math.max(0, now - at);
  if (ago < 60) return justNow;
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, seconds] of STEPS) {
    if (ago >= seconds) [unit, size] = [name, seconds];
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
    -Math.floor(ago / size),
    unit,
  );
}

/** {@link relativeTime} in the screen's language, against the clock at each call. */
export function useRelativeTime(): (at: number) => string {
  const { t, i18n } = useSettingsTranslation();
  const locale = i18n.language;
  return useCallback(
    (at: number) => relativeTime(at, Math.floor(Date.now() / 1000), locale, t('devices.justNow')),
    [locale, t],
  );
}
