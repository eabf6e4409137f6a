/**
 * Seed content in en, ja and zh-CN: promotions of every spec §3 type, VIP levels 0–9, help
 * pages (FAQ, deposit and withdrawal guides, responsible gaming, supervision, licence), the
 * affiliate introduction, and a few messages for the demo member.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { helpPages } from '../db/schema/help.ts';
import { members } from '../db/schema/members.ts';
import { messages } from '../db/schema/messages.ts';
import { promotions } from '../db/schema/promotions.ts';
import { vipLevels } from '../db/schema/vip.ts';
import { sanitizeHtml } from '../base/sanitize.ts';
import { DEMO_MEMBER } from './brands.ts';
import type { Texts } from './games.ts';

const t = (en: string, ja: string, zh: string): Texts => ({ en, ja, 'zh-CN': zh });
const html = (texts: Texts): Texts => ({
  en: sanitizeHtml(texts.en),
  ja: sanitizeHtml(texts.ja),
  'zh-CN': sanitizeHtml(texts['zh-CN']),
});

interface PromotionSeed {
  type: number;
  recurrence: number;
  category: string;
  /** For a transfer bonus: the game type whose channels count (see the schema). */
  gameType?: string;
  title: Texts;
  summary: Texts;
  content: Texts;
  minBonus: number;
  maxBonus: number;
  bonusRate: number;
  minCharge: number;
  minApplyAmount: number;
  turnoverMultiplier: number;
  targetTurnover: number;
  coupon?: string;
  missionReward?: number;
  colour: string;
  days?: number;
}

const TERMS = t(
  '<h3>Terms</h3><ul><li>One claim per member per period.</li><li>The bonus and its base must be wagered as stated before withdrawing.</li><li>We may withdraw a bonus obtained through abuse.</li></ul>',
  '<h3>規約</h3><ul><li>期間ごとにお一人様1回まで。</li><li>出金前に記載の賭け条件を満たす必要があります。</li><li>不正な取得が判明した場合、ボーナスは取り消されます。</li></ul>',
  '<h3>条款</h3><ul><li>每位会员每个周期限领一次。</li><li>提款前须完成规定的流水要求。</li><li>如发现违规领取，我们有权收回红利。</li></ul>',
);

function body(intro: Texts): Texts {
  return {
    en: `<p>${intro.en}</p>${TERMS.en}`,
    ja: `<p>${intro.ja}</p>${TERMS.ja}`,
    'zh-CN': `<p>${intro['zh-CN']}</p>${TERMS['zh-CN']}`,
  };
}

const PROMOTION_SEEDS: PromotionSeed[] = [
  {
    type: 6,
    recurrence: 1,
    category: 'welcome',
    colour: '#c2410c',
    title: t('Welcome Bonus 100%', 'ウェルカムボーナス100%', '首存100%欢迎红利'),
    summary: t(
      'Double your first deposit, up to 500.',
      '初回入金を2倍に（最大500）。',
      '首存翻倍，最高500。',
    ),
    content: body(
      t(
        'Make your first deposit of at least 50 and claim a 100% match, up to 500. Wager the deposit and bonus 15 times.',
        '50以上の初回入金で100%マッチ（最大500）。入金額とボーナスの15倍の賭け条件があります。',
        '首次存款满50即可获得100%红利，最高500。需完成本金加红利15倍流水。',
      ),
    ),
    minBonus: 0,
    maxBonus: 500_00,
    bonusRate: 10_000,
    minCharge: 50_00,
    minApplyAmount: 50_00,
    turnoverMultiplier: 150_000,
    targetTurnover: 0,
  },
  {
    type: 6,
    recurrence: 2,
    category: 'daily',
    colour: '#0f766e',
    title: t('Daily Reload 10%', 'デイリーリロード10%', '每日再存10%'),
    summary: t(
      '10% on a deposit made today, up to 300.',
      '本日の入金に10%（最大300）。',
      '当日存款赠送10%，最高300。',
    ),
    content: body(
      t(
        'Deposit at least 100 today and claim 10% of it, up to 300, once a day. Wager 8 times.',
        '本日100以上ご入金で、その10%（最大300）を1日1回受取可能。賭け条件8倍。',
        '当日存款满100，可领取10%红利，最高300，每日一次。8倍流水。',
      ),
    ),
    minBonus: 0,
    maxBonus: 300_00,
    bonusRate: 1_000,
    minCharge: 100_00,
    minApplyAmount: 100_00,
    turnoverMultiplier: 80_000,
    targetTurnover: 0,
  },
  {
    type: 2,
    recurrence: 2,
    category: 'slots',
    gameType: 'SlotMachine',
    colour: '#7c3aed',
    title: t('Slots Transfer Bonus 20%', 'スロット振替ボーナス20%', '老虎机转账红利20%'),
    summary: t(
      '20% extra on what you move into slots today.',
      '本日スロットへ振替した額に20%上乗せ。',
      '当日转入老虎机的金额额外赠送20%。',
    ),
    content: body(
      t(
        'Apply with the amount you transferred into a slot provider today (at least 50) and receive 20% of it, up to 500. Wager 10 times.',
        '本日スロットへ振替した額（50以上）で申請すると、その20%（最大500）を進呈。賭け条件10倍。',
        '以当日转入老虎机的金额（至少50）申请，即可获得20%红利，最高500。10倍流水。',
      ),
    ),
    minBonus: 0,
    maxBonus: 500_00,
    bonusRate: 2_000,
    minCharge: 0,
    minApplyAmount: 50_00,
    turnoverMultiplier: 100_000,
    targetTurnover: 0,
  },
  {
    type: 3,
    recurrence: 4,
    category: 'all',
    colour: '#1d4ed8',
    title: t('Refer a Friend: 50 Each Month', 'お友達紹介：毎月50', '推荐好友：每月50'),
    summary: t(
      'Bring a friend who deposits and claim 50.',
      '入金したお友達を紹介すると50進呈。',
      '推荐好友完成存款即可领取50。',
    ),
    content: body(
      t(
        'Share your invite link. Once a friend you invited has made a deposit, claim 50 once a month. Wager 3 times.',
        '招待リンクを共有し、招待したお友達が入金したら毎月1回50を受取。賭け条件3倍。',
        '分享邀请链接，受邀好友存款后每月可领取一次50。3倍流水。',
      ),
    ),
    minBonus: 50_00,
    maxBonus: 50_00,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 30_000,
    targetTurnover: 0,
  },
  {
    type: 4,
    recurrence: 2,
    category: 'daily',
    colour: '#dc2626',
    title: t('Lucky Red Packet Rain', 'ラッキー紅包レイン', '幸运红包雨'),
    summary: t(
      'Open a red packet every day: 2.88 to 88.88.',
      '毎日紅包を開封：2.88〜88.88。',
      '每天拆一个红包：2.88至88.88。',
    ),
    content: body(
      t(
        'Open one red packet a day for a random amount between 2.88 and 88.88. Wager 3 times.',
        '1日1回、2.88〜88.88のランダム額の紅包を開封できます。賭け条件3倍。',
        '每天可拆一个红包，金额随机2.88至88.88。3倍流水。',
      ),
    ),
    minBonus: 2_88,
    maxBonus: 88_88,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 30_000,
    targetTurnover: 0,
  },
  {
    type: 5,
    recurrence: 2,
    category: 'daily',
    colour: '#ca8a04',
    title: t('Lucky Wheel Daily Spin', 'ラッキーホイール毎日スピン', '幸运转盘每日一转'),
    summary: t(
      'One free spin a day, prizes up to 188.',
      '1日1回無料スピン、最大188。',
      '每日免费转一次，最高188。',
    ),
    content: body(
      t(
        'Spin the wheel once a day. Prizes from 1 to 188 land straight in your wallet. Wager 5 times.',
        '1日1回ホイールを回せます。1〜188の賞金が即座にウォレットへ。賭け条件5倍。',
        '每天可转动一次转盘，1至188奖金直接到账。5倍流水。',
      ),
    ),
    minBonus: 1_00,
    maxBonus: 188_00,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 50_000,
    targetTurnover: 0,
  },
  {
    type: 7,
    recurrence: 1,
    category: 'welcome',
    colour: '#be185d',
    coupon: 'WELCOME2026',
    title: t('Coupon: WELCOME2026', 'クーポン：WELCOME2026', '优惠码：WELCOME2026'),
    summary: t('Enter the code for a free 18.', 'コード入力で18進呈。', '输入优惠码即得18。'),
    content: body(
      t(
        'Enter the coupon code WELCOME2026 to receive 18, once. Wager 5 times.',
        'クーポンコード WELCOME2026 を入力すると18を1回進呈。賭け条件5倍。',
        '输入优惠码 WELCOME2026 即可获得18，限一次。5倍流水。',
      ),
    ),
    minBonus: 18_00,
    maxBonus: 18_00,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 50_000,
    targetTurnover: 0,
  },
  {
    type: 8,
    recurrence: 3,
    category: 'all',
    colour: '#059669',
    missionReward: 1,
    title: t('Weekly Deposit Mission', '週間入金ミッション', '每周存款任务'),
    summary: t(
      'Deposit 500 this week, collect 38.',
      '今週500入金で38獲得。',
      '本周存款满500，领取38。',
    ),
    content: body(
      t(
        'Deposit a total of 500 or more between Monday and Sunday and collect 38. Wager 3 times.',
        '月曜〜日曜の入金合計が500以上で38を獲得。賭け条件3倍。',
        '周一至周日累计存款满500即可领取38。3倍流水。',
      ),
    ),
    minBonus: 38_00,
    maxBonus: 38_00,
    bonusRate: 0,
    minCharge: 500_00,
    minApplyAmount: 0,
    turnoverMultiplier: 30_000,
    targetTurnover: 0,
  },
  {
    type: 9,
    recurrence: 3,
    category: 'all',
    colour: '#475569',
    missionReward: 1,
    title: t('Weekly Cashback 5%', '週間キャッシュバック5%', '每周返水5%'),
    summary: t(
      '5% of this week’s net loss back, up to 1,000.',
      '今週の純損失の5%を還元（最大1,000）。',
      '返还本周净亏损的5%，最高1,000。',
    ),
    content: body(
      t(
        'If your games this week lost at least 100 in total, claim 5% of the loss back, up to 1,000. Wager once.',
        '今週のゲームの純損失が100以上なら、その5%（最大1,000）を受取。賭け条件1倍。',
        '本周游戏净亏损满100，可领取亏损的5%，最高1,000。1倍流水。',
      ),
    ),
    minBonus: 0,
    maxBonus: 1_000_00,
    bonusRate: 500,
    minCharge: 100_00,
    minApplyAmount: 0,
    turnoverMultiplier: 10_000,
    targetTurnover: 0,
  },
  {
    type: 10,
    recurrence: 2,
    category: 'daily',
    colour: '#2563eb',
    missionReward: 1,
    title: t('Daily Check-in', 'デイリーチェックイン', '每日签到'),
    summary: t(
      'Check in every day for a small gift.',
      '毎日チェックインでプレゼント。',
      '每日签到领好礼。',
    ),
    content: body(
      t(
        'Check in once a day to collect 1. No wagering needed.',
        '1日1回チェックインで1を獲得。賭け条件なし。',
        '每天签到一次可领取1，无流水要求。',
      ),
    ),
    minBonus: 1_00,
    maxBonus: 1_00,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 0,
    targetTurnover: 0,
  },
  {
    type: 1,
    recurrence: 4,
    category: 'vip',
    colour: '#9333ea',
    title: t('VIP Birthday Gift', 'VIPバースデーギフト', 'VIP生日礼金'),
    summary: t(
      'Apply in your birthday month; our team reviews it.',
      '誕生月に申請してください。担当者が確認します。',
      '生日当月申请，专员审核后发放。',
    ),
    content: body(
      t(
        'Apply during your birthday month. After our team confirms your details, 88 is credited. Wager once.',
        '誕生月に申請してください。確認後、88を付与します。賭け条件1倍。',
        '请于生日当月申请，专员核实后发放88。1倍流水。',
      ),
    ),
    minBonus: 88_00,
    maxBonus: 88_00,
    bonusRate: 0,
    minCharge: 0,
    minApplyAmount: 0,
    turnoverMultiplier: 10_000,
    targetTurnover: 0,
  },
  {
    type: 6,
    recurrence: 3,
    category: 'sports',
    colour: '#1e40af',
    days: -3,
    title: t('Champions Cup Weekend Boost', 'チャンピオンズカップ週末ブースト', '冠军杯周末加码'),
    summary: t(
      'Starts soon: 15% on sports deposits.',
      '近日開始：スポーツ入金15%。',
      '即将开始：体育存款15%。',
    ),
    content: body(
      t(
        'From the quarter-finals, deposit at least 100 and claim 15%, up to 800. Wager 10 times.',
        '準々決勝から、100以上の入金で15%（最大800）。賭け条件10倍。',
        '四分之一决赛起，存款满100可领15%，最高800。10倍流水。',
      ),
    ),
    minBonus: 0,
    maxBonus: 800_00,
    bonusRate: 1_500,
    minCharge: 100_00,
    minApplyAmount: 100_00,
    turnoverMultiplier: 100_000,
    targetTurnover: 0,
  },
];

const VIP_NAMES: Texts[] = [
  t('Member', 'メンバー', '会员'),
  t('Bronze', 'ブロンズ', '青铜'),
  t('Silver', 'シルバー', '白银'),
  t('Gold', 'ゴールド', '黄金'),
  t('Platinum', 'プラチナ', '铂金'),
  t('Diamond', 'ダイヤモンド', '钻石'),
  t('Crown', 'クラウン', '皇冠'),
  t('Royal', 'ロイヤル', '至尊'),
  t('Imperial', 'インペリアル', '帝王'),
  t('Legend', 'レジェンド', '传奇'),
];
const VIP_COLOURS = [
  '#64748b',
  '#b45309',
  '#94a3b8',
  '#eab308',
  '#67e8f9',
  '#60a5fa',
  '#f472b6',
  '#a78bfa',
  '#f97316',
  '#ef4444',
];

function vipBenefits(level: number): Record<string, string[]> {
  const rebate = (0.3 + level * 0.1).toFixed(1);
  return {
    en: [
      `${rebate}% weekly rebate`,
      level >= 3 ? 'Priority withdrawals' : 'Standard withdrawals',
      level >= 5 ? 'Personal account manager' : 'Live chat support',
      `Birthday gift ×${level + 1}`,
    ],
    ja: [
      `毎週${rebate}%リベート`,
      level >= 3 ? '優先出金' : '通常出金',
      level >= 5 ? '専任アカウントマネージャー' : 'ライブチャットサポート',
      `誕生日ギフト×${level + 1}`,
    ],
    'zh-CN': [
      `每周${rebate}%返水`,
      level >= 3 ? '优先提款' : '普通提款',
      level >= 5 ? '专属客户经理' : '在线客服支持',
      `生日礼金×${level + 1}`,
    ],
  };
}

interface PageSeed {
  category: string;
  slug: string;
  title: Texts;
  summary: Texts;
  content: Texts;
}

const HELP_SEEDS: PageSeed[] = [
  {
    category: 'faq',
    slug: 'faq',
    title: t('Frequently asked questions', 'よくある質問', '常见问题'),
    summary: t(
      'Accounts, wallets, bonuses and games.',
      'アカウント、ウォレット、ボーナス、ゲームについて。',
      '账户、钱包、红利与游戏。',
    ),
    content: t(
      "<h2>Account</h2><h3>I forgot my password.</h3><p>Use <strong>Forgot password</strong> on the sign-in page; we send a code to your email or phone.</p><h3>Can I change my username?</h3><p>No. Usernames are permanent; you can change your display name in Settings.</p><h2>Wallet</h2><h3>What is the main wallet?</h3><p>Deposits arrive in the main wallet. Move money into a game provider's wallet before playing its games, and back when you are done.</p><h3>My transfer shows “pending”.</h3><p>The provider has not confirmed it yet. Your money is held safely; tap <em>Retry</em> in the transfer list or wait a minute.</p><h2>Bonuses</h2><h3>Why can't I withdraw?</h3><p>An active bonus may still need turnover. My Promotions shows how much is left.</p>",
      '<h2>アカウント</h2><h3>パスワードを忘れました。</h3><p>ログイン画面の<strong>パスワードをお忘れですか</strong>から、メールまたはSMSでコードを受け取れます。</p><h3>ユーザー名は変更できますか？</h3><p>できません。表示名は設定から変更できます。</p><h2>ウォレット</h2><h3>メインウォレットとは？</h3><p>入金はメインウォレットに入ります。ゲームをプレイする前に各プロバイダーのウォレットへ振替えてください。</p><h3>振替が「処理中」のままです。</h3><p>プロバイダーの確認待ちです。資金は安全に保留されています。振替履歴の<em>再試行</em>をタップしてください。</p><h2>ボーナス</h2><h3>出金できないのはなぜ？</h3><p>有効なボーナスの賭け条件が残っている可能性があります。マイプロモーションで残りを確認できます。</p>',
      '<h2>账户</h2><h3>忘记密码怎么办？</h3><p>在登录页点击<strong>忘记密码</strong>，我们会向您的邮箱或手机发送验证码。</p><h3>可以修改用户名吗？</h3><p>不可以，用户名永久有效；昵称可在设置中修改。</p><h2>钱包</h2><h3>什么是主钱包？</h3><p>存款进入主钱包。游戏前请先转入对应供应商的钱包，结束后再转回。</p><h3>转账显示“处理中”？</h3><p>供应商尚未确认，您的资金已被安全保留；可在转账记录中点击<em>重试</em>。</p><h2>红利</h2><h3>为什么无法提款？</h3><p>可能有进行中的红利尚未完成流水，请在“我的优惠”查看剩余流水。</p>',
    ),
  },
  {
    category: 'deposit',
    slug: 'how-to-deposit',
    title: t('How to deposit', '入金方法', '如何存款'),
    summary: t(
      'Instant payment, bank transfer or USDT.',
      '即時決済、銀行振込、USDT。',
      '即时支付、银行转账或USDT。',
    ),
    content: t(
      '<ol><li>Open <strong>Deposit</strong> and choose a method.</li><li>Enter an amount within the limits shown.</li><li><strong>Instant payment:</strong> confirm on the payment page; the money arrives within seconds.</li><li><strong>Bank transfer:</strong> transfer to the account shown and quote your top-up code; we credit it after checking, usually within 10 minutes.</li><li><strong>USDT:</strong> send on the TRC-20 network only.</li></ol><p>Deposits are free. Deposit records show the status of each one.</p>',
      '<ol><li><strong>入金</strong>を開き、方法を選択します。</li><li>表示された範囲内で金額を入力します。</li><li><strong>即時決済：</strong>決済ページで確定すると数秒で反映されます。</li><li><strong>銀行振込：</strong>表示口座へ入金コードを添えてお振込みください。確認後（通常10分以内）に反映します。</li><li><strong>USDT：</strong>TRC-20ネットワークのみ対応。</li></ol><p>入金手数料は無料です。入金履歴で状況を確認できます。</p>',
      '<ol><li>打开<strong>存款</strong>并选择方式。</li><li>输入限额范围内的金额。</li><li><strong>即时支付：</strong>在支付页面确认，数秒内到账。</li><li><strong>银行转账：</strong>转账至页面所示账户并备注充值码，核实后入账，通常10分钟内。</li><li><strong>USDT：</strong>仅支持TRC-20网络。</li></ol><p>存款免手续费，可在存款记录中查看状态。</p>',
    ),
  },
  {
    category: 'withdraw',
    slug: 'how-to-withdraw',
    title: t('How to withdraw', '出金方法', '如何提款'),
    summary: t(
      'Bank cards, limits and processing times.',
      '銀行口座、上限、処理時間。',
      '银行卡、限额与处理时间。',
    ),
    content: t(
      '<ol><li>Set a withdrawal password in Settings.</li><li>Add a bank card in your own name (up to five).</li><li>Open <strong>Withdraw</strong>, choose the card, enter the amount and your withdrawal password.</li></ol><p>The amount is held at once and paid after review, usually within 30 minutes. You can cancel while it is pending. Daily limits depend on your VIP level.</p>',
      '<ol><li>設定で出金パスワードを設定します。</li><li>ご本人名義の銀行口座を登録します（最大5件）。</li><li><strong>出金</strong>を開き、口座・金額・出金パスワードを入力します。</li></ol><p>金額は即時に保留され、審査後（通常30分以内）に送金されます。処理中はキャンセル可能です。1日の上限はVIPレベルにより異なります。</p>',
      '<ol><li>在设置中设置提款密码。</li><li>添加本人名下的银行卡（最多五张）。</li><li>打开<strong>提款</strong>，选择银行卡，输入金额和提款密码。</li></ol><p>金额立即冻结，审核后付款，通常30分钟内。处理中可取消。每日限额取决于VIP等级。</p>',
    ),
  },
  {
    category: 'account',
    slug: 'wallet-transfers',
    title: t('Moving money between wallets', 'ウォレット間の振替', '钱包间转账'),
    summary: t(
      'Main wallet, game wallets and “recall all”.',
      'メインウォレット、ゲームウォレット、一括回収。',
      '主钱包、游戏钱包与一键回收。',
    ),
    content: t(
      '<p>Each game provider keeps its own wallet. <strong>Transfer in</strong> moves money from the main wallet to a provider; <strong>transfer out</strong> brings it back. <em>Recall all</em> brings every game wallet back at once.</p><p>Some providers ask for a minimum transfer; the app warns you before you confirm.</p>',
      '<p>各プロバイダーには専用ウォレットがあります。<strong>振替入</strong>でメインからプロバイダーへ、<strong>振替出</strong>で戻します。<em>一括回収</em>で全ゲームウォレットを戻せます。</p><p>最低振替額があるプロバイダーでは確認前に警告が表示されます。</p>',
      '<p>每个游戏供应商都有独立钱包。<strong>转入</strong>将主钱包资金转至供应商，<strong>转出</strong>则转回。<em>一键回收</em>可一次转回所有游戏钱包。</p><p>部分供应商有最低转账金额，确认前会提示。</p>',
    ),
  },
  {
    category: 'responsible',
    slug: 'responsible-gaming',
    title: t('Responsible gaming', '責任あるゲーム', '负责任博彩'),
    summary: t(
      'Stay in control: limits, breaks and help.',
      '上限設定、休憩、サポート。',
      '保持理性：限额、休息与求助。',
    ),
    content: t(
      '<p>Gaming should be entertainment, never a way to make money.</p><ul><li>Decide a budget before you play and stick to it.</li><li>Take regular breaks; the site signs you out after two hours of inactivity.</li><li>Never chase losses.</li><li>Ask customer service for deposit limits or a self-exclusion period.</li></ul><p>Only adults aged 18 or over may play.</p>',
      '<p>ゲームは娯楽であり、お金を稼ぐ手段ではありません。</p><ul><li>プレイ前に予算を決めて守りましょう。</li><li>定期的に休憩を。2時間操作がないと自動ログアウトします。</li><li>負けを取り戻そうとしないでください。</li><li>入金上限や自己排除はカスタマーサービスへ。</li></ul><p>18歳以上の方のみご利用いただけます。</p>',
      '<p>游戏应当是娱乐，而不是赚钱的手段。</p><ul><li>游戏前设定预算并严格遵守。</li><li>定时休息；两小时无操作将自动退出。</li><li>切勿追逐亏损。</li><li>如需存款限额或自我禁制，请联系客服。</li></ul><p>仅限18岁及以上成年人参与。</p>',
    ),
  },
  {
    category: 'supervise',
    slug: 'supervision',
    title: t('Supervision', '監督機関', '监管信息'),
    summary: t(
      'Who oversees our operations.',
      '当社の運営を監督する機関。',
      '监督我们运营的机构。',
    ),
    content: t(
      '<p>Our operations are audited every quarter by an independent testing laboratory, which certifies game fairness and random number generation.</p><p>Complaints that our customer service cannot resolve may be referred to the independent dispute service named in our licence.</p>',
      '<p>当社の運営は独立した検査機関により四半期ごとに監査され、ゲームの公平性と乱数生成が認証されています。</p><p>カスタマーサービスで解決できない苦情は、ライセンス記載の独立紛争解決機関へ申し立てできます。</p>',
      '<p>我们的运营每季度由独立检测实验室审计，认证游戏公平性与随机数生成。</p><p>客服无法解决的投诉，可提交至牌照所列的独立争议处理机构。</p>',
    ),
  },
  {
    category: 'license',
    slug: 'licence',
    title: t('Licence', 'ライセンス', '牌照信息'),
    summary: t(
      'Our gaming licence and certification.',
      'ゲーミングライセンスと認証。',
      '博彩牌照与认证。',
    ),
    content: t(
      '<p>This site is operated under a remote gaming licence (demo licence no. LB-2026-0042). All games use certified random number generators and published return-to-player rates.</p>',
      '<p>当サイトはリモートゲーミングライセンス（デモ ライセンス番号 LB-2026-0042）に基づき運営されています。全ゲームは認証済み乱数生成器を使用しています。</p>',
      '<p>本网站依据远程博彩牌照运营（演示牌照号 LB-2026-0042）。所有游戏均使用经认证的随机数生成器并公布返还率。</p>',
    ),
  },
  {
    category: 'affiliate',
    slug: 'affiliate-introduction',
    title: t('Become our affiliate', 'アフィリエイトになろう', '成为我们的代理'),
    summary: t(
      'Earn commission on the players you bring.',
      '紹介したプレイヤーに応じてコミッション。',
      '推荐玩家即可赚取佣金。',
    ),
    content: t(
      '<p>Join our affiliate programme and earn a monthly commission on the net revenue of every player you refer — for life.</p><ul><li>Real-time reports in the affiliate backend.</li><li>Monthly payouts with no negative carry-over.</li><li>Banners, landing pages and tracking links ready to use.</li></ul>',
      '<p>アフィリエイトプログラムに参加すると、紹介したプレイヤーの純収益に応じて毎月コミッションを生涯お支払いします。</p><ul><li>管理画面でリアルタイムレポート。</li><li>毎月払い、マイナス繰越なし。</li><li>バナーやトラッキングリンクをご用意。</li></ul>',
      '<p>加入代理计划，即可终身按月获得所推荐玩家净收入的佣金。</p><ul><li>代理后台实时报表。</li><li>按月结算，负数不结转。</li><li>现成的横幅、落地页与追踪链接。</li></ul>',
    ),
  },
];

/** `marketing`: a promotional message, withheld from members under an exclusion (issue 17). */
const MESSAGE_SEEDS: {
  personal: boolean;
  marketing?: boolean;
  title: Texts;
  content: Texts;
  hoursAgo: number;
}[] = [
  {
    personal: false,
    hoursAgo: 72,
    title: t('Scheduled maintenance', '定期メンテナンスのお知らせ', '系统维护通知'),
    content: t(
      'Thunder Paddock is under maintenance this week. Your balance with them is safe and can be recalled at any time.',
      '今週Thunder Paddockはメンテナンス中です。残高は安全で、いつでも回収できます。',
      '本周 Thunder Paddock 维护中，您在该平台的余额安全，可随时回收。',
    ),
  },
  {
    personal: false,
    marketing: true,
    hoursAgo: 30,
    title: t('New: Lucky Red Packet Rain', '新着：ラッキー紅包レイン', '新活动：幸运红包雨'),
    content: t(
      'Open a red packet every day for up to 88.88. See Promotions.',
      '毎日最大88.88の紅包を開封できます。プロモーションをご覧ください。',
      '每天可拆红包，最高88.88，详见优惠页面。',
    ),
  },
  {
    personal: true,
    marketing: true,
    hoursAgo: 20,
    title: t('Welcome to the club!', 'ようこそ！', '欢迎加入！'),
    content: t(
      'Thanks for joining. Your Welcome Bonus 100% is waiting on the Promotions page.',
      'ご登録ありがとうございます。プロモーションページでウェルカムボーナス100%が受け取れます。',
      '感谢注册！首存100%欢迎红利正在优惠页面等您领取。',
    ),
  },
  {
    personal: true,
    hoursAgo: 6,
    title: t('Set your withdrawal password', '出金パスワードを設定してください', '请设置提款密码'),
    content: t(
      'For your security, set a withdrawal password before your first withdrawal.',
      '安全のため、初回出金前に出金パスワードを設定してください。',
      '为保障资金安全，请在首次提款前设置提款密码。',
    ),
  },
  {
    personal: true,
    hoursAgo: 1,
    title: t('You reached VIP 1', 'VIP1に到達しました', '您已升级至VIP1'),
    content: t(
      'Congratulations! Claim your upgrade bonus on the VIP page.',
      'おめでとうございます！VIPページで昇格ボーナスを受け取ってください。',
      '恭喜！请在VIP页面领取晋级礼金。',
    ),
  },
];

/** Seeds the content of one brand. */
export async function seedContent(db: Database, brandId: string, now: number): Promise<void> {
  await db.insert(promotions).values(
    PROMOTION_SEEDS.map((p, i) => ({
      brandId,
      type: p.type,
      recurrence: p.recurrence,
      category: p.category,
      gameType: p.gameType ?? null,
      title: p.title,
      summary: p.summary,
      content: html(p.content),
      startAt:
        p.days !== undefined && p.days < 0
          ? new Date(now - p.days * 86_400_000)
          : new Date(now - 30 * 86_400_000),
      endAt: new Date(now + 365 * 86_400_000),
      minBonus: p.minBonus,
      maxBonus: p.maxBonus,
      bonusRate: p.bonusRate,
      minCharge: p.minCharge,
      minApplyAmount: p.minApplyAmount,
      turnoverMultiplier: p.turnoverMultiplier,
      targetTurnover: p.targetTurnover,
      coupon: p.coupon ?? null,
      missionReward: p.missionReward ?? null,
      colour: p.colour,
      sort: i,
    })),
  );
  await db.insert(vipLevels).values(
    VIP_NAMES.map((name, level) => ({
      brandId,
      level,
      name,
      depositCondition: level === 0 ? 0 : Math.round(100_00 * 2.6 ** level),
      turnoverCondition: level === 0 ? 0 : Math.round(1_000_00 * 2.8 ** level),
      upgradeBonus:
        level === 0
          ? 0
          : ([0, 8_00, 18_00, 38_00, 88_00, 188_00, 388_00, 888_00, 1_888_00, 3_888_00][level] ??
            0),
      dailyWithdrawalAmount:
        [
          5_000_00, 10_000_00, 20_000_00, 30_000_00, 50_000_00, 80_000_00, 120_000_00, 200_000_00,
          300_000_00, 0,
        ][level] ?? 0,
      dailyWithdrawalCount: [3, 5, 5, 8, 8, 10, 10, 15, 20, 0][level] ?? 0,
      minWithdrawal: 50_00,
      maxWithdrawal:
        [
          2_000_00, 5_000_00, 10_000_00, 15_000_00, 20_000_00, 30_000_00, 50_000_00, 80_000_00,
          100_000_00, 200_000_00,
        ][level] ?? 0,
      benefits: vipBenefits(level),
      colour: VIP_COLOURS[level] ?? '#64748b',
    })),
  );
  await db.insert(helpPages).values(
    HELP_SEEDS.map((p, i) => ({
      brandId,
      category: p.category,
      slug: p.slug,
      sort: i,
      title: p.title,
      summary: p.summary,
      content: html(p.content),
      updatedAt: new Date(now),
    })),
  );
  const [demo] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.username, DEMO_MEMBER.username)));
  await db.insert(messages).values(
    MESSAGE_SEEDS.filter((m) => !m.personal || demo).map((m) => ({
      brandId,
      memberId: m.personal ? (demo?.id ?? null) : null,
      title: m.title,
      content: m.content,
      marketing: m.marketing ?? false,
      createdAt: new Date(now - m.hoursAgo * 3_600_000),
    })),
  );
}
