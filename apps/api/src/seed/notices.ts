/**
 * Seed notices in en, ja and zh-CN: an announcement bar at each member-site position (before
 * and after sign-in, the deposit and withdrawal pages) and, in the default brand only, a pop-up
 * after sign-in. The shells' brands get no seeded pop-up: a modal after every sign-in would
 * stand in front of every journey through them; operators author theirs (`ops notice:create`).
 */
import { DEFAULT_BRAND } from '@lobby/contract';
import { AdPosition, Audience, DisplayType } from '@lobby/domain';
import type { Database } from '../db/client.ts';
import { notices } from '../db/schema/notices.ts';
import { sanitizeHtml } from '../base/sanitize.ts';
import type { Texts } from './games.ts';

const t = (en: string, ja: string, zh: string): Texts => ({ en, ja, 'zh-CN': zh });

interface NoticeSeed {
  displayType: DisplayType;
  position: AdPosition;
  audience: Audience;
  format: 'html' | 'text';
  title: Texts;
  body: Texts;
  priority?: number;
  /** Seeded in the default brand only. */
  defaultBrandOnly?: boolean;
}

const NOTICE_SEEDS: readonly NoticeSeed[] = [
  {
    displayType: DisplayType.AnnouncementBar,
    position: AdPosition.LoginBefore,
    audience: Audience.All,
    format: 'text',
    title: t('Welcome offer', '新規登録特典', '新人礼遇'),
    body: t(
      'New members: a 100% bonus on your first deposit. Terms apply, play responsibly.',
      '新規会員様限定：初回入金100%ボーナス。条件が適用されます。責任あるプレイを。',
      '新会员首存享100%红利，需遵守活动条款，请理性游戏。',
    ),
  },
  {
    displayType: DisplayType.AnnouncementBar,
    position: AdPosition.LoginAfter,
    audience: Audience.Member,
    format: 'text',
    title: t('Check in every day', '毎日チェックイン', '每日签到'),
    body: t(
      'Check in every day on the missions page to collect your reward.',
      'ミッションページで毎日チェックインして報酬を受け取りましょう。',
      '每天在任务页面签到即可领取奖励。',
    ),
  },
  {
    displayType: DisplayType.AnnouncementBar,
    position: AdPosition.Deposit,
    audience: Audience.Member,
    format: 'text',
    title: t('Deposit times', '入金の反映時間', '存款到账时间'),
    body: t(
      'Online banking deposits are usually credited within 5 minutes.',
      'オンラインバンキングでの入金は通常5分以内に反映されます。',
      '网银存款通常在5分钟内到账。',
    ),
  },
  {
    displayType: DisplayType.AnnouncementBar,
    position: AdPosition.Withdraw,
    audience: Audience.Member,
    format: 'text',
    title: t('Withdrawal reviews', '出金審査について', '提款审核说明'),
    body: t(
      'Withdrawals are reviewed around the clock; your first one needs a withdrawal password.',
      '出金は24時間審査しています。初回出金には出金パスワードが必要です。',
      '提款全天候审核，首次提款需设置提款密码。',
    ),
  },
  {
    displayType: DisplayType.Popup,
    position: AdPosition.LoginAfter,
    audience: Audience.Member,
    format: 'html',
    priority: 10,
    defaultBrandOnly: true,
    title: t('Missions are here', 'ミッション開始', '任务上线'),
    body: t(
      '<p>Check in <strong>every day</strong> and complete missions for extra rewards.</p><p>Find them under <em>Missions</em> in the menu.</p>',
      '<p><strong>毎日</strong>チェックインしてミッションを達成し、追加報酬を獲得しましょう。</p><p>メニューの<em>ミッション</em>からどうぞ。</p>',
      '<p><strong>每天</strong>签到并完成任务，赢取额外奖励。</p><p>在菜单的<em>任务</em>中查看。</p>',
    ),
  },
];

/** Seeds the notices of one brand, started a day before `now`, with no end. */
export async function seedNotices(db: Database, brandId: string, now: number): Promise<void> {
  const rows = NOTICE_SEEDS.filter((n) => !n.defaultBrandOnly || brandId === DEFAULT_BRAND);
  await db.insert(notices).values(
    rows.map((n) => ({
      brandId,
      displayType: n.displayType,
      position: n.position,
      audience: n.audience,
      platform: null,
      format: n.format,
      title: n.title,
      body:
        n.format === 'html'
          ? {
              en: sanitizeHtml(n.body.en),
              ja: sanitizeHtml(n.body.ja),
              'zh-CN': sanitizeHtml(n.body['zh-CN']),
            }
          : n.body,
      priority: n.priority ?? 0,
      startsAt: new Date(now - 86_400_000),
      endsAt: null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })),
  );
}
