/** Bindings of `@lobby/contract/help`: content pages per brand and locale. */
import { getHelpPage, getLicensePage, getSupervisePage, listHelpPages } from '@lobby/contract/help';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { listPages, pageById, pageOfCategory } from './service.ts';

/** The help area's bindings. */
export function helpRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listHelpPages, async ({ brand, query, locale }) =>
      listPages(db, brand.id, query.category, locale, ctx.now()),
    ),
    bind(getHelpPage, async ({ brand, params, locale }) =>
      pageById(db, brand.id, params.id, locale, ctx.now()),
    ),
    bind(getSupervisePage, async ({ brand, locale }) =>
      pageOfCategory(db, brand.id, 'supervise', locale, ctx.now()),
    ),
    bind(getLicensePage, async ({ brand, locale }) =>
      pageOfCategory(db, brand.id, 'license', locale, ctx.now()),
    ),
  ];
}
