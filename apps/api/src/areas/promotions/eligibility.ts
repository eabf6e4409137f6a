/**
 * Whether a member may claim a promotion, kept apart from the claim itself: the recurrence
 * periods (platform timezone) and their keys, the sums each type's conditions are checked on,
 * the bonus a claim would get ({@link evaluate}), and what a member may claim now and how far
 * they are on each mission (the same checks, so the list and the answer to applying agree).
 */
import { randomInt } from 'node:crypto';
import type { MissionProgress } from '@lobby/contract/promotions';
import {
  BetStatus,
  DepositStatus,
  PromotionType,
  Recurrence,
  TimeStatus,
  TransferAction,
  applyBasisPoints,
  formatMoney,
  timeStatus,
} from '@lobby/domain';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../core/money/ledger.ts';
import { complianceOf } from '../../core/compliance/responsible-gambling.ts';
import { betRecords, gameChannels, gameTransfers } from '../../db/schema/games.ts';
import { deposits } from '../../db/schema/payments.ts';
import type { promotions } from '../../db/schema/promotions.ts';
import { FREED_CLAIM_STATUSES, promotionClaims } from '../../db/schema/promotions.ts';
import { referralRewards } from '../../db/schema/referral.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';

/** A promotion row (here, below the service, which reads it from here). */
export type PromotionRow = typeof promotions.$inferSelect;

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The start of the recurrence period containing `now` (platform timezone), or the epoch for one-time. */
export function periodStart(recurrence: number, now: number, offsetHours: number): Date {
  if (recurrence === Recurrence.OneTime) return new Date(0);
  const shift = offsetHours * 3_600_000;
  const local = new Date(now + shift);
  const dayStart = Math.floor((now + shift) / DAY) * DAY;
  if (recurrence === Recurrence.Everyday) return new Date(dayStart - shift);
  if (recurrence === Recurrence.EveryWeek) {
    const weekday = (local.getUTCDay() + 6) % 7; // Monday = 0
    return new Date(dayStart - weekday * DAY - shift);
  }
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift);
}

/**
 * When the recurrence period containing `now` ends (platform timezone): the next period's
 * start, or `null` for one-time (its period never resets).
 */
export function periodEnd(recurrence: number, now: number, offsetHours: number): Date | null {
  if (recurrence === Recurrence.OneTime) return null;
  const start = periodStart(recurrence, now, offsetHours).getTime();
  if (recurrence === Recurrence.Everyday) return new Date(start + DAY);
  if (recurrence === Recurrence.EveryWeek) return new Date(start + 7 * DAY);
  const shift = offsetHours * 3_600_000;
  const local = new Date(start + shift);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - shift);
}

/** The key of the period containing `now`: `once`, `d:2026-11-22`, `w:2026-11-16` (its Monday) or `m:2026-11`. */
export function periodKey(recurrence: number, now: number, offsetHours: number): string {
  if (recurrence === Recurrence.OneTime) return 'once';
  const start = new Date(
    periodStart(recurrence, now, offsetHours).getTime() + offsetHours * 3_600_000,
  );
  const ymd = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`;
  if (recurrence === Recurrence.Everyday) return `d:${ymd}`;
  if (recurrence === Recurrence.EveryWeek) return `w:${ymd}`;
  return `m:${ymd.slice(0, 7)}`;
}

function notEligible(reason: string): never {
  throw new ApiError('PROMOTION_NOT_ELIGIBLE', { values: { reason } });
}

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, max > 0 ? Math.min(value, max) : value);

async function sumSince(
  db: Tx,
  memberId: number,
  since: Date,
  what: 'deposits' | 'transfers' | 'loss' | 'maxDeposit',
  gameType: string | null = null,
): Promise<number> {
  if (what === 'deposits' || what === 'maxDeposit') {
    const agg =
      what === 'deposits'
        ? sql<string>`coalesce(sum(${deposits.amount}), 0)`
        : sql<string>`coalesce(max(${deposits.amount}), 0)`;
    const [row] = await db
      .select({ v: agg })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          eq(deposits.status, DepositStatus.Success),
          gte(deposits.updatedAt, since),
        ),
      );
    return Number(row?.v ?? 0);
  }
  if (what === 'transfers') {
    // Net of what came back out, and only into channels of the promotion's game type: a round
    // trip through another channel must not earn a transfer bonus.
    const signed = sql<string>`coalesce(sum(CASE WHEN ${gameTransfers.action} = ${TransferAction.In} THEN ${gameTransfers.amount} ELSE -${gameTransfers.amount} END), 0)`;
    const [row] = await db
      .select({ v: signed })
      .from(gameTransfers)
      .innerJoin(gameChannels, eq(gameChannels.id, gameTransfers.channelId))
      .where(
        and(
          eq(gameTransfers.memberId, memberId),
          eq(gameTransfers.state, 'posted'),
          gte(gameTransfers.createdAt, since),
          gameType === null ? undefined : sql`${gameChannels.types} ? ${gameType}`,
        ),
      );
    return Math.max(0, Number(row?.v ?? 0));
  }
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${betRecords.betAmount} - ${betRecords.payout}), 0)` })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.memberId, memberId),
        eq(betRecords.status, BetStatus.Settled),
        gte(betRecords.betTime, since),
      ),
    );
  return Number(row?.v ?? 0);
}

/** Roulette segments between the promotion's minimum and maximum bonus. */
export function rouletteSegments(min: number, max: number): number[] {
  const steps = [1, 2, 3, 5, 8, 13, 21];
  const span = Math.max(0, max - min);
  return [...new Set([min, ...steps.map((s) => min + Math.floor((span * s) / 21))])];
}

/**
 * What a claim would be: base amount, bonus and whether it waits for an operator; 400
 * `PROMOTION_NOT_ELIGIBLE` (with the reason) or `COUPON_INVALID` when the type's conditions are not met.
 */
export async function evaluate(
  db: Tx,
  promotion: PromotionRow,
  input: {
    memberId: number;
    amount?: number | undefined;
    coupon?: string | undefined;
    now: number;
    offsetHours: number;
    decimals: number;
  },
) {
  const since = periodStart(promotion.recurrence, input.now, input.offsetHours);
  const money = (m: number) => formatMoney(m, { decimals: input.decimals });
  let base = 0;
  let bonus = 0;
  let verify = false;
  switch (promotion.type) {
    case PromotionType.Manual:
      bonus = promotion.minBonus;
      verify = true;
      break;
    case PromotionType.Transfer: {
      const moved = await sumSince(db, input.memberId, since, 'transfers', promotion.gameType);
      base = input.amount ?? moved;
      if (base < promotion.minApplyAmount)
        notEligible(`transfer at least ${money(promotion.minApplyAmount)}`);
      if (base > moved) notEligible(`only ${money(moved)} was transferred in this period`);
      bonus = clamp(
        applyBasisPoints(base, promotion.bonusRate),
        promotion.minBonus,
        promotion.maxBonus,
      );
      break;
    }
    case PromotionType.FriendsReferral: {
      const [row] = await db
        .select({ n: sql<string>`count(*)` })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, input.memberId));
      if (Number(row?.n ?? 0) < 1) notEligible('invite a friend who makes a deposit');
      bonus = promotion.minBonus;
      break;
    }
    case PromotionType.RedPacket:
      bonus =
        promotion.minBonus + randomInt(Math.max(1, promotion.maxBonus - promotion.minBonus + 1));
      break;
    case PromotionType.Roulette: {
      const segments = rouletteSegments(promotion.minBonus, promotion.maxBonus);
      bonus = segments[randomInt(segments.length)] ?? promotion.minBonus;
      break;
    }
    case PromotionType.RepeatBonus: {
      const largest = await sumSince(db, input.memberId, since, 'maxDeposit');
      base = input.amount !== undefined ? Math.min(input.amount, largest) : largest;
      if (base < Math.max(promotion.minCharge, promotion.minApplyAmount, 1))
        notEligible(
          `deposit at least ${money(Math.max(promotion.minCharge, promotion.minApplyAmount))} first`,
        );
      bonus = clamp(
        applyBasisPoints(base, promotion.bonusRate),
        promotion.minBonus,
        promotion.maxBonus,
      );
      break;
    }
    case PromotionType.Coupon:
      if (
        !input.coupon ||
        !promotion.coupon ||
        input.coupon.trim().toUpperCase() !== promotion.coupon.toUpperCase()
      )
        throw new ApiError('COUPON_INVALID', { field: 'coupon' });
      bonus = promotion.minBonus;
      break;
    case PromotionType.MissionDeposit: {
      base = await sumSince(db, input.memberId, since, 'deposits');
      if (base < promotion.minCharge)
        notEligible(`deposit ${money(promotion.minCharge - base)} more this period`);
      bonus = promotion.minBonus;
      break;
    }
    case PromotionType.MissionLoss: {
      base = Math.max(0, await sumSince(db, input.memberId, since, 'loss'));
      if (base < promotion.minCharge || base === 0)
        notEligible(`net loss of at least ${money(promotion.minCharge)} this period`);
      bonus = clamp(
        applyBasisPoints(base, promotion.bonusRate),
        promotion.minBonus,
        promotion.maxBonus,
      );
      break;
    }
    case PromotionType.MissionCheckIn:
      bonus = promotion.minBonus;
      break;
    default:
      notEligible('unknown promotion type');
  }
  const target =
    promotion.targetTurnover > 0
      ? promotion.targetTurnover
      : applyBasisPoints(base + bonus, promotion.turnoverMultiplier);
  // The brand's bonus wagering cap (responsible gambling): never more than cap × the bonus.
  const { bonus_wagering_cap: cap } = await complianceOf(db, promotion.brandId);
  const capped = cap > 0 && bonus > 0 ? Math.min(target, cap * bonus) : target;
  return { base, bonus, verify, target: capped };
}

/**
 * Whether a promotion is running at `now`: switched on, not retired (`ops promotion:retire`),
 * between its start and end. Nothing is claimed from one that is not.
 */
export function isRunning(promotion: PromotionRow, now: number): boolean {
  return (
    isListed(promotion) &&
    timeStatus(promotion.startAt, promotion.endAt, now) === TimeStatus.InProgress
  );
}

/**
 * Whether a promotion may be shown at all: switched on and not retired. A retired one's claims
 * are kept (and still name it in "my promotions"), but it is neither listed nor opened.
 */
export function isListed(promotion: PromotionRow): boolean {
  return promotion.enabled && promotion.retiredAt === null;
}

/**
 * `promotionId:periodKey` of a member's claims on `promotionIds` that still hold their period
 * (not freed by a cancel or a rejection): what decides both "claimed this period" and a
 * check-in's progress.
 */
async function liveClaimKeys(
  db: Tx,
  memberId: number,
  promotionIds: number[],
): Promise<Set<string>> {
  const live = await db
    .select({ promotionId: promotionClaims.promotionId, periodKey: promotionClaims.periodKey })
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.memberId, memberId),
        inArray(promotionClaims.promotionId, promotionIds),
        notInArray(promotionClaims.status, [...FREED_CLAIM_STATUSES]),
      ),
    );
  return new Set(live.map((c) => `${c.promotionId}:${c.periodKey}`));
}

/**
 * The promotions among `list` a member could claim now: running, no live claim in the current
 * period, and the type's conditions met (the same check an application makes, so `claimable`
 * and the answer to applying agree). A coupon promotion asks for its code only when claiming.
 */
export async function claimableFor(
  db: Tx,
  input: { brand: Brand; memberId: number; now: number; decimals: number },
  list: readonly PromotionRow[],
): Promise<Set<number>> {
  const offsetHours = input.brand.timezoneOffset;
  const running = list.filter((p) => isRunning(p, input.now));
  const out = new Set<number>();
  if (running.length === 0) return out;
  const used = await liveClaimKeys(
    db,
    input.memberId,
    running.map((p) => p.id),
  );
  for (const promotion of running) {
    if (used.has(`${promotion.id}:${periodKey(promotion.recurrence, input.now, offsetHours)}`))
      continue;
    if (promotion.type === PromotionType.Coupon) {
      out.add(promotion.id);
      continue;
    }
    try {
      await evaluate(db, promotion, {
        memberId: input.memberId,
        now: input.now,
        offsetHours,
        decimals: input.decimals,
      });
      out.add(promotion.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'PROMOTION_NOT_ELIGIBLE')) throw error;
    }
  }
  return out;
}

/** The mission types (spec §3: 8 deposit, 9 loss, 10 check-in). */
const MISSION_TYPES: ReadonlySet<number> = new Set([
  PromotionType.MissionDeposit,
  PromotionType.MissionLoss,
  PromotionType.MissionCheckIn,
]);

/**
 * Where a member stands on each running mission among `list` this period, by promotion id:
 * the same sums {@link evaluate} checks (so the bar and the answer to applying agree), in
 * minor units for deposit and loss missions and in check-ins (0 or 1) for check-in ones. The
 * period ends when it resets or when the promotion ends, whichever comes first.
 */
export async function missionProgressFor(
  db: Tx,
  input: { brand: Brand; memberId: number; now: number },
  list: readonly PromotionRow[],
): Promise<Map<number, MissionProgress>> {
  const offsetHours = input.brand.timezoneOffset;
  const missions = list.filter((p) => MISSION_TYPES.has(p.type) && isRunning(p, input.now));
  const out = new Map<number, MissionProgress>();
  if (missions.length === 0) return out;
  const checkIns = missions.filter((p) => p.type === PromotionType.MissionCheckIn);
  const checkedIn =
    checkIns.length > 0
      ? await liveClaimKeys(
          db,
          input.memberId,
          checkIns.map((p) => p.id),
        )
      : new Set<string>();
  for (const promotion of missions) {
    const since = periodStart(promotion.recurrence, input.now, offsetHours);
    let done: number;
    let target: number;
    if (promotion.type === PromotionType.MissionDeposit) {
      done = await sumSince(db, input.memberId, since, 'deposits');
      target = promotion.minCharge;
    } else if (promotion.type === PromotionType.MissionLoss) {
      done = Math.max(0, await sumSince(db, input.memberId, since, 'loss'));
      // evaluate() also refuses a loss of zero, so the least that counts is one minor unit.
      target = Math.max(promotion.minCharge, 1);
    } else {
      const key = periodKey(promotion.recurrence, input.now, offsetHours);
      done = checkedIn.has(`${promotion.id}:${key}`) ? 1 : 0;
      target = 1;
    }
    const resets = periodEnd(promotion.recurrence, input.now, offsetHours)?.getTime();
    const ends = promotion.endAt?.getTime();
    const end = resets === undefined ? ends : ends === undefined ? resets : Math.min(resets, ends);
    out.set(promotion.id, {
      done,
      target,
      period_end: end === undefined ? null : Math.floor(end / 1000),
    });
  }
  return out;
}
