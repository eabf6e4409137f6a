/**
 * Canned answers for the promotions stories (no server in Storybook), answering as the API
 * does: the brand's promotions of every kind with their rules, applying for one (a red packet's
 * and a roulette's prize drawn as the server would, a coupon checked, refusals with the API's
 * codes and messages), and the member's claims with paging and cancelling kept per story.
 * Times are relative to "now" so windows and dates read sensibly whenever opened.
 */
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import type { Canned } from '@lobby/test-kit';
import { wheelPrizes } from '../parts/claim-math.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

const rules = (intro: string) =>
  `<p>${intro}</p><h3>Terms</h3><ul><li>One claim per member per period.</li><li>The bonus must be wagered as stated before withdrawing.</li><li>We may withdraw a bonus obtained through abuse.</li></ul>`;

function promotion(
  fields: Partial<PromotionItem> & Pick<PromotionItem, 'id' | 'type' | 'title' | 'category'>,
): PromotionItem {
  const at = now();
  return {
    recurrence: 2,
    start_time: at - 30 * DAY,
    end_time: at + 60 * DAY,
    min_bonus: 0,
    max_bonus: 0,
    bonus_rate: 0,
    min_charge: 0,
    min_apply_amount: 0,
    target_turnover: 0,
    coupon: '',
    image: `/media/promotion/${fields.id}.svg`,
    content: rules(fields.summary ?? fields.title),
    summary: '',
    time_status: 2,
    mission_reward: null,
    needs_coupon: fields.type === 7,
    claimable: true,
    mission_progress: null,
    ...fields,
  };
}

/** The story brand's promotions: one of each kind a screen treats differently. */
export function storyPromotions(): PromotionItem[] {
  const at = now();
  return [
    promotion({
      id: 1,
      type: 6,
      recurrence: 1,
      category: 'welcome',
      title: 'Welcome Bonus 100%',
      summary: 'Double your first deposit, up to RM500.',
      max_bonus: 500_00,
      bonus_rate: 10_000,
      min_charge: 50_00,
      min_apply_amount: 50_00,
    }),
    promotion({
      id: 2,
      type: 4,
      category: 'daily',
      title: 'Lucky Red Packet Rain',
      summary: 'Open a red packet every day for up to RM88.88.',
      min_bonus: 2_88,
      max_bonus: 88_88,
    }),
    promotion({
      id: 3,
      type: 5,
      category: 'daily',
      title: 'Lucky Wheel Daily Spin',
      summary: 'Spin once a day and win up to RM188.',
      min_bonus: 1_00,
      max_bonus: 188_00,
    }),
    promotion({
      id: 4,
      type: 7,
      recurrence: 1,
      category: 'welcome',
      title: 'Promotion code bonus',
      summary: 'Enter your promotion code to receive RM18.',
      min_bonus: 18_00,
      max_bonus: 18_00,
    }),
    promotion({
      id: 5,
      type: 8,
      recurrence: 3,
      category: 'all',
      title: 'Weekly Deposit Mission',
      summary: 'Deposit RM500 this week and earn RM38.',
      min_bonus: 38_00,
      max_bonus: 38_00,
      min_charge: 500_00,
      mission_reward: 1,
      claimable: false,
      mission_progress: { done: 200_00, target: 500_00, period_end: at + 3 * DAY },
    }),
    promotion({
      id: 6,
      type: 10,
      category: 'daily',
      title: 'Daily Check-in',
      summary: 'Check in every day for a free spin.',
      min_bonus: 1_00,
      max_bonus: 1_00,
      mission_reward: 2,
      mission_progress: { done: 0, target: 1, period_end: at + DAY / 2 },
    }),
    promotion({
      id: 7,
      type: 6,
      recurrence: 3,
      category: 'sports',
      title: 'Champions Cup Weekend Boost',
      summary: '20% on your sports deposit this weekend.',
      max_bonus: 800_00,
      bonus_rate: 2_000,
      min_charge: 100_00,
      start_time: at + 3 * DAY,
      time_status: 1,
      claimable: false,
    }),
    promotion({
      id: 8,
      type: 4,
      recurrence: 1,
      category: 'daily',
      title: 'Festival Red Packet',
      summary: 'A festival red packet with up to RM188 inside.',
      min_bonus: 8_88,
      max_bonus: 188_00,
      start_time: at + 2 * DAY,
      time_status: 1,
      claimable: false,
    }),
  ];
}

/** A member's claim as the API answers it. */
function claimOf(
  id: number,
  promotion: Pick<PromotionItem, 'id' | 'title' | 'type'>,
  fields: Partial<MyPromotion>,
): MyPromotion {
  const at = now();
  return {
    id,
    promotion_id: promotion.id,
    title: promotion.title,
    type: promotion.type,
    status: 2,
    base_amount: 0,
    bonus: 0,
    target_turnover: 0,
    turnover: 0,
    progress: 0,
    period: 'once',
    created_at: at - id * 3_600,
    updated_at: at - id * 3_600,
    ...fields,
  };
}

/** The story member's claims, newest first: one of each reward status. */
export function storyClaims(): MyPromotion[] {
  const [welcome, packet, roulette, , , checkIn] = storyPromotions();
  const manual = { id: 9, title: 'VIP Birthday Gift', type: 1 } as const;
  return [
    claimOf(1, manual, { status: 1, bonus: 88_00, target_turnover: 88_00, period: 'm:2026-11' }),
    claimOf(2, packet!, {
      bonus: 18_88,
      target_turnover: 56_64,
      turnover: 21_30,
      progress: 3_760,
      period: 'd:2026-11-22',
    }),
    claimOf(3, welcome!, {
      base_amount: 200_00,
      bonus: 200_00,
      target_turnover: 6_000_00,
      turnover: 4_125_50,
      progress: 6_875,
    }),
    claimOf(4, roulette!, {
      status: 3,
      bonus: 9_90,
      target_turnover: 49_50,
      turnover: 49_50,
      progress: 10_000,
    }),
    claimOf(5, checkIn!, { status: 5, bonus: 1_00 }),
    claimOf(6, manual, { status: 4, bonus: 88_00, target_turnover: 88_00 }),
  ];
}

/** How a story's apply call answers: as the API, or refusing with one of its errors. */
export type ApplyMode = 'api' | 'alreadyClaimed';

/**
 * Fresh promotions answers with their own state (each story gets its own): the list, each
 * detail, applying (a red packet or roulette prize drawn within the limits, a coupon checked),
 * the member's claims (paged) and cancelling one still being verified.
 */
export function promotionAnswers(
  options: {
    promotions?: () => PromotionItem[];
    claims?: () => MyPromotion[];
    apply?: ApplyMode;
  } = {},
): Record<string, Canned> {
  const promotions = (options.promotions ?? storyPromotions)();
  const claims = (options.claims ?? storyClaims)();
  let nextId = 100;
  const answers: Record<string, Canned> = {
    // Filtered by type as the API filters it (the red packets screen asks for type 4).
    '/member/promotion/list': (url: URL) => {
      const type = Number(url.searchParams.get('type') ?? 0);
      return json(type > 0 ? promotions.filter((p) => p.type === type) : promotions);
    },
    '/member/promotion/my': (url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return json({
        list: claims.slice((page - 1) * size, page * size),
        total: claims.length,
        page,
        page_size: size,
      });
    },
    '/member/promotion/apply': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as {
        promotion_id: number;
        coupon?: string;
      };
      const found = promotions.find((p) => p.id === body.promotion_id);
      if (!found) return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
      if (options.apply === 'alreadyClaimed')
        return json(
          { code: 'ALREADY_CLAIMED', message: 'You have already claimed this promotion' },
          409,
        );
      if (found.type === 7 && body.coupon?.toUpperCase() !== 'WELCOME2026')
        return json(
          { code: 'COUPON_INVALID', message: 'The coupon code is not valid', field: 'coupon' },
          400,
        );
      const prizes = wheelPrizes(found.min_bonus, found.max_bonus);
      const bonus =
        found.type === 4
          ? 18_88
          : found.type === 5
            ? (prizes[4] ?? found.min_bonus)
            : found.min_bonus;
      nextId += 1;
      const made = claimOf(nextId, found, {
        status: found.type === 1 ? 1 : 2,
        bonus,
        target_turnover: bonus * 3,
        created_at: now(),
      });
      claims.unshift(made);
      found.claimable = false;
      return json({ claim: made, money: 1_250_075 + bonus });
    },
  };
  for (const p of promotions) answers[`/member/promotion/detail/${p.id}`] = () => json(p);
  for (const c of claims) {
    answers[`/member/promotion/cancel/${c.id}`] = () => {
      if (c.status !== 1) return json({ code: 'CONFLICT', message: 'Conflict' }, 409);
      c.status = 4;
      return json(c);
    };
  }
  return answers;
}

/** No promotions and no claims at all. */
export const nothing = () =>
  promotionAnswers({
    promotions: () => [],
    claims: () => [],
  });

const failing = () => json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500);

/** Answers that fail as a server that cannot answer does. */
export const FAILING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/promotion/list': failing,
  '/member/promotion/my': failing,
};
