/**
 * Turnover and what it drives, computed from the money records: VIP progress (successful
 * deposits and settled valid bets), the member's VIP standing (its group and withdrawal limits),
 * and the turnover still owed on active promotion claims (which blocks withdrawals). Turnover
 * is read from bet records, so it can never drift from the bet log.
 */
import { BetStatus, DepositStatus, RewardStatus } from '@lobby/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { betRecords } from '../../db/schema/games.ts';
import { deposits } from '../../db/schema/payments.ts';
import { promotionClaims } from '../../db/schema/promotions.ts';
import { vipLevels } from '../../db/schema/vip.ts';
import type { Tx } from './ledger.ts';

/** A VIP level row. */
export type VipLevelRow = typeof vipLevels.$inferSelect;

/** The brand's levels, lowest first. */
export async function levelsOf(db: Tx, brandId: string): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.brandId, brandId))
    .orderBy(asc(vipLevels.level));
}

/** Sum of successful deposits of a member. */
export async function depositTotal(db: Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, DepositStatus.Success)));
  return Number(row?.total ?? 0);
}

/** Sum of valid bets of settled rounds, optionally from an instant on. */
export async function turnoverTotal(db: Tx, memberId: number, since?: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${betRecords.validBet}), 0)` })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.memberId, memberId),
        eq(betRecords.status, BetStatus.Settled),
        ...(since ? [gte(betRecords.betTime, since)] : []),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The member's VIP standing: the highest level whose deposit and turnover conditions are met. */
export async function vipStanding(db: Tx, brandId: string, memberId: number) {
  const levels = await levelsOf(db, brandId);
  const deposit = await depositTotal(db, memberId);
  const turnover = await turnoverTotal(db, memberId);
  let current = levels[0];
  for (const level of levels)
    if (deposit >= level.depositCondition && turnover >= level.turnoverCondition) current = level;
  const next = levels.find((l) => current !== undefined && l.level > current.level);
  return { levels, current, next, deposit, turnover };
}

/** Progress of one claim: turnover counted from its activation, capped at the target. */
export async function claimTurnover(
  db: Tx,
  claim: { memberId: number; activatedAt: Date | null; targetTurnover: number },
): Promise<number> {
  if (!claim.activatedAt) return 0;
  return turnoverTotal(db, claim.memberId, claim.activatedAt);
}

/**
 * The turnover still owed on active claims. A claim whose target is reached is marked
 * completed here (the lifecycle moves on when it is looked at).
 */
export async function turnoverOwed(db: Tx, memberId: number, now: Date): Promise<number> {
  const active = await db
    .select()
    .from(promotionClaims)
    .where(
      and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.status, RewardStatus.Active)),
    );
  let owed = 0;
  for (const claim of active) {
    const done = await claimTurnover(db, claim);
    if (done >= claim.targetTurnover) {
      await db
        .update(promotionClaims)
        .set({ status: RewardStatus.Completed, completedAt: now, updatedAt: now })
        .where(
          and(eq(promotionClaims.id, claim.id), eq(promotionClaims.status, RewardStatus.Active)),
        );
    } else owed += claim.targetTurnover - done;
  }
  return owed;
}
