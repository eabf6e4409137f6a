/**
 * Sessions: opaque bearer tokens stored only as SHA-256 hashes. A rotated token keeps working
 * until `graceUntil` so requests already in flight with it do not fail.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * When the login (the family) first signed in, carried to every rotated token so the brand's
     * absolute session lifetime counts from the sign-in, not from the latest rotation. Null on
     * rows issued before it existed: their own `created_at` stands in.
     */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }),
    /** Hex SHA-256 of the device key the login came from (`core/security/devices.ts`). */
    deviceKey: text('device_key'),
    /** The approximate place the edge named for the sign-in (`LOBBY_PLACE_HEADER`), if any. */
    place: text('place'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_family_idx').on(t.family)],
);

/**
 * The devices a member has signed in from (by device key hash): a sign-in from a key not listed
 * here is a new device, which the member is told about. Kept apart from sessions, which the
 * sweeper deletes a month after they end, so a device stays known as long as the member does.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceKey] })],
);
