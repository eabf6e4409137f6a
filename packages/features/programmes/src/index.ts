/**
 * `@lobby/feature-programmes`: the member programmes — VIP levels with their conditions,
 * benefits and limits, the member's progress and upgrade bonuses; the referral invite (link,
 * code and QR code on the brand's public origin), and the friends it brought and the rewards
 * paid, each on a screen of its own;
 * and the affiliate introduction when the brand offers one. Every screen is meant to be loaded
 * lazily by the site.
 */

/** The VIP screen (VIP_DETAIL, `/vip`; `?level=` or `?id=` opens a level). */
export { VipScreen } from './vip/vip-screen.tsx';
export type { VipScreenProps } from './vip/vip-screen.tsx';
/** The referral screen (REFERRAL, `/referral`), linking to its records. */
export { ReferralScreen } from './referral/referral-screen.tsx';
export type { ReferralScreenProps } from './referral/referral-screen.tsx';
/** The referral records: friends (REFERRAL_FRIENDS, `/referral/friends`) and rewards (REFERRAL_REWARDS, `/referral/rewards`). */
export {
  ReferralFriendsScreen,
  ReferralRewardsScreen,
} from './referral/referral-records-screens.tsx';
export type { ReferralRecordsScreenProps } from './referral/referral-records-screens.tsx';
/** Referral records per page. */
export { REFERRAL_PAGE_SIZE } from './referral/referral-records.tsx';
/** The invite link a referral screen shows and shares, on the brand's public origin. */
export { inviteLink } from './referral/invite-link.ts';
/** The affiliate introduction (AGENT_INTRODUCTION, `/af_intro`). */
export { AffiliateIntroScreen } from './affiliate/affiliate-intro-screen.tsx';
export type { AffiliateIntroScreenProps } from './affiliate/affiliate-intro-screen.tsx';
/** A VIP level's badge artwork (the site's menu or my page may show the member's). */
export { VipBadge } from './vip/vip-badge.tsx';
export type { VipBadgeProps } from './vip/vip-badge.tsx';
export type { ProgrammesScreenBaseProps } from './types.ts';
