/**
 * The second-factor rules of a change that lets money leave (a bank card, the withdrawal
 * password, email or mobile, a withdrawal): under a brand policy `required` a member without a
 * factor is refused until enrolled (409 `SECOND_FACTOR_REQUIRED`); a member with one must have
 * proved it within the step-up window (403 `STEP_UP_REQUIRED`, `step-up.ts`). Bindings call
 * {@link assertMoneyMayLeave} before any change, so a refused request changes nothing.
 */
import type { SecurityPolicy } from '@lobby/domain';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../base/errors.ts';
import { memberHasFactor } from './factors.ts';
import { assertSteppedUp } from './step-up.ts';

/** Whether a withdrawal of `amount` minor units asks for step-up under `policy`. */
export function withdrawalNeedsStepUp(
  policy: Pick<SecurityPolicy, 'step_up_withdrawal_above'>,
  amount: number,
): boolean {
  return policy.step_up_withdrawal_above !== null && amount > policy.step_up_withdrawal_above;
}

/**
 * Throws unless the member may make this money-leaving change now: `SECOND_FACTOR_REQUIRED`
 * under `required` without a factor; `STEP_UP_REQUIRED` when `stepUp` and the member's factor
 * was not proved within the window. `stepUp` is false only for a withdrawal at or under the
 * brand's amount, which the enrolment rule still covers.
 */
export async function assertMoneyMayLeave(
  ctx: { db: Database; now: () => number },
  brand: { security: SecurityPolicy },
  auth: { member: { id: number }; steppedUpAt: Date | null },
  stepUp: boolean,
): Promise<void> {
  const policy = brand.security;
  const hasFactor = await memberHasFactor(ctx.db, auth.member.id);
  if (policy.second_factor === 'required' && !hasFactor)
    throw new ApiError('SECOND_FACTOR_REQUIRED');
  if (stepUp) assertSteppedUp({ hasFactor, steppedUpAt: auth.steppedUpAt, policy, now: ctx.now() });
}
