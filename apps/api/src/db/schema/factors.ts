/**
 * Members' second factors beyond a password (beyond the spec): a TOTP authenticator. Passkeys
 * have their own table (`passkeys.ts`). `core/factors.ts` answers whether a member has any.
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** A member's TOTP authenticator: one per member, on once confirmed with a code. */
export const memberTotp = pgTable('member_totp', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The shared secret, encrypted at rest (AES-256-GCM under `LOBBY_TOTP_KEY`). */
  secretEnc: text('secret_enc').notNull(),
  /** When the member proved the authenticator with a code; null while enrolment is pending. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step a code was accepted for, so a code is used once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
