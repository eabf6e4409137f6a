/** Messages: personal (member set) or system (member null, every member of the brand), with read marks. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One message. Texts are `{ en, ja, 'zh-CN' }` (a single language may fill all three). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
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
