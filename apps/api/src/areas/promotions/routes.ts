/** Handlers of `@lobby/contract/promotions`: thin bindings over the area's service. */
import {
  applyPromotion,
  cancelMyPromotion,
  getPromotion,
  listMyPromotions,
  listPromotions,
} from '@lobby/contract/promotions';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import {
  applyWithKey,
  cancelClaim,
  listMyClaims,
  listPromotionItems,
  promotionDetail,
} from './service.ts';

/** The promotions area's bindings. */
export function promotionsRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    // Public; a member's token makes claimable theirs (period used, conditions met).
    bind(
      listPromotions,
      async ({ brand, query, locale, auth }) =>
        listPromotionItems(
          db,
          { brand, memberId: auth?.member.id },
          { category: query.category, type: query.type, locale, now: ctx.now() },
        ),
      { optionalAuth: true },
    ),

    bind(
      getPromotion,
      async ({ brand, params, locale, auth }) =>
        promotionDetail(
          db,
          { brand, memberId: auth?.member.id },
          { id: params.id, locale, now: ctx.now() },
        ),
      { optionalAuth: true },
    ),

    // Member-keyed: the binding layer claims the key (`http/keyed.ts`); the service stores
    // the answer with it in the transaction that pays.
    bind(applyPromotion, async ({ brand, auth, body, key, locale }) =>
      applyWithKey(db, key, {
        brand,
        memberId: auth.member.id,
        promotionId: body.promotion_id,
        amount: body.amount,
        coupon: body.coupon,
        now: ctx.now(),
        locale,
      }),
    ),

    bind(listMyPromotions, async ({ brand, auth, query, locale }) =>
      listMyClaims(db, {
        brandId: brand.id,
        memberId: auth.member.id,
        status: query.status,
        page: query.page,
        page_size: query.page_size,
        locale,
      }),
    ),

    bind(cancelMyPromotion, async ({ brand, auth, params, locale }) =>
      cancelClaim(db, {
        brandId: brand.id,
        memberId: auth.member.id,
        claimId: params.id,
        at: new Date(ctx.now()),
        locale,
      }),
    ),
  ];
}
