/**
 * Security state that must survive restarts: the RSA key pairs for field encryption, captchas,
 * failed-login counters and wrong withdrawal passwords. Verification codes and reset tokens are
 * stored hashed.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * window (`core/security/withdraw-password-guard.ts`). A right one deletes the member's rows.
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

/**
 * The outbox: every mail and SMS a member is sent, written in the transaction of the event that
 * causes it (`core/messaging/outbox.ts`) and sent afterwards by the delivery worker
 * (`core/messaging/delivery-worker.ts`). With no channel configured for its kind a message stays here,
 * `pending`, readable with `ops outbox` (the development default).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The stable id handed to the provider on every try (SMTP `Message-ID`, the SMS request's
     * idempotency key), so a re-send after a crash is recognisable as the same message.
     */
    messageId: uuid('message_id').notNull().unique().defaultRandom(),
    brandId: text('brand_id').notNull(),
    /** `email` or `sms`. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** In production, emptied once the message is sent or given up: a code has no business staying. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `pending`, `sending` (claimed under a lease), `sent`, `failed` or `expired`. */
    status: text('status').notNull().default('pending'),
    /** Tries claimed so far (a try cut short by a crash counts). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may next be tried (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the try under way: only its holder marks the outcome. */
    leaseId: text('lease_id'),
    /** A `sending` row whose lease has passed was left by a crash and is tried again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The last failure's reason (never the body). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Past this a message is not worth sending (a code that no longer works): `expired`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
