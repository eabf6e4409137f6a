/**
 * The message catalogue: every validation message of spec §5, the error catalogue of §8 and
 * the keys Lobby's own validators return, each with its English text. Keys are what screens
 * and the API pass around; i18n translates them, and {@link formatMessage} renders the English
 * fallback. Placeholders are `{name}` and are filled from a result's `values`.
 */
export const messages = {
  // Spec §5: rules.
  REQUIRED: 'Required field',
  MIN: 'Must be at least {min}',
  MAX: 'Must be at most {max}',
  MIN_LENGTH: 'Must be at least {min} characters',
  MAX_LENGTH: 'Must be at most {max} characters',
  INVALID_NUMBER: 'Please enter a valid number',
  TOO_MANY_DECIMALS: 'At most {decimals} decimal places',
  NUMBER_TOO_LARGE: 'The number is too large',
  NEGATIVE_NOT_ALLOWED: 'Must not be negative',
  // Lobby: a number field that takes no decimals refuses a typed point with this.
  WHOLE_NUMBER: 'Whole numbers only',
  // Spec §5: fields.
  USERNAME_FORMAT: 'Must begin with a letter and {min}-{max} characters long',
  PASSWORD_FORMAT: 'Password must contain {min}-{max} numbers or characters',
  WPASS_FORMAT: '{min}-{max} numbers or characters',
  // Lobby: a withdrawal password anyone would guess first (1111, 1234, 4321, the username).
  WPASS_TRIVIAL: 'Too easy to guess: avoid repeated or consecutive characters and your username',
  // Lobby: a login password refused by the strength rule (`@lobby/domain/password-strength`).
  PASSWORD_BREACHED: 'This password appears in lists of leaked passwords: choose another',
  PASSWORD_TOO_GUESSABLE: 'Too easy to guess: add another word or a few more characters',
  PASSWORD_HAS_USERNAME: "Don't use your username in your password",
  PASSWORD_HAS_BRAND: "Don't use the site's name in your password",
  BANK_ACCOUNT_LENGTH: 'Within {min}-{max} digits',
  PLEASE_ENTER: 'Please enter',
  PHONE_LENGTH: '{min}-{max} Phone number',
  INVALID_EMAIL: 'Invalid Email',
  PLEASE_ENTER_AMOUNT: 'Please Enter Amount',
  // Spec §5: message list.
  PLEASE_SELECT: 'Please Select',
  PLEASE_SELECT_BANK: 'Please Select Bank',
  PLEASE_SELECT_BANK_ACCOUNT: 'Please Select Bank Account',
  PLEASE_ENTER_BANK_ACCOUNT: 'Please Enter Bank Account',
  PLEASE_ENTER_BRANCH_CODE: 'Please enter the branch code',
  PLEASE_ENTER_BIRTHDAY: 'Please Enter Birthday',
  PLEASE_ENTER_OTP: 'Please enter the 6-digit OTP verification code',
  PASSWORD_NOT_SAME: 'Password Not Same',
  PLEASE_SELECT_DATE: 'Please Select Date',
  PLEASE_SELECT_GENDER: 'Please Select Gender',
  PLEASE_SELECT_DEPOSIT_METHOD: 'Please Select Deposit Method',
  PLEASE_SELECT_TRANSFER_TO: 'Please Select Transfer to',
  PLEASE_SELECT_TRANSFER_IN: 'Please Select Transfer In',
  REFERRAL_CODE_FORMAT: '6-digit referral code',
  PLEASE_VERIFY_MOBILE: 'Please Verify Mobile Number',
  PLEASE_FILL_IN_NAME: 'Please Fill In Name',
  PLEASE_ENTER_USERNAME: 'Please Enter Username',
  PLEASE_ENTER_PASSWORD: 'Please Enter Password',
  PLEASE_ENTER_WITHDRAWAL_PASSWORD: 'Please Enter Withdrawal Password',
  USERNAME_TAKEN: 'The username has been registered',
  INVALID_AMOUNT: 'Invalid Amount',
  INSUFFICIENT_AMOUNT: 'Insufficient Amount',
  TRANSFER_LIMIT_NOT_MET: 'The amount does not meet the transfer limit',
  WITHDRAWAL_LIMIT_NOT_MET:
    'The withdrawal amount does not meet the withdrawal limit/excess balance',
  TOO_FREQUENT_RETRY_IN: 'Requests are too frequent, try again in {interval} minute',
  BALANCE_FETCH_FAILED: 'Failed to obtain the balance of {name}',
  PROBABILITY_TOTAL: 'The total probability of winning must be equal to {total}',
  // Spec §6 and §2.
  PLEASE_SIGN_IN: 'Please Sign In',
  SYSTEM_MAINTENANCE: 'System is under maintenance',
  ACCESS_RESTRICTED: 'Your access is restricted',
  // Spec §8: errors.
  FAILED_TO_GET_DATA: 'Load Failed, Please Try Again',
  TOO_FREQUENT: 'Requests are too frequent please try again later',
  NETWORK_ERROR: 'Network error please try again',
  // Lobby: the q filter parser (spec §7) answers with this when a filter is malformed.
  INVALID_FILTER: 'Invalid filter: {reason}',
  // Lobby (issue 17): a brand with a minimum age refuses a sign-up that does not confirm it.
  CONFIRM_MINIMUM_AGE: 'Please confirm you are {age} or older',
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof messages;

/** Values that fill a message's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** True when a string is a catalogue key (e.g. an error code coming back from the API). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/**
 * Renders a message in English: the catalogue text with each `{name}` replaced by
 * `values[name]`. Unknown keys come back as the raw key (spec §8: lookups fall back to the
 * key); placeholders without a value stay visible; replacement is one pass, so a value that
 * itself contains `{x}` is not expanded again.
 */
export function formatMessage(key: MessageKey | string, values?: MessageValues): string {
  const text: string = isMessageKey(key) ? messages[key] : String(key);
  if (!values) return text;
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
