/**
 * Promotions and members' claims. A live claim (any status but 4 cancelled and 5 rejected) is
 * unique per promotion, member and period key (`once`, a platform-timezone day, ISO week or
 * month), so a second one in the same period fails in the database whatever the concurrency,
 * while a member whose claim was cancelled or rejected may claim again.
 */
import { sql } from 'drizzle-orm';
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

/** A promotion. Texts are `{ en, ja, 'zh-CN' }`. */
export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** A `PromotionType` value. */
  type: integer('type').notNull(),
  /** A `Recurrence` value. */
  recurrence: integer('recurrence').notNull(),
  category: text('category').notNull(),
  /**
   * For a transfer bonus: the game type (e.g. `SlotMachine`) whose channels' transfers count,
   * net of transfers back out; null counts every channel.
   */
  gameType: text('game_type'),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  summary: jsonb('summary').$type<Record<string, string>>().notNull(),
  content: jsonb('content').$type<Record<string, string>>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  minBonus: bigint('min_bonus', { mode: 'number' }).notNull().default(0),
  maxBonus: bigint('max_bonus', { mode: 'number' }).notNull().default(0),
  /** Basis points. */
  bonusRate: integer('bonus_rate').notNull().default(0),
  minCharge: bigint('min_charge', { mode: 'number' }).notNull().default(0),
  minApplyAmount: bigint('min_apply_amount', { mode: 'number' }).notNull().default(0),
  /** Turnover required = (base + bonus) × this many basis points / 10000, or a fixed amount when `turnoverFixed`. */
  turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
  targetTurnover: bigint('target_turnover', { mode: 'number' }).notNull().default(0),
  coupon: text('coupon'),
  /** A `MissionReward` value for mission types. */
  missionReward: integer('mission_reward'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  colour: text('colour').notNull().default('#c2410c'),
  /**
   * When an operator retired it (`ops promotion:retire`): from then on it is neither listed nor
   * claimable, while the claims already made keep pointing at it. Null while in service.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Claim statuses that give the period back: `RewardStatus` 4 (the member cancelled) and 5 (the
 * operator rejected). Neither paid anything, so applying again cannot pay twice. Literals, as
 * drizzle-kit loads schema files without the workspace's packages; a test pins them to
 * `@lobby/domain`.
 */
export const FREED_CLAIM_STATUSES: readonly number[] = [4, 5];

/** A member's claim of a promotion. */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    /** A `RewardStatus` value. */
    status: integer('status').notNull(),
    baseAmount: bigint('base_amount', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    targetTurnover: bigint('target_turnover', { mode: 'number' }).notNull().default(0),
    /** Turnover counts bets placed from this instant. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promotion_claims_live_period_idx')
      .on(t.promotionId, t.memberId, t.periodKey)
      .where(sql.raw(`status NOT IN (${FREED_CLAIM_STATUSES.join(', ')})`)),
    index('promotion_claims_member_idx').on(t.memberId, t.status),
  ],
);
