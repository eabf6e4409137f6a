/**
 * `@lobby/contract/two-factor`: a TOTP authenticator (RFC 6238: SHA-1, 6 digits, 30 s) with ten
 * single-use recovery codes, the sign-in's second step, and step-up (beyond the member-site
 * spec).
 *
 * Every code typed here is attempt-limited per member as the withdrawal password is: 5 wrong
 * within 15 minutes lock their use (429 SECOND_FACTOR_LOCKED with Retry-After); a wrong or
 * reused code answers 400 SECOND_FACTOR_INVALID. A TOTP code is accepted once (a replay of the
 * same or an older time step is wrong), a recovery code once.
 *
 * Step-up: the money-leaving changes (adding a bank card, the withdrawal password, email,
 * mobile, a withdrawal above the brand's amount) answer 403 STEP_UP_REQUIRED when the member has
 * a second factor not proved within the brand's step-up window: prove it with `stepUp` and send
 * the same request again. Under a brand policy `required` they answer 409 SECOND_FACTOR_REQUIRED
 * until the member has enrolled one.
 */
import { LoginResponse } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { OtpField, TicketField } from '../core/fields.ts';

/** A recovery code as shown (`xxxx-xxxx-xxxx-xxxx`); dashes, spaces and case do not matter. */
export const RecoveryCodeField = withMessage(
  Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z2-7 -]+$' }),
  'REQUIRED',
);

/** A proof of the second factor: an authenticator code or a recovery code (one of them). */
const Proof = {
  code: Type.Optional(OtpField),
  recovery_code: Type.Optional(RecoveryCodeField),
};

/** What GET /member/two_factor answers. */
export const TwoFactorStatus = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether a confirmed authenticator is on.' }),
    recovery_codes_left: Type.Integer({ minimum: 0, description: 'Unused recovery codes.' }),
    must_enrol: Type.Boolean({
      description:
        'The brand requires a second factor and the member has none: lead them to enrolment.',
    }),
    available: Type.Boolean({
      description: "Whether the brand offers the authenticator (policy not 'off').",
    }),
  },
  { additionalProperties: false },
);
/** The member's two-factor state. */
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** Recovery codes, shown once. */
export const RecoveryCodes = Type.Object(
  { recovery_codes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }) },
  { additionalProperties: false },
);
/** Recovery codes, shown once. */
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** GET /member/two_factor. */
export const getTwoFactor = defineEndpoint({
  id: 'twoFactor.totpStatus',
  method: 'GET',
  path: '/member/two_factor',
  auth: true,
  summary: 'Two-step verification state',
  response: TwoFactorStatus,
  idempotent: true,
});

/** POST /member/two_factor/enrol: a new secret, pending until confirmed. */
export const startTwoFactor = defineEndpoint({
  id: 'twoFactor.totpEnrol',
  method: 'POST',
  path: '/member/two_factor/enrol',
  auth: true,
  summary: 'Start enrolling an authenticator',
  description:
    "Answers a new secret (base32) and its otpauth:// URI (issuer: the brand's name) for a QR code; nothing is on until confirmed. A new start replaces a pending secret. 409 TWO_FACTOR_STATE when one is already on; 404 FEATURE_DISABLED when the brand's policy is 'off'.",
  response: Type.Object(
    { secret: Type.String(), otpauth_uri: Type.String() },
    { additionalProperties: false },
  ),
});

/** POST /member/two_factor/confirm: turns the pending authenticator on. */
export const confirmTwoFactor = defineEndpoint({
  id: 'twoFactor.totpConfirm',
  method: 'POST',
  path: '/member/two_factor/confirm',
  auth: true,
  summary: 'Confirm the authenticator with a code',
  description:
    'Answers ten recovery codes, shown this once. Proving the code also steps the session up. Two confirmations at once turn exactly one secret on; the other answers 409 TWO_FACTOR_STATE or 400 SECOND_FACTOR_INVALID.',
  body: Type.Object({ code: OtpField }, { additionalProperties: false }),
  response: RecoveryCodes,
});

/** POST /member/two_factor/disable. */
export const disableTwoFactor = defineEndpoint({
  id: 'twoFactor.totpDisable',
  method: 'POST',
  path: '/member/two_factor/disable',
  auth: true,
  summary: 'Turn the authenticator off',
  description:
    'Needs a current code or recovery code, or a session stepped up within the window (403 STEP_UP_REQUIRED otherwise). Deletes the secret and the recovery codes.',
  body: Type.Object(Proof, { additionalProperties: false }),
  response: Ack,
});

/** POST /member/two_factor/recovery_codes: ten new codes replacing the old ones. */
export const regenerateRecoveryCodes = defineEndpoint({
  id: 'twoFactor.recoveryCodes',
  method: 'POST',
  path: '/member/two_factor/recovery_codes',
  auth: true,
  summary: 'New recovery codes',
  description:
    'Needs a session stepped up within the window (403 STEP_UP_REQUIRED). The old codes stop working.',
  response: RecoveryCodes,
});

/** POST /member/two_factor/step_up: proves the factor for this login. */
export const stepUp = defineEndpoint({
  id: 'twoFactor.codeStepUp',
  method: 'POST',
  path: '/member/two_factor/step_up',
  auth: true,
  summary: 'Prove the second factor (step-up)',
  description:
    'An authenticator code or a recovery code marks the whole login (every token of it) as stepped up for the brand’s window.',
  body: Type.Object(Proof, { additionalProperties: false }),
  response: Ack,
});

/** POST /member/auth/two_factor: the sign-in's second step. */
export const signInSecondFactor = defineEndpoint({
  id: 'twoFactor.codeSignIn',
  method: 'POST',
  path: '/member/auth/two_factor',
  auth: false,
  summary: 'Complete a sign-in with a code',
  description:
    'After a login answered `second_factor: true`, trades its ticket (in `token`; single use, 5 minutes) and an authenticator code or a recovery code for the session, answered as the login answers one. 400 SECOND_FACTOR_INVALID for a wrong code or a void ticket; wrong codes count toward the attempt limit.',
  body: Type.Object({ ticket: TicketField, ...Proof }, { additionalProperties: false }),
  response: LoginResponse,
  rateLimit: 'login',
});

/** Every endpoint of the area. */
export const twoFactorEndpoints = [
  getTwoFactor,
  startTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  stepUp,
  signInSecondFactor,
] as const;
