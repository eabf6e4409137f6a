/**
 * Members, their main-wallet balance and their QR codes. Usernames are unique per brand, compared
 * in lower case. Money is integer minor units and can never go below zero (a database check).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** A member of one brand. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** `$argon2id$v=19$m=…,t=…,p=1$salt$hash` (or an older `scrypt$…`), see core/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    /** `hmac-sha256$salt$mac` keyed with LOBBY_WPASS_SECRET (or an older scrypt one), see core/passwords.ts. */
    withdrawPasswordHash: text('withdraw_password_hash'),
    /** Until when the withdrawal password may not be tried (too many wrong ones); null: free. */
    withdrawPasswordLockedUntil: timestamp('withdraw_password_locked_until', {
      withTimezone: true,
    }),
    realName: text('real_name').notNull().default(''),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileArea: text('mobile_area'),
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    avatar: text('avatar').notNull().default(''),
    /** A `UserStatus` value. */
    status: integer('status').notNull().default(1),
    type: integer('type').notNull().default(1),
    subtype: integer('subtype').notNull().default(1),
    autoTransfer: integer('auto_transfer').notNull().default(0),
    footballPermission: integer('football_permission').notNull().default(0),
    /** A `RegistrationType` value. */
    registrationType: integer('registration_type').notNull(),
    referrerId: integer('referrer_id'),
    /** Six-digit code others sign up with (spec §5 "6-digit referral code"). */
    inviteCode: text('invite_code').notNull(),
    /** The member must set a new password before a session is issued. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Consecutive failed logins; reset by a successful one; locks the account at the limit. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_brand_username_idx').on(t.brandId, sql`lower(${t.username})`),
    uniqueIndex('members_brand_invite_idx').on(t.brandId, t.inviteCode),
    index('members_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    index('members_brand_mobile_idx').on(t.brandId, t.mobileArea, t.mobile),
  ],
);

/**
 * The main-wallet balance per member. Issue #4's ledger may replace how this is derived; readers
 * go through services/balances.ts so only that file changes.
 */
export const memberWallets = pgTable(
  'member_wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_wallets_balance_non_negative', sql`${t.balance} >= 0`)],
);

/**
 * QR codes handed out by operators: each carries a pre-created member with an initial password.
 * Scanning an unused code registers (the member sets their own password), a used one logs in.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** `account` (a pre-created member to claim) or `invite` (attributes a sign-up to its owner). */
    kind: text('kind').notNull(),
    /** The pre-created member (`account`) or the referrer (`invite`). */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** A `QrCodeStatus` value; Expired is also derived from `expiresAt` when read. */
    status: integer('status').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qr_codes_brand_code_idx').on(t.brandId, t.code)],
);
