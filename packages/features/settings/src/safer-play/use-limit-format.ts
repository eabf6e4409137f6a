/**
 * How the safer-play screen writes its values: money limits in the brand currency and the
 * member's locale, the session limit in minutes, and every moment in the platform's clock (the
 * one the API counts periods in, so "resets at" reads the same here as in its refusals).
 */
import type { LimitKind } from '@lobby/contract/responsible-gambling';
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import { formatMoney } from '@lobby/domain/money';
import { formatDateTime } from '@lobby/domain/time';
import { useCallback } from 'react';
import { useSettingsTranslation } from '../i18n.ts';

/** Whether a limit counts minutes (the session limit) rather than money. */
export function isTimeLimit(kind: LimitKind): boolean {
  return kind === 'session_minutes';
}

/** Formatters for limit values and times (see the module note). */
export function useLimitFormat() {
  const { t, i18n } = useSettingsTranslation();
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const locale = i18n.language;
  const money = useCallback(
    (amount: number) => formatMoney(amount, { currency, locale }),
    [currency, locale],
  );
  const value = useCallback(
    (kind: LimitKind, amount: number) =>
      isTimeLimit(kind) ? t('saferPlay.minutes', { count: amount }) : money(amount),
    [t, money],
  );
  const time = useCallback((seconds: number) => formatDateTime(seconds, offset), [offset]);
  return { currency, money, value, time };
}
