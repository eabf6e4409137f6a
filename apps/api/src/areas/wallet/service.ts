/** The wallet area's reads: the one list of transaction records and the member's wallets. */
import type { TransactionKind, TransactionRecord } from '@lobby/contract/wallet';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { mainWalletBalance } from '../../core/money/ledger.ts';
import type { Paging } from '../../core/lists/q-filters.ts';
import { qConditions } from '../../core/lists/q-filters.ts';
import { TRANSACTION_KIND_NAMES, textIn } from '../../core/money/wallet-records.ts';
import { channelBalancesOf } from '../../core/money/wallets.ts';
import type { Database } from '../../db/client.ts';
import { gameTransfers } from '../../db/schema/games.ts';
import { walletRecords } from '../../db/schema/ledger.ts';
import type { Brand } from '../../base/brands.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A member's transaction records, newest first, filtered by `q`, type and status. */
export async function transactionsOf(
  db: Database,
  brand: Brand,
  memberId: number,
  query: { q?: string | undefined; type?: number | undefined; status?: number | undefined },
  { page, pageSize, offset }: Paging,
  locale: string,
) {
  const conditions: SQL[] = [
    eq(walletRecords.brandId, brand.id),
    eq(walletRecords.memberId, memberId),
    ...qConditions(
      query.q,
      {
        created_at: { column: walletRecords.createdAt, kind: 'time' },
        type: { column: walletRecords.type, kind: 'int' },
        status: { column: walletRecords.status, kind: 'int' },
        order_no: { column: walletRecords.orderNo, kind: 'text' },
      },
      brand.timezoneOffset,
    ),
  ];
  if (query.type) conditions.push(eq(walletRecords.type, query.type));
  if (query.status) conditions.push(eq(walletRecords.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(walletRecords).where(where);
  const rows = await db
    .select()
    .from(walletRecords)
    .where(where)
    .orderBy(desc(walletRecords.createdAt), desc(walletRecords.id))
    .limit(pageSize)
    .offset(offset);
  const list: TransactionRecord[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    type_name: textIn(TRANSACTION_KIND_NAMES[r.type as TransactionKind], locale) || String(r.type),
    amount: r.amount,
    status: r.status,
    order_no: r.orderNo,
    channel_id: r.channelId,
    remark: r.remark,
    created_at: seconds(r.createdAt),
    updated_at: seconds(r.updatedAt),
  }));
  return { list, total: Number(total?.n ?? 0), page, page_size: pageSize };
}

/** A member's main and game wallets, and what pending transfers hold. */
export async function walletsOf(db: Database, brand: Brand, memberId: number) {
  const pendingRows = await db
    .select({ amount: gameTransfers.amount })
    .from(gameTransfers)
    .where(and(eq(gameTransfers.memberId, memberId), inArray(gameTransfers.state, ['pending'])));
  return {
    main: await mainWalletBalance(db, brand.id, memberId),
    games: await channelBalancesOf(db, brand.id, memberId),
    pending: pendingRows.reduce((sum, r) => sum + r.amount, 0),
    currency: brand.currencyCode,
  };
}
