/**
 * The domain pieces the design system uses, gathered so components import them from one
 * place. Everything comes from `@lobby/domain` subpaths (small bundles): shapes are never
 * typed twice and money is formatted by the domain's exact integer formatter.
 */
export type {
  CurrencyLike,
  DateRange,
  FastDateRangeKind,
  GameType,
  Language,
} from '../domain-types.ts';
export { formatMoney } from '@lobby/domain/money';
export { formatMessage } from '@lobby/domain/validators';
export type { ValidationFailure } from '@lobby/domain/validators';
export { FAST_DATE_SELECTOR, fastDateRange } from '@lobby/domain/time';
export {
  DEFAULT_DECIMALS,
  DEFAULT_TIMEZONE_OFFSET,
  ERROR_TOAST_MS,
  TOAST_MS,
} from '@lobby/domain/constants';
