/** `@lobby/domain/money`: exact money in integer minor units. */
export {
  MAX_DECIMALS,
  MONEY_PLACEHOLDER,
  type MoneyParseResult,
  type ParseMoneyOptions,
  isMinorUnits,
  normaliseDigits,
  parseMoney,
  toMinor,
  fromMinor,
  type FormatMoneyOptions,
  formatMoney,
  addMoney,
  subtractMoney,
  sumMoney,
  compareMoney,
  type MoneyRounding,
  applyBasisPoints,
} from './money.ts';
export { formatCompactMoney } from './compact.ts';
export { Currency } from '../entities/currency.ts';
export { MinorUnits } from '../entities/common.ts';
