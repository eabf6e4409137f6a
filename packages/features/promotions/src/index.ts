/**
 * `@lobby/feature-promotions`: the promotions of the ten spec §3 types (the list with category
 * tabs, the detail with its rules and the claim shaped by the type: an amount, a coupon code, a
 * red packet to open, a roulette wheel to spin, a mission's state and progress this period), the
 * member's red packets to open in one place, and the member's own claims with honest turnover
 * progress and what cancelling costs. Every screen is meant to be loaded lazily by the site.
 */

/** The promotions list (PROMOTION_PAGE, `/tabs/promotion`). */
export { ALL_CATEGORIES, PromotionsScreen } from './list/promotions-screen.tsx';
export type { PromotionsScreenProps } from './list/promotions-screen.tsx';
/** One promotion and its claim, also the promotion-code entry (PROMOTION_DETAIL, `/promotion/:id`). */
export { PromotionDetailScreen } from './detail/promotion-detail-screen.tsx';
export type { PromotionDetailScreenProps } from './detail/promotion-detail-screen.tsx';
/** The member's claims (MY_PROMOTION, `/my_promotion/index`, login required). */
export { MY_PROMOTIONS_PAGE_SIZE, MyPromotionsScreen } from './my/my-promotions-screen.tsx';
export type { MyPromotionsScreenProps } from './my/my-promotions-screen.tsx';
/** The member's red packets to open (APPLY_RED_PACKET, `/red_packet`, login required). */
export { RedPacketsScreen } from './red-packets/red-packets-screen.tsx';
export type { RedPacketsScreenProps } from './red-packets/red-packets-screen.tsx';
/** The member's missions, profit and check-in (MISSIONS, `/missions`, login required). */
export { MissionsScreen, missionsOf } from './missions/missions-screen.tsx';
export type { MissionsScreenProps } from './missions/missions-screen.tsx';
/** What cancelling a claim costs now, exact in minor units (for the site's withdrawal notes too). */
export { cancelCost } from './parts/claim-math.ts';
export type { CancelCost } from './parts/claim-math.ts';
export type { PromotionsScreenBaseProps } from './types.ts';
