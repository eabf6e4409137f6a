/** Help pages and other content pages (affiliate introduction), per brand, texts per locale. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** One content page; `content` holds sanitised HTML per locale. */
export const helpPages = pgTable(
  'help_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** faq | deposit | withdraw | responsible | account | supervise | license | affiliate */
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Served from this instant (null: at once) until `endAt` (null: no end); `ops help:*`. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** When an operator retired it (`ops help:retire`): no longer served. Null while in service. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('help_pages_brand_idx').on(t.brandId, t.category, t.sort)],
);
