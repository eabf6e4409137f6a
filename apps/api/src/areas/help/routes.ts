/** Handlers of `@lobby/contract/help`: content pages per brand and locale, sanitised again on the way out. */
import { getHelpPage, getLicensePage, getSupervisePage, listHelpPages } from '@lobby/contract/help';
import type { HelpPage } from '@lobby/contract/help';
import { and, asc, eq, ne } from 'drizzle-orm';
import { helpPages } from '../../db/schema/help.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError } from '../../platform/errors.ts';
import { sanitizeHtml } from '../../platform/sanitize.ts';
import { textIn } from '../../core/wallet-records.ts';

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

/** The help area's bindings. */
export function helpRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  async function byCategory(brandId: string, category: string, locale: string) {
    const [row] = await db
      .select()
      .from(helpPages)
      .where(and(eq(helpPages.brandId, brandId), eq(helpPages.category, category)))
      .orderBy(asc(helpPages.sort))
      .limit(1);
    if (!row) throw new ApiError('NOT_FOUND');
    return helpWire(row, locale);
  }
  return [
    bind(listHelpPages, async ({ brand, query, locale }) => {
      const rows = await db
        .select()
        .from(helpPages)
        .where(
          and(
            eq(helpPages.brandId, brand.id),
            ne(helpPages.category, 'affiliate'),
            ...(query.category ? [eq(helpPages.category, query.category)] : []),
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
    }),
    bind(getHelpPage, async ({ brand, params, locale }) => {
      const [row] = await db
        .select()
        .from(helpPages)
        .where(and(eq(helpPages.brandId, brand.id), eq(helpPages.id, params.id)));
      if (!row) throw new ApiError('NOT_FOUND');
      return helpWire(row, locale);
    }),
    bind(getSupervisePage, async ({ brand, locale }) => byCategory(brand.id, 'supervise', locale)),
    bind(getLicensePage, async ({ brand, locale }) => byCategory(brand.id, 'license', locale)),
  ];
}
