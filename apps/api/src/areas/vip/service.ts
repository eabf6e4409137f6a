/**
 * VIP upgrade bonuses: every level reached pays its bonus once, ever. The `vip_bonuses`
 * primary key (member, level) is what makes "once" hold under concurrent claims: the second
 * insert conflicts and pays nothing.
 */
import type { VipLevelItem } from '@lobby/contract/vip';
import { TransactionKind } from '@lobby/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { ClaimedKey } from '../../core/money/idempotency.ts';
import { completeWith } from '../../core/money/idempotency.ts';
import type { Database } from '../../db/client.ts';
import { vipBonuses, vipLevels } from '../../db/schema/vip.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { media } from '../games/catalogue.ts';
import type { Tx } from '../../core/money/ledger.ts';
import { mainWalletBalance, post } from '../../core/money/ledger.ts';
import type { VipLevelRow } from '../../core/money/turnover.ts';
import { levelsOf, vipStanding } from '../../core/money/turnover.ts';
import { assertNotExcluded } from '../../core/compliance/responsible-gambling.ts';
import { addRecord, orderNo, textIn } from '../../core/money/wallet-records.ts';

/** The wire shape of a level. */
export function vipWire(row: VipLevelRow, locale: string): VipLevelItem {
  return {
    id: row.id,
    level: row.level,
    name: textIn(row.name, locale),
    deposit_condition: row.depositCondition,
    turnover_condition: row.turnoverCondition,
    upgrade_bonus: row.upgradeBonus,
    daily_withdrawal_amount: row.dailyWithdrawalAmount,
    daily_withdrawal_count: row.dailyWithdrawalCount,
    min_withdrawal: row.minWithdrawal,
    max_withdrawal: row.maxWithdrawal,
    benefits: row.benefits[locale] ?? row.benefits.en ?? [],
    image: media.vip(row.id),
  };
}

/** The member's progress and the bonuses due. */
export async function vipProgress(db: Tx, brand: Brand, memberId: number) {
  const standing = await vipStanding(db, brand.id, memberId);
  const paid = new Set(
    (
      await db
        .select({ level: vipBonuses.level })
        .from(vipBonuses)
        .where(eq(vipBonuses.memberId, memberId))
    ).map((r) => r.level),
  );
  const current = standing.current?.level ?? 0;
  const claimable = standing.levels
    .filter((l) => l.level <= current && l.upgradeBonus > 0 && !paid.has(l.level))
    .map((l) => ({ level: l.level, bonus: l.upgradeBonus }));
  return {
    level: current,
    next_level: standing.next?.level ?? null,
    deposit_total: standing.deposit,
    turnover_total: standing.turnover,
    next_deposit_condition: standing.next?.depositCondition ?? 0,
    next_turnover_condition: standing.next?.turnoverCondition ?? 0,
    claimable,
  };
}

/**
 * Pays every upgrade bonus due (in the caller's transaction); 409 `NOTHING_TO_CLAIM` when none
 * is, 409 `RG_EXCLUDED` under a time-out or self-exclusion.
 */
export async function claimVipBonuses(tx: Tx, brand: Brand, memberId: number, at: Date) {
  // An upgrade bonus is an inducement to play, as a promotion is: none under an exclusion.
  await assertNotExcluded(tx, brand, memberId);
  const progress = await vipProgress(tx, brand, memberId);
  const paid: { level: number; bonus: number }[] = [];
  for (const due of progress.claimable) {
    const inserted = await tx
      .insert(vipBonuses)
      .values({ memberId, level: due.level, amount: due.bonus, paidAt: at })
      .onConflictDoNothing()
      .returning({ level: vipBonuses.level });
    if (!inserted[0]) continue;
    await post(tx, {
      brandId: brand.id,
      currency: brand.currencyCode,
      kind: 'vip_bonus',
      memberId,
      ref: `vip:${memberId}:${due.level}`,
      at,
      legs: [
        { account: { kind: 'promotions' }, amount: -due.bonus },
        { account: { kind: 'main', memberId }, amount: due.bonus },
      ],
    });
    await addRecord(tx, {
      brandId: brand.id,
      memberId,
      type: TransactionKind.Bonus,
      status: 2,
      amount: due.bonus,
      orderNo: orderNo('VB', at.getTime()),
      remark: `VIP ${due.level} upgrade bonus`,
      at,
    });
    paid.push(due);
  }
  if (paid.length === 0) throw new ApiError('NOTHING_TO_CLAIM');
  return paid;
}

/** Every level of the brand, as the wire shows them. */
export async function listLevels(db: Database, brandId: string, locale: string) {
  return (await levelsOf(db, brandId)).map((l) => vipWire(l, locale));
}

/** One level by its number (the same in every brand), or 404 `NOT_FOUND`. */
export async function levelByNumber(db: Database, brandId: string, level: number, locale: string) {
  const [row] = await db
    .select()
    .from(vipLevels)
    .where(and(eq(vipLevels.brandId, brandId), eq(vipLevels.level, level)));
  if (!row) throw new ApiError('NOT_FOUND');
  return vipWire(row, locale);
}

/** Pays every bonus due, storing the answer under the request's key in the same transaction. */
export async function claimBonuses(
  db: Database,
  key: ClaimedKey,
  input: { brand: Brand; memberId: number; at: Date },
) {
  return completeWith(db, key, async (tx) => {
    const paid = await claimVipBonuses(tx, input.brand, input.memberId, input.at);
    return { paid, money: await mainWalletBalance(tx, input.brand.id, input.memberId) };
  });
}
