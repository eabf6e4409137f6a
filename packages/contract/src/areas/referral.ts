/**
 * `@lobby/contract/referral`: the member's invite code, invite link and QR code, the friends
 * they brought and the rewards paid for them, and the affiliate introduction content.
 */
import { Id, NonNegativeMinorUnits, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import { Paginated } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

/** GET /member/referral/info: code, link, QR code and totals. */
export const getReferralInfo = defineEndpoint({
  id: 'referral.info',
  method: 'GET',
  path: '/member/referral/info',
  auth: true,
  summary: 'Invite code, link and QR code',
  description:
    'invite_link opens the site route /invite_signup/:codeid; qr_code is an SVG data URI of that link.',
  query: Type.Object(
    { site: Type.Optional(Type.String({ maxLength: 256 })) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      invite_code: Type.String(),
      invite_link: Type.String(),
      qr_code: Type.String(),
      invited: Type.Integer({ minimum: 0 }),
      qualified: Type.Integer({ minimum: 0 }),
      rewards_total: NonNegativeMinorUnits,
      reward_per_friend: NonNegativeMinorUnits,
      min_first_deposit: NonNegativeMinorUnits,
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /member/referral/list: the friends who signed up with the code (usernames masked). */
export const listReferrals = defineEndpoint({
  id: 'referral.list',
  method: 'GET',
  path: '/member/referral/list',
  auth: true,
  summary: 'Invited friends',
  query: PageQuery,
  response: Paginated(
    Type.Object(
      {
        username: Type.String(),
        registered_at: UnixSeconds,
        qualified: Type.Boolean(),
        reward: NonNegativeMinorUnits,
      },
      { additionalProperties: false },
    ),
  ),
  idempotent: true,
});

/** GET /member/referral/rewards: rewards paid for friends' first deposits. */
export const listReferralRewards = defineEndpoint({
  id: 'referral.rewards',
  method: 'GET',
  path: '/member/referral/rewards',
  auth: true,
  summary: 'Referral rewards',
  query: PageQuery,
  response: Paginated(
    Type.Object(
      { id: Id, friend: Type.String(), amount: NonNegativeMinorUnits, created_at: UnixSeconds },
      { additionalProperties: false },
    ),
  ),
  idempotent: true,
});

/** GET /member/affiliate/intro: the affiliate introduction page (spec route /af_intro). */
export const getAffiliateIntro = defineEndpoint({
  id: 'referral.affiliateIntro',
  method: 'GET',
  path: '/member/affiliate/intro',
  auth: false,
  summary: 'Affiliate introduction',
  description: '404 FEATURE_DISABLED when agent_introduce.status is off.',
  response: Type.Object(
    {
      title: Type.String(),
      content: Type.String({ description: 'Sanitised HTML.' }),
      commission_tiers: Type.Array(
        Type.Object(
          {
            name: Type.String(),
            active_players: Type.Integer({ minimum: 0 }),
            rate_bp: Type.Integer({ minimum: 0 }),
          },
          { additionalProperties: false },
        ),
      ),
      contact: Type.String(),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** Every endpoint of the area. */
export const referralEndpoints = [
  getReferralInfo,
  listReferrals,
  listReferralRewards,
  getAffiliateIntro,
] as const;
