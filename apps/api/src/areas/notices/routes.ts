/** Bindings of `@lobby/contract/notices`: announcements and pop-ups, and members' dismissals. */
import { dismissNotice, listNotices } from '@lobby/contract/notices';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { createNoticeCache, dismissNoticeFor, noticesFor } from './service.ts';

/** The notices area's bindings. */
export function noticesRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const source = createNoticeCache(db, ctx.cacheMs, ctx.now, ctx.cluster);
  return [
    // Public; a member's token adds members-only notices and leaves out those they dismissed.
    bind(
      listNotices,
      async ({ brand, query, locale, auth }) =>
        noticesFor(
          db,
          source,
          { brandId: brand.id, memberId: auth?.member.id },
          { position: query.position, platform: query.platform, locale, now: ctx.now() },
        ),
      { optionalAuth: true },
    ),
    bind(dismissNotice, async ({ brand, auth, params }) =>
      dismissNoticeFor(db, { brandId: brand.id, memberId: auth.member.id }, params.id, ctx.now()),
    ),
  ];
}
