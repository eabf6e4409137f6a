/** Messages: personal (member set) or system (member null, every member of the brand), with read marks. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One message. Texts are `{ en, ja, 'zh-CN' }` (a single language may fill all three). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    /**
     * Marketing (a promotion, an offer, a bonus to claim) rather than account, security or
     * transaction news: never shown to a member under a time-out or self-exclusion (issue 17).
     */
    marketing: boolean('marketing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messages_brand_member_idx').on(t.brandId, t.memberId, t.createdAt)],
);

/** A read mark. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id').notNull(),
    memberId: integer('member_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] })],
);
