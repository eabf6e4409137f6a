/**
 * Handlers of `@lobby/contract/wallet`: the wallets, the one list of transaction records and the
 * balance push.
 */
import {
  TransactionKind,
  getWallets,
  listTransactionTypes,
  listTransactions,
  walletEvents,
} from '@lobby/contract/wallet';
import type { TransactionRecord } from '@lobby/contract/wallet';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { gameTransfers } from '../../db/schema/games.ts';
import { walletRecords } from '../../db/schema/ledger.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { openBalanceStream } from './balance-stream.ts';
import { mainWalletBalance } from '../../core/ledger.ts';
import { channelBalancesOf } from '../../core/wallets.ts';
import { paging, qConditions } from '../../core/q-filters.ts';
import { TRANSACTION_KIND_NAMES, textIn } from '../../core/wallet-records.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The wallet area's bindings. */
export function walletRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    // The balance push: a raw Server-Sent Events answer (services/balance-stream.ts).
    bind(walletEvents, async ({ brand, auth, request, reply }) => {
      openBalanceStream(ctx, { brandId: brand.id, auth, request, reply });
      return undefined as never;
    }),

    bind(listTransactions, async ({ brand, auth, query, locale }) => {
      const { page, pageSize, offset } = paging(query);
      const conditions: SQL[] = [
        eq(walletRecords.brandId, brand.id),
        eq(walletRecords.memberId, auth.member.id),
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
        type_name:
          textIn(TRANSACTION_KIND_NAMES[r.type as TransactionKind], locale) || String(r.type),
        amount: r.amount,
        status: r.status,
        order_no: r.orderNo,
        channel_id: r.channelId,
        remark: r.remark,
        created_at: seconds(r.createdAt),
        updated_at: seconds(r.updatedAt),
      }));
      return { list, total: Number(total?.n ?? 0), page, page_size: pageSize };
    }),

    bind(listTransactionTypes, async ({ locale }) =>
      Object.values(TransactionKind).map((id) => ({
        id,
        name: textIn(TRANSACTION_KIND_NAMES[id], locale),
        user_type: 1,
      })),
    ),

    bind(getWallets, async ({ brand, auth }) => {
      const memberId = auth.member.id;
      const pendingRows = await db
        .select({ amount: gameTransfers.amount })
        .from(gameTransfers)
        .where(
          and(eq(gameTransfers.memberId, memberId), inArray(gameTransfers.state, ['pending'])),
        );
      return {
        main: await mainWalletBalance(db, brand.id, memberId),
        games: await channelBalancesOf(db, brand.id, memberId),
        pending: pendingRows.reduce((sum, r) => sum + r.amount, 0),
        currency: brand.currencyCode,
      };
    }),
  ];
}
