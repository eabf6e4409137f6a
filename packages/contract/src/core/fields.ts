/**
 * Field schemas shared by several areas (auth, recovery, member). Formats are checked twice:
 * loosely here (type and size, so nothing huge reaches a handler) and exactly by the
 * `@lobby/domain` validators in the handler, whose MessageKey the error carries.
 */
import { Type } from 'typebox';
import { EncryptedString, withMessage } from './common.ts';

/** A username as typed (exact format per brand bounds: `validateUsername`). */
export const UsernameField = withMessage(Type.String({ maxLength: 64 }), 'PLEASE_ENTER_USERNAME');

/** An encrypted login password. */
export const PasswordField = withMessage(EncryptedString, 'PLEASE_ENTER_PASSWORD');

/** An encrypted password confirmation. */
export const PasswordConfirmationField = withMessage(EncryptedString, 'REQUIRED');

/** An encrypted withdrawal password. */
export const WithdrawalPasswordField = withMessage(
  EncryptedString,
  'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
);

/** An email address as typed (exact format: `validateEmail`). */
export const EmailField = withMessage(Type.String({ maxLength: 254 }), 'INVALID_EMAIL');

/** An area code with or without `+` (e.g. `+60` or `60`). */
export const AreaCodeField = withMessage(
  Type.String({ maxLength: 5, pattern: '^\\+?\\d{1,4}$' }),
  'PLEASE_SELECT',
);

/** A mobile number as typed (exact format: `validatePhone`). */
export const MobileField = withMessage(Type.String({ maxLength: 20 }), 'PHONE_LENGTH');

/** A six-digit verification code. */
export const OtpField = withMessage(Type.String({ pattern: '^\\d{6}$' }), 'PLEASE_ENTER_OTP');

/** A six-digit invite (referral) code. */
export const InviteCodeField = withMessage(
  Type.String({ pattern: '^\\d{6}$' }),
  'REFERRAL_CODE_FORMAT',
);

/** An opaque single-use token (password reset, first-login password change). */
export const TicketField = withMessage(
  Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  'REQUIRED',
);

/** A QR code value as printed on the card. */
export const QrCodeField = withMessage(
  Type.String({ minLength: 4, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  'REQUIRED',
);

/**
 * A bank card's details (spec §5), as the add-card call and a sign-up that asks for a card
 * take them: the bank by name from the brand's list, the holder, the account and, where the
 * bank asks for one, the branch code.
 */
export const BankCardFields = {
  bank_name: withMessage(Type.String({ minLength: 1, maxLength: 64 }), 'PLEASE_SELECT_BANK'),
  account_name: withMessage(Type.String({ minLength: 1, maxLength: 64 }), 'PLEASE_FILL_IN_NAME'),
  account_number: withMessage(
    Type.String({ minLength: 1, maxLength: 64 }),
    'PLEASE_ENTER_BANK_ACCOUNT',
  ),
  branch: Type.Optional(withMessage(Type.String({ maxLength: 64 }), 'PLEASE_ENTER_BRANCH_CODE')),
};
