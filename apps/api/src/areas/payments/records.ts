/**
 * The payments area's reads for a member: deposit methods, deposit and withdrawal lists, bank
 * cards with the brand's banks, the withdrawal page's figures, and deleting a card.
 */
import type { DepositMethod } from '@lobby/contract/payments';
import { PaymentType } from '@lobby/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { mainWalletBalance } from '../../core/money/ledger.ts';
import { turnoverOwed } from '../../core/money/turnover.ts';
import type { Paging } from '../../core/lists/q-filters.ts';
import { qConditions } from '../../core/lists/q-filters.ts';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import { banks } from '../../db/schema/brands.ts';
import { bankCards, deposits, paymentMethods, withdrawals } from '../../db/schema/payments.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { depositWire, listCards, topupShown, withdrawLimits, withdrawalWire } from './service.ts';

async function methodNames(db: Database, brandId: string) {
  return new Map(
    (
      await db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(eq(paymentMethods.brandId, brandId))
    ).map((m) => [m.id, m.name]),
  );
}

/** The brand's enabled deposit methods (of one type when given), with the top-up code switch. */
export async function depositMethods(
  db: Database,
  brand: Brand,
  type: number | undefined,
  locale: string,
) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.brandId, brand.id),
        eq(paymentMethods.enabled, true),
        ...(type ? [eq(paymentMethods.type, type)] : []),
      ),
    )
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  const logos = new Map(
    (await db.select().from(banks).where(eq(banks.brandId, brand.id))).map((b) => [b.name, b.logo]),
  );
  const list: DepositMethod[] = rows.map((m) => ({
    id: m.id,
    type: m.type as DepositMethod['type'],
    name: m.name,
    logo:
      logos.get(m.bankName) ??
      `/media/type/${m.type === PaymentType.Crypto ? 'Lottery' : 'Casino'}.svg`,
    min_amount: m.minAmount,
    max_amount: m.maxAmount,
    bank_name: m.bankName,
    account_name: m.accountName,
    account_number: m.accountNumber,
    network: m.network,
    instructions: textIn(m.instructions, locale),
  }));
  return { list, topup_code_show: topupShown(brand) };
}

/** A member's deposits, newest first, filtered by `q` (created_at, status). */
export async function depositsOf(
  db: Database,
  brand: Brand,
  memberId: number,
  q: string | undefined,
  { page, pageSize, offset }: Paging,
) {
  const where = and(
    eq(deposits.brandId, brand.id),
    eq(deposits.memberId, memberId),
    ...qConditions(
      q,
      {
        created_at: { column: deposits.createdAt, kind: 'time' },
        status: { column: deposits.status, kind: 'int' },
      },
      brand.timezoneOffset,
    ),
  );
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const rows = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(pageSize)
    .offset(offset);
  const names = await methodNames(db, brand.id);
  return {
    list: rows.map((r) => depositWire(r, names.get(r.methodId) ?? '')),
    total: Number(total?.n ?? 0),
    page,
    page_size: pageSize,
  };
}

/** A member's bank cards with the most allowed and the brand's banks. */
export async function cardsPage(db: Database, brand: Brand, memberId: number) {
  const list = await listCards(db, brand, memberId);
  const bankRows = await db
    .select()
    .from(banks)
    .where(eq(banks.brandId, brand.id))
    .orderBy(asc(banks.idx));
  return {
    list,
    max: 5,
    banks: bankRows.map((b) => ({
      name: b.name,
      type: b.type as 1 | 2 | 3,
      idx: b.idx,
      logo: b.logo,
    })),
  };
}

/** Deletes (softly) one of a member's cards, or 404 `NOT_FOUND`. */
export async function deleteCard(
  db: Database,
  brand: Brand,
  memberId: number,
  id: number,
  at: Date,
) {
  const gone = await db
    .update(bankCards)
    .set({ deletedAt: at })
    .where(
      and(
        eq(bankCards.id, id),
        eq(bankCards.memberId, memberId),
        eq(bankCards.brandId, brand.id),
        isNull(bankCards.deletedAt),
      ),
    )
    .returning({ id: bankCards.id });
  if (gone.length === 0) throw new ApiError('NOT_FOUND');
  return { ok: true as const };
}

/** What the withdrawal page shows: balance, limits, today's use, turnover owed and the cards. */
export async function withdrawInfo(
  db: Database,
  brand: Brand,
  member: { id: number; withdrawPasswordHash: string | null },
  now: number,
) {
  const limits = await withdrawLimits(db, brand, member.id, now);
  return {
    money: await mainWalletBalance(db, brand.id, member.id),
    min_amount: limits.min,
    max_amount: limits.max,
    daily_amount: limits.dailyAmount,
    daily_count: limits.dailyCount,
    used_amount_today: limits.usedAmount,
    used_count_today: limits.usedCount,
    turnover_required: await turnoverOwed(db, member.id, new Date(now)),
    has_withdraw_password: member.withdrawPasswordHash !== null,
    vip_level: limits.level,
    cards: await listCards(db, brand, member.id),
  };
}

/** A member's withdrawals, newest first, filtered by `q` (created_at, status). */
export async function withdrawalsOf(
  db: Database,
  brand: Brand,
  memberId: number,
  q: string | undefined,
  { page, pageSize, offset }: Paging,
) {
  const conditions: SQL[] = [
    eq(withdrawals.brandId, brand.id),
    eq(withdrawals.memberId, memberId),
    ...qConditions(
      q,
      {
        created_at: { column: withdrawals.createdAt, kind: 'time' },
        status: { column: withdrawals.status, kind: 'int' },
      },
      brand.timezoneOffset,
    ),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset(offset);
  return {
    list: rows.map(withdrawalWire),
    total: Number(total?.n ?? 0),
    page,
    page_size: pageSize,
  };
}
