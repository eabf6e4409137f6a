/** `@lobby/domain/validators`: the validators and message catalogue of spec §5 and §8. */
export {
  messages,
  type MessageKey,
  type MessageValues,
  isMessageKey,
  formatMessage,
} from './messages.ts';
export { type ValidationFailure, type ValidationResult, VALID, invalid } from './result.ts';
export {
  type Bounds,
  type LengthBounds,
  type LengthBoundsSource,
  MOBILE_LENGTH_BOUNDS,
  CONFIGURED_DEFAULT_LENGTH_BOUNDS,
  lengthBounds,
} from './length-bounds.ts';
export {
  isBlank,
  validateRequired,
  validateRequiredTrue,
  validateMin,
  validateMax,
  textLength,
  validateMinLength,
  validateMaxLength,
} from './rules.ts';
export {
  validateUsername,
  validateSignInUsername,
  validatePassword,
  validateWithdrawalPassword,
  validateWithdrawalPasswordEntry,
  isTrivialWithdrawalPassword,
  validatePasswordConfirmation,
  validateBankAccount,
  isFieldRequired,
  type PhoneInput,
  type PhoneValidation,
  validatePhone,
  validateEmail,
  type AmountOptions,
  type AmountValidation,
  validateAmount,
  validateOtp,
  validateReferralCode,
} from './fields.ts';
export {
  type NumberInputOptions,
  type NumberInputResult,
  parseNumberInput,
  sanitiseNumberInput,
} from './number-input.ts';
export {
  type BankLike,
  type BankCardEntry,
  BANK_CARD_FIELDS,
  BANKS_ASKING_BRANCH,
  asksBranch,
  compactAccount,
  validateBankCardField,
  firstBankCardFailure,
} from './bank-card.ts';
