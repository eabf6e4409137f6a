/** Referral rewards: one per invited friend (paid on the friend's first qualifying deposit). */
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A reward paid to a referrer for one friend. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    friendId: integer('friend_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_rewards_friend_idx').on(t.friendId)],
);
