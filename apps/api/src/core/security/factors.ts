/**
 * Whether a member has a second factor: what decides if step-up applies to them
 * (`core/security/step-up.ts`) and whether a brand requiring one must lead them through enrolment.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberTotp } from '../../db/schema/factors.ts';
import { passkeys } from '../../db/schema/passkeys.ts';

/** Whether the member has a confirmed TOTP authenticator. */
export async function memberHasTotp(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: memberTotp.memberId })
    .from(memberTotp)
    .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.confirmedAt)));
  return row !== undefined;
}

/** Whether the member has at least one passkey. */
export async function memberHasPasskey(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

/** Whether the member has any second factor (a confirmed TOTP or a passkey). */
export async function memberHasFactor(db: Database, memberId: number): Promise<boolean> {
  const [totp, passkey] = await Promise.all([
    memberHasTotp(db, memberId),
    memberHasPasskey(db, memberId),
  ]);
  return totp || passkey;
}
