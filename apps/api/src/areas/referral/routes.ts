/**
 * Handlers of `@lobby/contract/referral`: the invite code, link and QR code (an SVG drawn by
 * the server), invited friends, rewards, and the affiliate introduction.
 */
import {
  getAffiliateIntro,
  getReferralInfo,
  listReferralRewards,
  listReferrals,
} from '@lobby/contract/referral';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { helpPages } from '../../db/schema/help.ts';
import { members } from '../../db/schema/members.ts';
import { referralRewards } from '../../db/schema/referral.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError } from '../../platform/errors.ts';
import { maskUsername } from '../games/catalogue.ts';
import { REFERRAL_MIN_DEPOSIT, REFERRAL_REWARD } from '../payments/service.ts';
import { paging } from '../../core/q-filters.ts';
import { sanitizeHtml } from '../../platform/sanitize.ts';
import { textIn } from '../../core/wallet-records.ts';

/** The site origin an invite link points at: the asked one when the brand allows it, else the brand's first origin. */
function siteOrigin(corsOrigins: string[], hosts: string[], asked: string | undefined): string {
  if (asked && corsOrigins.includes(asked)) return asked;
  return corsOrigins[0] ?? (hosts[0] ? `https://${hosts[0]}` : 'https://example.com');
}

/** The referral area's bindings. */
export function referralRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(getReferralInfo, async ({ brand, auth, query }) => {
      const link = `${siteOrigin(brand.corsOrigins, brand.hosts, query.site)}/invite_signup/${auth.member.inviteCode}`;
      const svg = renderSVG(link, { border: 2 });
      const [invited] = await db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.referrerId, auth.member.id)));
      const [rewards] = await db
        .select({ n: count(), total: sql<string>`coalesce(sum(${referralRewards.amount}), 0)` })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, auth.member.id));
      return {
        invite_code: auth.member.inviteCode,
        invite_link: link,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        invited: Number(invited?.n ?? 0),
        qualified: Number(rewards?.n ?? 0),
        rewards_total: Number(rewards?.total ?? 0),
        reward_per_friend: REFERRAL_REWARD,
        min_first_deposit: REFERRAL_MIN_DEPOSIT,
      };
    }),

    bind(listReferrals, async ({ brand, auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const where = and(eq(members.brandId, brand.id), eq(members.referrerId, auth.member.id));
      const [total] = await db.select({ n: count() }).from(members).where(where);
      const rows = await db
        .select({
          username: members.username,
          createdAt: members.createdAt,
          reward: referralRewards.amount,
        })
        .from(members)
        .leftJoin(referralRewards, eq(referralRewards.friendId, members.id))
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(pageSize)
        .offset(offset);
      return {
        list: rows.map((r) => ({
          username: maskUsername(r.username),
          registered_at: Math.floor(r.createdAt.getTime() / 1000),
          qualified: r.reward !== null,
          reward: r.reward ?? 0,
        })),
        total: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    }),

    bind(listReferralRewards, async ({ auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const where = eq(referralRewards.referrerId, auth.member.id);
      const [total] = await db.select({ n: count() }).from(referralRewards).where(where);
      const rows = await db
        .select({
          id: referralRewards.id,
          amount: referralRewards.amount,
          createdAt: referralRewards.createdAt,
          friend: members.username,
        })
        .from(referralRewards)
        .innerJoin(members, eq(members.id, referralRewards.friendId))
        .where(where)
        .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
        .limit(pageSize)
        .offset(offset);
      return {
        list: rows.map((r) => ({
          id: r.id,
          friend: maskUsername(r.friend),
          amount: r.amount,
          created_at: Math.floor(r.createdAt.getTime() / 1000),
        })),
        total: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    }),

    bind(getAffiliateIntro, async ({ brand, locale }) => {
      if (brand.permission.agent_introduce?.status !== 1) throw new ApiError('FEATURE_DISABLED');
      const [row] = await db
        .select()
        .from(helpPages)
        .where(and(eq(helpPages.brandId, brand.id), eq(helpPages.category, 'affiliate')))
        .orderBy(asc(helpPages.sort))
        .limit(1);
      if (!row) throw new ApiError('NOT_FOUND');
      const tiers: Record<string, string[]> = {
        en: ['Starter', 'Pro', 'Elite'],
        ja: ['スターター', 'プロ', 'エリート'],
        'zh-CN': ['入门', '专业', '精英'],
      };
      const names = tiers[locale] ?? tiers.en ?? [];
      return {
        title: textIn(row.title, locale),
        content: sanitizeHtml(textIn(row.content, locale)),
        commission_tiers: [
          { name: names[0] ?? 'Starter', active_players: 5, rate_bp: 2500 },
          { name: names[1] ?? 'Pro', active_players: 20, rate_bp: 3500 },
          { name: names[2] ?? 'Elite', active_players: 50, rate_bp: 4500 },
        ],
        contact: brand.contact
          ? textIn(
              {
                en: 'Contact our affiliate team through customer service.',
                ja: 'アフィリエイトチームへはカスタマーサービスからご連絡ください。',
                'zh-CN': '请通过客服联系我们的代理团队。',
              },
              locale,
            )
          : '',
      };
    }),
  ];
}
