/** VIP levels (member groups) and the upgrade bonuses paid, each level at most once per member. */
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** One VIP level of a brand. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    depositCondition: bigint('deposit_condition', { mode: 'number' }).notNull(),
    turnoverCondition: bigint('turnover_condition', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull(),
    dailyWithdrawalAmount: bigint('daily_withdrawal_amount', { mode: 'number' }).notNull(),
    dailyWithdrawalCount: integer('daily_withdrawal_count').notNull(),
    minWithdrawal: bigint('min_withdrawal', { mode: 'number' }).notNull(),
    maxWithdrawal: bigint('max_withdrawal', { mode: 'number' }).notNull(),
    benefits: jsonb('benefits').$type<Record<string, string[]>>().notNull(),
    colour: text('colour').notNull(),
  },
  (t) => [uniqueIndex('vip_levels_brand_level_idx').on(t.brandId, t.level)],
);

/** An upgrade bonus paid: the primary key makes a second payment impossible. */
export const vipBonuses = pgTable(
  'vip_bonuses',
  {
    memberId: integer('member_id').notNull(),
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.level] })],
);
