/**
 * Canned answers for the programmes stories (no server in Storybook), shaped by the contract's
 * types and answering as the API does: the brand's ten VIP levels and the member's progress
 * (the claim pays what is due once, then nothing is left to claim), the member's invite with
 * friends and rewards (paged), the affiliate page, and the brand's VIP picture. Times are
 * relative to "now" so dates read sensibly whenever the story is opened.
 */
import type { getAffiliateIntro, getReferralInfo } from '@lobby/contract/referral';
import type { VipLevelItem } from '@lobby/contract/vip';
import type { EndpointResponse } from '@lobby/contract/core';
import type { Canned } from '@lobby/test-kit';
import { BASE_ANSWERS } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failing = () => json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The brand's VIP banner (`vip_config.mobile_picture`): a crown over a night-blue band. */
const VIP_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 200" width="720" height="200">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1f3a"/><stop offset="1" stop-color="#3b1f4f"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#c9932b"/></linearGradient></defs>` +
    `<rect width="720" height="200" rx="18" fill="url(#b)"/>` +
    `<g fill="#ffffff" opacity="0.5"><circle cx="80" cy="40" r="2"/><circle cx="640" cy="60" r="2.5"/><circle cx="560" cy="150" r="1.5"/><circle cx="150" cy="160" r="1.8"/></g>` +
    `<path d="M250 140 L235 70 L290 105 L320 55 L350 105 L405 70 L390 140 Z" fill="url(#g)"/>` +
    `<rect x="250" y="146" width="140" height="16" rx="4" fill="url(#g)"/>` +
    `<text x="430" y="118" font-family="Georgia, serif" font-size="52" font-weight="700" fill="url(#g)">VIP CLUB</text>` +
    `</svg>`,
)}`;

const NAMES = [
  'Member',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Crown',
  'Royal',
  'Imperial',
  'Legend',
];
const DEPOSIT = [
  0, 500_00, 2_000_00, 5_000_00, 15_000_00, 40_000_00, 100_000_00, 250_000_00, 600_000_00,
  1_500_000_00,
];
const BONUS = [0, 10_00, 28_00, 58_00, 128_00, 288_00, 588_00, 1_288_00, 2_888_00, 5_888_00];
const DAILY = [
  5_000_00, 10_000_00, 20_000_00, 30_000_00, 50_000_00, 80_000_00, 120_000_00, 200_000_00,
  300_000_00, 0,
];
const COUNT = [3, 5, 5, 8, 8, 10, 10, 15, 20, 0];
const MAX = [
  2_000_00, 5_000_00, 10_000_00, 15_000_00, 20_000_00, 30_000_00, 50_000_00, 80_000_00, 100_000_00,
  200_000_00,
];

/** The story brand's ten levels, lowest first. */
export const VIP_LEVELS: VipLevelItem[] = NAMES.map((name, level) => ({
  id: 100 + level,
  level,
  name,
  deposit_condition: DEPOSIT[level] ?? 0,
  turnover_condition: (DEPOSIT[level] ?? 0) * 10,
  upgrade_bonus: BONUS[level] ?? 0,
  daily_withdrawal_amount: DAILY[level] ?? 0,
  daily_withdrawal_count: COUNT[level] ?? 0,
  min_withdrawal: 50_00,
  max_withdrawal: MAX[level] ?? 0,
  benefits: [
    `${((3 + level) / 10).toFixed(1)}% weekly rebate`,
    level >= 3 ? 'Priority withdrawals' : 'Standard withdrawals',
    level >= 5 ? 'Personal account manager' : 'Live chat support',
    `Birthday gift ×${level + 1}`,
  ],
  image: '',
}));

/** The permission config the story brand answers: VIP shown with its picture, affiliate on/off. */
function permissions(agent: 0 | 1) {
  const base = BASE_ANSWERS['/member/feature_premission/info'] as Record<string, unknown>;
  return {
    ...base,
    agent_introduce: { status: agent },
    vip_config: { mobile_vip_show: 1, mobile_picture: VIP_PICTURE },
  };
}

/** The member's VIP standing: 60% of the way to the next level's deposits, 80% of its turnover. */
function progress(level: number, due: readonly number[]) {
  const next = level < 9 ? level + 1 : null;
  const from = DEPOSIT[level] ?? 0;
  const to = next === null ? from : (DEPOSIT[next] ?? 0);
  return {
    level,
    next_level: next,
    deposit_total: from + ((to - from) / 10) * 6,
    turnover_total: (from + ((to - from) / 10) * 8) * 10,
    next_deposit_condition: next === null ? 0 : to,
    next_turnover_condition: next === null ? 0 : to * 10,
    claimable: due.map((l) => ({ level: l, bonus: BONUS[l] ?? 0 })),
  };
}

/**
 * VIP answers for a member at `level` with the bonuses of `due` unclaimed: the claim pays them
 * once and answers the new balance; a second claim is refused as the API refuses it.
 */
export function vipAnswers(level = 2, due: readonly number[] = []): Record<string, Canned> {
  let unpaid = [...due];
  let money = 1_250_075;
  const answers: Record<string, Canned> = {
    '/member/feature_premission/info': permissions(1),
    '/member/vip/list': VIP_LEVELS,
    '/member/vip/progress': () => json(progress(level, unpaid)),
    '/member/vip/claim': () => {
      if (unpaid.length === 0)
        return json({ code: 'NOTHING_TO_CLAIM', message: 'There is nothing to claim' }, 409);
      const paid = unpaid.map((l) => ({ level: l, bonus: BONUS[l] ?? 0 }));
      money += paid.reduce((sum, p) => sum + p.bonus, 0);
      unpaid = [];
      return json({ paid, money });
    },
  };
  for (const item of VIP_LEVELS) answers[`/member/vip/detail/${item.level}`] = item;
  return answers;
}

/** The VIP levels fail to load. */
export const VIP_FAILING: Readonly<Record<string, Canned>> = {
  '/member/vip/list': failing,
  '/member/vip/progress': failing,
};

type ReferralInfo = EndpointResponse<typeof getReferralInfo>;

/** The member's invite: the API's own link is on a development host the screen must not use. */
export const REFERRAL_INFO: ReferralInfo = {
  invite_code: 'MEI8K2',
  invite_link: 'http://localhost:5173/invite_signup/MEI8K2',
  qr_code: '',
  invited: 5,
  qualified: 3,
  rewards_total: 60_00,
  reward_per_friend: 20_00,
  min_first_deposit: 50_00,
};

const FRIENDS = [
  { username: 'ja***88', ago: 3_600, qualified: false },
  { username: 'ke***in', ago: 86_400, qualified: true },
  { username: 'so***ya', ago: 172_800, qualified: true },
  { username: 'wi***77', ago: 432_000, qualified: false },
  { username: 'ah***ng', ago: 864_000, qualified: true },
];

/** A page of `items` as the API answers a paged list. */
function paged<T>(items: readonly T[]) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 20);
    return json({
      list: items.slice((page - 1) * size, page * size),
      total: items.length,
      page,
      page_size: size,
    });
  };
}

/** The referral answers: the invite, five friends (three qualified) and their rewards. */
export function referralAnswers(): Record<string, Canned> {
  const at = nowSeconds();
  const friends = FRIENDS.map((f) => ({
    username: f.username,
    registered_at: at - f.ago,
    qualified: f.qualified,
    reward: f.qualified ? 20_00 : 0,
  }));
  const rewards = friends
    .filter((f) => f.qualified)
    .map((f, index) => ({
      id: 40 + index,
      friend: f.username,
      amount: f.reward,
      created_at: f.registered_at + 7_200,
    }));
  return {
    '/member/referral/info': REFERRAL_INFO,
    '/member/referral/list': paged(friends),
    '/member/referral/rewards': paged(rewards),
  };
}

/** A member who has invited nobody yet. */
export const NO_REFERRALS: Readonly<Record<string, Canned>> = {
  '/member/referral/info': { ...REFERRAL_INFO, invited: 0, qualified: 0, rewards_total: 0 },
  '/member/referral/list': paged([]),
  '/member/referral/rewards': paged([]),
};

/** The referral invite fails to load. */
export const REFERRAL_FAILING: Readonly<Record<string, Canned>> = {
  '/member/referral/info': failing,
  '/member/referral/list': paged([]),
  '/member/referral/rewards': paged([]),
};

type AffiliateIntro = EndpointResponse<typeof getAffiliateIntro>;

/** The story brand's affiliate page. */
export const AFFILIATE_INTRO: AffiliateIntro = {
  title: 'Become a NexBet affiliate',
  content:
    '<h2>Earn with every player you bring</h2><p>Share your affiliate link on your channels. Every month you earn a share of the net revenue of the players you referred.</p>' +
    '<ul><li>Monthly payouts to your bank account</li><li>Real-time reports in the affiliate back office</li><li>A dedicated affiliate manager</li></ul>',
  commission_tiers: [
    { name: 'Starter', active_players: 5, rate_bp: 2500 },
    { name: 'Pro', active_players: 20, rate_bp: 3250 },
    { name: 'Elite', active_players: 50, rate_bp: 4500 },
  ],
  contact: 'Contact our affiliate team through customer service.',
};

/** The affiliate page, for a brand with `agent_introduce` on (`on`) or off. */
export function affiliateAnswers(on: boolean): Record<string, Canned> {
  return {
    '/member/feature_premission/info': permissions(on ? 1 : 0),
    '/member/affiliate/intro': on
      ? AFFILIATE_INTRO
      : () => json({ code: 'FEATURE_DISABLED', message: 'This feature is not available' }, 404),
  };
}
