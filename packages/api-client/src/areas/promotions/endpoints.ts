/** The promotions area without React: promotions, claiming one, and the member's claims. */
import { promotionsRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the promotions endpoints injected. */
export const promotionsApi = defineArea('promotions', promotionsRoutes, {
  qualify: ['list', 'detail'],
}).inject({
  // `claimable` reflects the member, so sign-in and sign-out refresh these (a member tag).
  promotionsList: { provides: ['Promotion'] },
  promotionsDetail: { provides: (_result, _error, arg) => [{ type: 'Promotion', id: arg.id }] },
  // A claim pays a bonus (balance, records), uses up the period (claimable) and may owe
  // turnover before the next withdrawal (withdrawal info).
  apply: { invalidates: ['Promotion', 'MyPromotion', 'Balance', 'Transaction', 'Withdrawal'] },
  my: { provides: ['MyPromotion'] },
  cancel: { invalidates: ['Promotion', 'MyPromotion', 'Withdrawal'] },
});
