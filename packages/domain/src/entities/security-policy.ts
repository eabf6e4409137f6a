import { Type, type Static } from 'typebox';

/**
 * A brand's account-security policy (beyond the spec, whose flows it leaves unchanged while
 * every switch is at its default). Stored per brand and set with `ops brand:set-security`.
 *
 * - `second_factor`: `off` hides TOTP enrolment; `optional` offers it; `required` leads a member
 *   without a factor through enrolment after sign-in. A passkey counts as a factor.
 * - `passkeys`: whether members may add passkeys and sign in with them.
 * - `step_up_window_seconds`: how long a verified factor lets money-leaving changes through.
 * - `step_up_withdrawal_above`: a withdrawal above this many minor units asks for step-up
 *   (null: never on the amount alone).
 * - `new_card_hold_hours`: the first withdrawal to a newly added card waits this long (0: none).
 * - `absolute_session_hours`: a session ends this long after sign-in, however active (0: only
 *   the idle timeout applies).
 */
export const SecurityPolicy = Type.Object(
  {
    second_factor: Type.Union([
      Type.Literal('off'),
      Type.Literal('optional'),
      Type.Literal('required'),
    ]),
    passkeys: Type.Boolean(),
    step_up_window_seconds: Type.Integer({ minimum: 30, maximum: 3600 }),
    step_up_withdrawal_above: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    new_card_hold_hours: Type.Integer({ minimum: 0, maximum: 720 }),
    absolute_session_hours: Type.Integer({ minimum: 0, maximum: 8760 }),
  },
  { additionalProperties: false },
);
/** A brand's account-security policy. */
export type SecurityPolicy = Static<typeof SecurityPolicy>;

/**
 * The policy of a brand that set nothing: passkeys and an optional second factor are offered,
 * nothing is required, step-up asks only for the changes that let money leave (within 5
 * minutes), no hold, and sessions end after 12 hours at most.
 */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  second_factor: 'optional',
  passkeys: true,
  step_up_window_seconds: 300,
  step_up_withdrawal_above: null,
  new_card_hold_hours: 0,
  absolute_session_hours: 12,
};

/** A stored (possibly partial, possibly older) policy completed with the defaults. */
export function securityPolicyOf(
  stored: Partial<SecurityPolicy> | null | undefined,
): SecurityPolicy {
  return { ...DEFAULT_SECURITY_POLICY, ...(stored ?? {}) };
}
