/**
 * The help area's pages per brand and locale, sanitised again on the way out. A page is served
 * only inside its window and until retired (`ops help:*`; `db/in-service.ts`).
 */
import type { HelpPage } from '@lobby/contract/help';
import { and, asc, eq, ne } from 'drizzle-orm';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import { inServiceAt } from '../../db/in-service.ts';
import { helpPages } from '../../db/schema/help.ts';
import { ApiError } from '../../base/errors.ts';
import { sanitizeHtml } from '../../base/sanitize.ts';

type PageRow = typeof helpPages.$inferSelect;

/** The wire shape of a help page (content sanitised whatever was stored). */
export function helpWire(row: PageRow, locale: string): HelpPage {
  return {
    id: row.id,
    category: row.category,
    slug: row.slug,
    title: textIn(row.title, locale),
    summary: textIn(row.summary, locale),
    content: sanitizeHtml(textIn(row.content, locale)),
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** The first page in service of a category (supervise, license), or 404 `NOT_FOUND`. */
export async function pageOfCategory(
  db: Database,
  brandId: string,
  category: string,
  locale: string,
  now: number,
) {
  const [row] = await db
    .select()
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brandId),
        eq(helpPages.category, category),
        inServiceAt(helpPages, now),
      ),
    )
    .orderBy(asc(helpPages.sort))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return helpWire(row, locale);
}

/** The brand's help pages in service (all but the affiliate ones), of one category when given. */
export async function listPages(
  db: Database,
  brandId: string,
  category: string | undefined,
  locale: string,
  now: number,
) {
  const rows = await db
    .select()
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brandId),
        ne(helpPages.category, 'affiliate'),
        inServiceAt(helpPages, now),
        ...(category ? [eq(helpPages.category, category)] : []),
      ),
    )
    .orderBy(asc(helpPages.sort), asc(helpPages.id));
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    slug: r.slug,
    title: textIn(r.title, locale),
    summary: textIn(r.summary, locale),
  }));
}

/** One page in service of the brand by id, or 404 `NOT_FOUND`. */
export async function pageById(
  db: Database,
  brandId: string,
  id: number,
  locale: string,
  now: number,
) {
  const [row] = await db
    .select()
    .from(helpPages)
    .where(and(eq(helpPages.brandId, brandId), eq(helpPages.id, id), inServiceAt(helpPages, now)));
  if (!row) throw new ApiError('NOT_FOUND');
  return helpWire(row, locale);
}
