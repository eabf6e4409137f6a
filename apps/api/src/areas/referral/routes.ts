/** Bindings of `@lobby/contract/referral` (the rules in `service.ts`). */
import {
  getAffiliateIntro,
  getReferralInfo,
  listReferralRewards,
  listReferrals,
} from '@lobby/contract/referral';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { affiliateIntro, referralInfo, referralsOf, rewardsOf } from './service.ts';

/** The referral area's bindings. */
export function referralRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(getReferralInfo, async ({ brand, auth, query }) =>
      referralInfo(db, brand, auth.member, query.site),
    ),
    bind(listReferrals, async ({ brand, auth, query }) =>
      referralsOf(db, brand.id, auth.member.id, paging(query)),
    ),
    bind(listReferralRewards, async ({ auth, query }) =>
      rewardsOf(db, auth.member.id, paging(query)),
    ),
    bind(getAffiliateIntro, async ({ brand, locale }) =>
      affiliateIntro(db, brand, locale, ctx.now()),
    ),
  ];
}
