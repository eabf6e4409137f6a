/**
 * Members' WebAuthn passkeys (beyond the spec) and the challenges of their ceremonies. A
 * challenge is kept server-side, lives five minutes and is deleted by the verify that uses it,
 * so two verifies of one challenge cannot both pass.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { members } from './members.ts';

/** A member's passkey: the public key of a credential their authenticator keeps. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator made it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter last seen (0: it keeps none). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `singleDevice` or `multiDevice` (synced). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The member's name for it (1 to 40 characters). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.credentialId),
    index('passkeys_member_idx').on(t.memberId),
  ],
);

/** A ceremony's challenge: single use, short-lived, bound to its purpose and relying party. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** The challenge itself, base64url (random, 32 bytes). */
    challenge: text('challenge').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** `register`, `sign_in` or `step_up`. */
    purpose: text('purpose').notNull(),
    /** The member a registration or step-up is for (null for a sign-in). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The relying party id and the origin the options were made for. */
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
