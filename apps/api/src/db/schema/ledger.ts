/**
 * The double-entry ledger. Every movement of money is one `ledger_transactions` row with
 * `ledger_entries` that sum to zero (a deferred constraint trigger checks it at commit), and
 * entries are insert-only (a trigger refuses UPDATE and DELETE). Member accounts (main and game
 * wallets) carry a materialised balance that the database itself keeps equal to the sum of
 * their entries and never below zero; operator accounts (clearing, promotions, provider
 * floats, transfer suspense) are not materialised, so no hot row serialises the traffic. See
 * drizzle/*_ledger_rules.sql for the triggers.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { members } from './members.ts';

/** One account: a member wallet or an operator account. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    /** main | game | deposit_clearing | withdrawal_clearing | promotions | provider_float | transfer_suspense | adjustments | payouts */
    kind: text('kind').notNull(),
    /** Unique per brand: `main:<member>`, `game:<member>:<channel>`, `float:<channel>`, or the kind. */
    key: text('key').notNull(),
    memberId: integer('member_id').references(() => members.id),
    channelId: integer('channel_id'),
    currencyCode: text('currency_code').notNull(),
    /** Whether `balance` is kept (member wallets); operator balances are summed when asked. */
    materialised: boolean('materialised').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_brand_key_idx').on(t.brandId, t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** One movement of money; its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    /** What moved the money: deposit, withdraw_hold, withdraw_release, withdraw_paid, transfer_hold, transfer_post, transfer_void, bet, payout, refund, bonus, vip_bonus, referral_reward, opening, adjustment. */
    kind: text('kind').notNull(),
    memberId: integer('member_id'),
    /** The business record behind it, e.g. `deposit:12`. */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_member_idx').on(t.memberId, t.createdAt),
    index('ledger_transactions_ref_idx').on(t.ref),
  ],
);

/** One leg of a transaction: a signed amount on one account. Insert-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Idempotency keys of money-moving requests (per brand and member). `state` is `pending`
 * while the first request runs and `done` once its answer is stored, in the same database
 * transaction as the ledger entries it made. `resumeRef` lets a retry finish a two-phase
 * operation (a transfer) whose first request died half-way.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    resumeRef: text('resume_ref'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.memberId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The member's transaction records (GET /member/transaction/list): one row per deposit,
 * withdrawal, transfer, bonus or adjustment, updated as its status changes.
 */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** A `TransactionKind` value. */
    type: integer('type').notNull(),
    /** A `RecordStatus` value. */
    status: integer('status').notNull(),
    /** Signed change of the main wallet once settled (minor units). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    channelId: integer('channel_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_records_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('wallet_records_order_idx').on(t.brandId, t.orderNo),
  ],
);
