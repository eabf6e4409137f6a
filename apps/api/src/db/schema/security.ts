/**
 * Security state that must survive restarts: the RSA key pairs for field encryption, captchas,
 * failed-login counters and wrong withdrawal passwords. Verification codes and reset tokens are
 * stored hashed.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { members } from './members.ts';

/** RSA-OAEP key pairs. The newest unretired one is current; retired ones decrypt until `validUntil`. */
export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

/** A captcha challenge; the answer is stored hashed and used at most once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  answerHash: text('answer_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed logins per username and per client address, within a rolling window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** `user` (key = lower-case username) or `ip` (key = client address). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.scope, t.key] })],
);

/**
 * Wrong withdrawal passwords, one row each: the sliding log the attempt limit counts within its
 * window (`core/withdraw-password-guard.ts`). A right one deletes the member's rows.
 */
export const withdrawPasswordFailures = pgTable(
  'withdraw_password_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdraw_password_failures_member_idx').on(t.memberId, t.at)],
);

/** Six-digit codes sent by email or SMS; single use, expiring, attempts capped. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** What the code proves, e.g. `reset_email`, `register_sms`, `profile_email`. */
    purpose: text('purpose').notNull(),
    /** Normalised email or `<area><number>`. */
    target: text('target').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.brandId, t.purpose, t.target)],
);

/** Password-reset tokens issued after a verified code; single use, expiring. */
export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** `email` or `sms`: a token from one channel does not reset through the other. */
  channel: text('channel').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The dev outbox: every mail and SMS the default delivery port "sends". */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id').notNull(),
  /** `email` or `sms`. */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
