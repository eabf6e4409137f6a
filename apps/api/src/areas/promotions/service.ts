/**
 * Promotions: the list and detail for a member or a guest, the claim with its period key
 * (unique in the database among live claims: at most one claim per member and period whatever
 * the concurrency, while a cancelled or rejected one gives the period back), payment through
 * the ledger, the reward lifecycle. Eligibility and periods: `eligibility.ts`.
 */
import type { MissionProgress, MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { TransactionKind } from '@lobby/contract/wallet';
import { PromotionType, RewardStatus, TimeStatus, timeStatus } from '@lobby/domain';
import { and, asc, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FREED_CLAIM_STATUSES, promotionClaims, promotions } from '../../db/schema/promotions.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { artworkVersion, media } from '../games/catalogue.ts';
import { currencyDecimals } from '../../core/money/currency.ts';
import type { ClaimedKey } from '../../core/money/idempotency.ts';
import { completeWith } from '../../core/money/idempotency.ts';
import type { Tx } from '../../core/money/ledger.ts';
import { inTransaction, mainWalletBalance, post } from '../../core/money/ledger.ts';
import { claimTurnover } from '../../core/money/turnover.ts';
import { assertNotExcluded } from '../../core/compliance/responsible-gambling.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { addRecord, orderNo, textIn } from '../../core/money/wallet-records.ts';
import {
  claimableFor,
  evaluate,
  isListed,
  isRunning,
  missionProgressFor,
  periodKey,
} from './eligibility.ts';
import type { PromotionRow } from './eligibility.ts';

/** A claim row. */
export type ClaimRow = typeof promotionClaims.$inferSelect;

/** The wire shape of a promotion. */
export function promotionWire(
  row: PromotionRow,
  locale: string,
  now: number,
  claimable: boolean,
  missionProgress: MissionProgress | null = null,
): PromotionItem {
  return {
    id: row.id,
    title: textIn(row.title, locale),
    type: row.type as PromotionItem['type'],
    recurrence: row.recurrence as PromotionItem['recurrence'],
    start_time: row.startAt ? Math.floor(row.startAt.getTime() / 1000) : 0,
    end_time: row.endAt ? Math.floor(row.endAt.getTime() / 1000) : 0,
    min_bonus: row.minBonus,
    max_bonus: row.maxBonus,
    bonus_rate: row.bonusRate,
    min_charge: row.minCharge,
    min_apply_amount: row.minApplyAmount,
    target_turnover: row.targetTurnover,
    coupon: '',
    image: media.promotion(row.id, artworkVersion([row.title, row.colour, row.type])),
    content: textIn(row.content, locale),
    summary: textIn(row.summary, locale),
    category: row.category,
    time_status: timeStatus(row.startAt, row.endAt, now),
    mission_reward: (row.missionReward ?? null) as PromotionItem['mission_reward'],
    needs_coupon: row.type === PromotionType.Coupon,
    claimable,
    mission_progress: missionProgress,
  };
}

/** The wire shape of a claim with its turnover progress. */
export async function claimWire(
  db: Tx,
  claim: ClaimRow,
  promotion: { title: string; type: number },
): Promise<MyPromotion> {
  const turnover =
    claim.status === RewardStatus.Active || claim.status === RewardStatus.Completed
      ? await claimTurnover(db, claim)
      : 0;
  const reached =
    claim.targetTurnover === 0
      ? claim.status === RewardStatus.Completed || claim.status === RewardStatus.Active
        ? 10_000
        : 0
      : Math.min(10_000, Math.floor((turnover * 10_000) / claim.targetTurnover));
  return {
    id: claim.id,
    promotion_id: claim.promotionId,
    title: promotion.title,
    type: promotion.type,
    status: claim.status as MyPromotion['status'],
    base_amount: claim.baseAmount,
    bonus: claim.bonus,
    target_turnover: claim.targetTurnover,
    turnover: claim.targetTurnover > 0 ? Math.min(turnover, claim.targetTurnover) : turnover,
    progress: reached,
    period: claim.periodKey,
    created_at: Math.floor(claim.createdAt.getTime() / 1000),
    updated_at: Math.floor(claim.updatedAt.getTime() / 1000),
  };
}

async function payBonus(
  tx: Tx,
  brand: Brand,
  claim: ClaimRow,
  title: string,
  at: Date,
): Promise<void> {
  if (claim.bonus <= 0) return;
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: 'bonus',
    memberId: claim.memberId,
    ref: `claim:${claim.id}`,
    at,
    legs: [
      { account: { kind: 'promotions' }, amount: -claim.bonus },
      { account: { kind: 'main', memberId: claim.memberId }, amount: claim.bonus },
    ],
  });
  await addRecord(tx, {
    brandId: brand.id,
    memberId: claim.memberId,
    type: TransactionKind.Bonus,
    status: 2,
    amount: claim.bonus,
    orderNo: orderNo('BN', at.getTime()),
    remark: title,
    at,
  });
}

/** A promotion of a brand, or 404. */
export async function promotionOf(db: Tx, brandId: string, id: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Applies for a promotion (in the caller's transaction). */
export async function applyForPromotion(
  tx: Tx,
  input: {
    brand: Brand;
    memberId: number;
    promotionId: number;
    amount?: number | undefined;
    coupon?: string | undefined;
    now: number;
    decimals: number;
    locale: string;
  },
): Promise<ClaimRow> {
  const promotion = await promotionOf(tx, input.brand.id, input.promotionId);
  if (!isRunning(promotion, input.now)) throw new ApiError('PROMOTION_NOT_RUNNING');
  // A bonus is an inducement to play: none is taken up under a time-out or self-exclusion.
  await assertNotExcluded(tx, input.brand, input.memberId);
  const period = periodKey(promotion.recurrence, input.now, input.brand.timezoneOffset);
  const [existing] = await tx
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.promotionId, promotion.id),
        eq(promotionClaims.memberId, input.memberId),
        eq(promotionClaims.periodKey, period),
        notInArray(promotionClaims.status, [...FREED_CLAIM_STATUSES]),
      ),
    );
  if (existing) throw new ApiError('ALREADY_CLAIMED');
  const { base, bonus, verify, target } = await evaluate(tx, promotion, {
    ...input,
    offsetHours: input.brand.timezoneOffset,
  });
  const at = new Date(input.now);
  const [claim] = await tx
    .insert(promotionClaims)
    .values({
      brandId: input.brand.id,
      promotionId: promotion.id,
      memberId: input.memberId,
      periodKey: period,
      status: verify ? RewardStatus.Verifying : RewardStatus.Active,
      baseAmount: base,
      bonus,
      targetTurnover: target,
      activatedAt: verify ? null : at,
      createdAt: at,
      updatedAt: at,
    })
    // The partial unique index over live claims decides a race: the loser inserts nothing.
    .onConflictDoNothing()
    .returning();
  if (!claim) throw new ApiError('ALREADY_CLAIMED');
  if (!verify) await payBonus(tx, input.brand, claim, textIn(promotion.title, input.locale), at);
  return claim;
}

/** The operator's decision on a claim under verification: pay and activate, or reject. */
export async function decideClaim(
  tx: Tx,
  brand: Brand,
  claimId: number,
  approve: boolean,
  at: Date,
): Promise<ClaimRow> {
  const [claim] = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.id, claimId), eq(promotionClaims.brandId, brand.id)))
    .for('update');
  if (!claim) throw new ApiError('NOT_FOUND');
  if (claim.status !== RewardStatus.Verifying) throw new ApiError('CONFLICT');
  const [updated] = await tx
    .update(promotionClaims)
    .set(
      approve
        ? { status: RewardStatus.Active, activatedAt: at, updatedAt: at }
        : { status: RewardStatus.Rejected, updatedAt: at },
    )
    .where(eq(promotionClaims.id, claim.id))
    .returning();
  if (approve && updated) {
    const promotion = await promotionOf(tx, brand.id, claim.promotionId);
    await payBonus(tx, brand, updated, textIn(promotion.title, 'en'), at);
  }
  return updated ?? claim;
}

/** Who asks for promotions: the brand, and the member when signed in (a guest otherwise). */
export interface Viewer {
  brand: Brand;
  /** Absent for a guest. */
  memberId: number | undefined;
}

/** Who may claim: a guest sees every running promotion open, a member their own state. */
async function claimableOf(
  db: Database,
  viewer: Viewer,
  rows: readonly PromotionRow[],
  now: number,
): Promise<(row: PromotionRow) => boolean> {
  const { brand, memberId } = viewer;
  if (memberId === undefined) return (row) => isRunning(row, now);
  const open = await claimableFor(
    db,
    { brand, memberId, now, decimals: await currencyDecimals(db, brand) },
    rows,
  );
  return (row) => open.has(row.id);
}

/** A member's standing on the running missions among `rows`; a guest has none. */
async function progressOf(
  db: Database,
  viewer: Viewer,
  rows: readonly PromotionRow[],
  now: number,
): Promise<(row: PromotionRow) => MissionProgress | null> {
  const { brand, memberId } = viewer;
  if (memberId === undefined) return () => null;
  const found = await missionProgressFor(db, { brand, memberId, now }, rows);
  return (row) => found.get(row.id) ?? null;
}

/**
 * The brand's switched-on promotions neither retired nor ended (of a category and type when
 * given; one not started yet is listed as upcoming, not claimable), in their order, with `claimable` and mission progress for the viewer.
 */
export async function listPromotionItems(
  db: Database,
  viewer: Viewer,
  input: { category?: string | undefined; type?: number | undefined; locale: string; now: number },
): Promise<PromotionItem[]> {
  const { now } = input;
  const rows = (
    await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.brandId, viewer.brand.id),
          eq(promotions.enabled, true),
          isNull(promotions.retiredAt),
          ...(input.category ? [eq(promotions.category, input.category)] : []),
          ...(input.type ? [eq(promotions.type, input.type)] : []),
        ),
      )
      .orderBy(asc(promotions.sort), asc(promotions.id))
  ).filter((p) => timeStatus(p.startAt, p.endAt, now) !== TimeStatus.Ended);
  const claimable = await claimableOf(db, viewer, rows, now);
  const progress = await progressOf(db, viewer, rows, now);
  return rows.map((p) => promotionWire(p, input.locale, now, claimable(p), progress(p)));
}

/** One switched-on, unretired promotion of the brand for the viewer, or 404 `NOT_FOUND`. */
export async function promotionDetail(
  db: Database,
  viewer: Viewer,
  input: { id: number; locale: string; now: number },
): Promise<PromotionItem> {
  const row = await promotionOf(db, viewer.brand.id, input.id);
  if (!isListed(row)) throw new ApiError('NOT_FOUND');
  const { now } = input;
  const claimable = await claimableOf(db, viewer, [row], now);
  const progress = await progressOf(db, viewer, [row], now);
  return promotionWire(row, input.locale, now, claimable(row), progress(row));
}

/**
 * Applies for a promotion and answers the claim with the member's main balance, storing the
 * answer under the request's key in the transaction that pays the bonus (so both commit or
 * neither).
 */
export async function applyWithKey(
  db: Database,
  key: ClaimedKey,
  input: {
    brand: Brand;
    memberId: number;
    promotionId: number;
    amount?: number | undefined;
    coupon?: string | undefined;
    now: number;
    locale: string;
  },
): Promise<{ claim: MyPromotion; money: number }> {
  const { brand, memberId, locale } = input;
  const decimals = await currencyDecimals(db, brand);
  return completeWith(db, key, async (tx) => {
    const claim = await applyForPromotion(tx, {
      brand,
      memberId,
      promotionId: input.promotionId,
      amount: input.amount,
      coupon: input.coupon,
      now: input.now,
      decimals,
      locale,
    });
    const promotion = await promotionOf(tx, brand.id, claim.promotionId);
    return {
      claim: await claimWire(tx, claim, {
        title: textIn(promotion.title, locale),
        type: promotion.type,
      }),
      money: await mainWalletBalance(tx, brand.id, memberId),
    };
  });
}

/** A member's claims (of a status when given), newest first, one page. */
export async function listMyClaims(
  db: Database,
  input: {
    brandId: string;
    memberId: number;
    status?: number | undefined;
    page?: number | undefined;
    page_size?: number | undefined;
    locale: string;
  },
): Promise<{ list: MyPromotion[]; total: number; page: number; page_size: number }> {
  const { page, pageSize, offset } = paging(input);
  const where = and(
    eq(promotionClaims.brandId, input.brandId),
    eq(promotionClaims.memberId, input.memberId),
    ...(input.status ? [eq(promotionClaims.status, input.status)] : []),
  );
  const [total] = await db.select({ n: count() }).from(promotionClaims).where(where);
  const rows = await db
    .select({ claim: promotionClaims, title: promotions.title, type: promotions.type })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(where)
    .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
    .limit(pageSize)
    .offset(offset);
  const list = [];
  for (const r of rows)
    list.push(await claimWire(db, r.claim, { title: textIn(r.title, input.locale), type: r.type }));
  return { list, total: Number(total?.n ?? 0), page, page_size: pageSize };
}

/**
 * Cancels a member's claim still under verification (404 `NOT_FOUND` when not theirs, 409
 * `CONFLICT` once past verification); the claim's period is free again.
 */
export async function cancelClaim(
  db: Database,
  input: { brandId: string; memberId: number; claimId: number; at: Date; locale: string },
): Promise<MyPromotion> {
  const claim = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(promotionClaims)
      .where(
        and(
          eq(promotionClaims.id, input.claimId),
          eq(promotionClaims.memberId, input.memberId),
          eq(promotionClaims.brandId, input.brandId),
        ),
      )
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.status !== RewardStatus.Verifying) throw new ApiError('CONFLICT');
    const [updated] = await tx
      .update(promotionClaims)
      .set({ status: RewardStatus.Cancel, updatedAt: input.at })
      .where(eq(promotionClaims.id, row.id))
      .returning();
    return updated ?? row;
  });
  const promotion = await promotionOf(db, input.brandId, claim.promotionId);
  return claimWire(db, claim, {
    title: textIn(promotion.title, input.locale),
    type: promotion.type,
  });
}
