/**
 * Whether a member has a second factor: what decides if step-up applies to them
 * (`core/step-up.ts`) and whether a brand requiring one must lead them through enrolment.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberTotp } from '../db/schema/factors.ts';

/** Whether the member has a confirmed TOTP authenticator. */
export async function memberHasTotp(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: memberTotp.memberId })
    .from(memberTotp)
    .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.confirmedAt)));
  return row !== undefined;
}

/** Whether the member has any second factor (a confirmed TOTP or a passkey). */
export async function memberHasFactor(db: Database, memberId: number): Promise<boolean> {
  // factors: the passkey check joins here.
  return memberHasTotp(db, memberId);
}
