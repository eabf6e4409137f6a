/**
 * Sessions: opaque bearer tokens stored only as SHA-256 hashes. A rotated token keeps working
 * until `graceUntil` so requests already in flight with it do not fail.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { members } from './members.ts';

/** One issued token. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Shared by a login's session and every token rotated from it, so logout ends them all. */
    family: text('family').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this token was replaced by a newer one; it stays valid until `graceUntil`. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * When the member last proved a second factor (TOTP, recovery code or passkey) in this
     * session: money-leaving changes need it within the brand's step-up window.
     */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_family_idx').on(t.family)],
);
