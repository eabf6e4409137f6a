/** The referral area without React: invite code, link and QR code, friends, rewards, affiliate page. */
import { referralRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the referral endpoints injected. */
export const referralApi = defineArea('referral', referralRoutes, {
  qualify: ['info', 'list'],
}).inject({
  referralInfo: { provides: ['Referral'] },
  referralList: { provides: ['Referral'] },
  rewards: { provides: ['Referral'] },
  // Brand content: kept for the life of the page.
  affiliateIntro: { provides: ['Config'], keepUnusedDataFor: 600 },
});
