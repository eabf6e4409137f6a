/**
 * Payments: deposit methods and deposits (bank, crypto, gateway), the gateway's callback
 * events (kept to refuse replays), bank cards and withdrawals.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** A deposit method of a brand. */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** A `PaymentType` value. */
  type: integer('type').notNull(),
  name: text('name').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  bankName: text('bank_name').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  network: text('network').notNull().default(''),
  /** `{ en, ja, 'zh-CN' }`. */
  instructions: jsonb('instructions').$type<Record<string, string>>().notNull(),
  colour: text('colour').notNull().default('#2f7d5b'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** A deposit. */
export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    methodId: integer('method_id').notNull(),
    type: integer('type').notNull(),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A `DepositStatus` value. */
    status: integer('status').notNull(),
    topupCode: text('topup_code').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Gateway deposits: the hashed checkout token and where the member returns. */
    gatewayTokenHash: text('gateway_token_hash'),
    returnUrl: text('return_url').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposits_order_idx').on(t.brandId, t.orderNo),
    uniqueIndex('deposits_gateway_token_idx').on(t.gatewayTokenHash),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Gateway callback events received, so a replay is refused. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  orderNo: text('order_no').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's bank card (withdrawal account). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    bankName: text('bank_name').notNull(),
    bankType: integer('bank_type').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bank_cards_member_idx').on(t.memberId)],
);

/** A withdrawal. Its amount is held in withdrawal clearing while pending. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A `WithdrawalStatus` value. */
    status: integer('status').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_idx').on(t.brandId, t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
  ],
);
