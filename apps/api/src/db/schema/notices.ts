/**
 * Notices: the brand's announcements (a bar along the page) and pop-ups, each shown at one ad
 * position (before or after sign-in, the deposit or withdrawal page) between its start and end,
 * and the members' dismissals of them. Guests keep their dismissals in device storage.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/**
 * One notice. `title` and `body` are per locale (`{ en, ja, 'zh-CN' }`); `format` says whether
 * `body` is sanitised HTML or plain text. `retiredAt` set by an operator hides it for good
 * (rows are kept so members' dismissals keep their meaning).
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** DisplayType: 1 pop-up, 2 announcement bar. */
    displayType: smallint('display_type').notNull(),
    /** AdPosition: 1 before sign-in, 2 after, 3 deposit, 4 withdraw (5, 6 affiliate site). */
    position: smallint('position').notNull(),
    /** Audience: 1 everyone, 2 signed-in members, 3 agents (not shown on the member site). */
    audience: smallint('audience').notNull().default(1),
    /** Platform: 1 PC, 2 mobile; null on both. */
    platform: smallint('platform'),
    /** `html` (sanitised on write and on read) or `text`. */
    format: text('format').notNull().default('text'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    /** Higher shows first (the bar's order, the first pop-up). */
    priority: integer('priority').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until retired. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_brand_position_idx').on(t.brandId, t.position)],
);

/** A member's dismissal of a notice: it is not shown to them again. */
export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.memberId] })],
);
