/**
 * The referral area's reads: the invite code, link and QR code (an SVG drawn by the server),
 * invited friends, rewards, and the affiliate introduction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { Paging } from '../../core/lists/q-filters.ts';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import { inServiceAt } from '../../db/in-service.ts';
import { helpPages } from '../../db/schema/help.ts';
import { members } from '../../db/schema/members.ts';
import { referralRewards } from '../../db/schema/referral.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { sanitizeHtml } from '../../base/sanitize.ts';
import { maskUsername } from '../games/catalogue.ts';
import { REFERRAL_MIN_DEPOSIT, REFERRAL_REWARD } from '../payments/service.ts';

/** The site origin an invite link points at: the asked one when the brand allows it, else the brand's first origin. */
function siteOrigin(corsOrigins: string[], hosts: string[], asked: string | undefined): string {
  if (asked && corsOrigins.includes(asked)) return asked;
  return corsOrigins[0] ?? (hosts[0] ? `https://${hosts[0]}` : 'https://example.com');
}

/** The member's invite code, link (on the asked site when allowed) and QR code, and their friends' totals. */
export async function referralInfo(
  db: Database,
  brand: Brand,
  member: { id: number; inviteCode: string },
  askedSite: string | undefined,
) {
  const link = `${siteOrigin(brand.corsOrigins, brand.hosts, askedSite)}/invite_signup/${member.inviteCode}`;
  const svg = renderSVG(link, { border: 2 });
  const [invited] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.referrerId, member.id)));
  const [rewards] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${referralRewards.amount}), 0)` })
    .from(referralRewards)
    .where(eq(referralRewards.referrerId, member.id));
  return {
    invite_code: member.inviteCode,
    invite_link: link,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    invited: Number(invited?.n ?? 0),
    qualified: Number(rewards?.n ?? 0),
    rewards_total: Number(rewards?.total ?? 0),
    reward_per_friend: REFERRAL_REWARD,
    min_first_deposit: REFERRAL_MIN_DEPOSIT,
  };
}

/** The friends the member invited, newest first, with the reward each brought (if any). */
export async function referralsOf(
  db: Database,
  brandId: string,
  memberId: number,
  { page, pageSize, offset }: Paging,
) {
  const where = and(eq(members.brandId, brandId), eq(members.referrerId, memberId));
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
}

/** The referral rewards paid to the member, newest first. */
export async function rewardsOf(
  db: Database,
  memberId: number,
  { page, pageSize, offset }: Paging,
) {
  const where = eq(referralRewards.referrerId, memberId);
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
}

/**
 * The affiliate introduction: 403 `FEATURE_DISABLED` unless the brand turns it on, 404
 * `NOT_FOUND` without an affiliate page in service at `now` (its window, not retired: `ops help:*`).
 */
export async function affiliateIntro(db: Database, brand: Brand, locale: string, now: number) {
  if (brand.permission.agent_introduce?.status !== 1) throw new ApiError('FEATURE_DISABLED');
  const [row] = await db
    .select()
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brand.id),
        eq(helpPages.category, 'affiliate'),
        inServiceAt(helpPages, now),
      ),
    )
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
}
