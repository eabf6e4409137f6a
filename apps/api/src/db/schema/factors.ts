/**
 * Members' second factors beyond a password (beyond the spec): a TOTP authenticator. Passkeys
 * have their own table (`passkeys.ts`). `core/security/factors.ts` answers whether a member has any.
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A member's recovery codes: ten at confirmation (or regeneration, which replaces them), shown
 * once, stored as SHA-256 (random 80-bit codes need no slow hash), each used once.
 */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_recovery_codes_member_hash').on(t.memberId, t.codeHash)],
);

/**
 * Wrong second-factor codes (TOTP or recovery code), one row each, counted per member in a
 * sliding window by the attempt guard (`core/security/attempt-guard.ts`) as wrong withdrawal passwords are.
 */
export const secondFactorFailures = pgTable(
  'second_factor_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('second_factor_failures_member_at').on(t.memberId, t.at)],
);

/** A member's second-factor lock: set when wrong codes reach the limit (null: not locked). */
export const secondFactorLocks = pgTable('second_factor_locks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The sign-in ticket a right password answers when the member has a TOTP: traded once, within
 * five minutes, with a code for the session. Stored as the token's SHA-256.
 */
export const secondFactorTickets = pgTable('second_factor_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: text('brand_id').notNull(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
