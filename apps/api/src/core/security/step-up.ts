/**
 * Step-up: a money-leaving change (a bank card, the withdrawal password, email or mobile, a
 * withdrawal above the brand's amount) needs the member to have proved a second factor in this
 * session within the brand's step-up window, if they have a factor at all. Proving one marks
 * every token of the login (the family), so a rotation in between does not lose it.
 */
import type { SecurityPolicy } from '@lobby/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { ApiError } from '../../base/errors.ts';

/** Records that the login of `sessionId` proved a second factor at `at`. */
export async function markSteppedUp(db: Database, sessionId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ steppedUpAt: at })
    .where(
      eq(
        sessions.family,
        sql`(select ${sessions.family} from ${sessions} where ${sessions.id} = ${sessionId})`,
      ),
    );
}

/** Whether a factor proved at `steppedUpAt` still counts at `now` under `policy`. */
export function isSteppedUp(
  steppedUpAt: Date | null,
  policy: Pick<SecurityPolicy, 'step_up_window_seconds'>,
  now: number,
): boolean {
  return steppedUpAt !== null && now - steppedUpAt.getTime() < policy.step_up_window_seconds * 1000;
}

/**
 * Throws 403 `STEP_UP_REQUIRED` unless the member has no factor to prove or proved one within
 * the window. Callers check this before any change, so a refused request changes nothing.
 */
export function assertSteppedUp(input: {
  hasFactor: boolean;
  steppedUpAt: Date | null;
  policy: Pick<SecurityPolicy, 'step_up_window_seconds'>;
  now: number;
}): void {
  if (!input.hasFactor) return;
  if (!isSteppedUp(input.steppedUpAt, input.policy, input.now)) {
    throw new ApiError('STEP_UP_REQUIRED');
  }
}
