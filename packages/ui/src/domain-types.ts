/**
 * The domain types that appear in the design system's props, public so a consumer can name a
 * prop's type from `@lobby/ui`. They are `@lobby/domain`'s own types (never retyped here), plus
 * `CurrencyLike`, the part of a currency money display needs.
 */
import type { Currency } from '@lobby/domain/entities';

export type { Language } from '@lobby/domain/entities';
export type { GameType } from '@lobby/domain/enums';
export type { DateRange, FastDateRangeKind } from '@lobby/domain/time';

/** The part of a currency that money display needs (its symbol and minor-unit decimals). */
export type CurrencyLike = Pick<Currency, 'symbol' | 'decimals'>;
