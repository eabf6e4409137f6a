/**
 * Bindings of `@lobby/contract/wallet`: the wallets, the one list of transaction records and the
 * balance push.
 */
import {
  TransactionKind,
  getWallets,
  listTransactionTypes,
  listTransactions,
  walletEvents,
} from '@lobby/contract/wallet';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { openBalanceStream } from '../../http/balance-stream.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { TRANSACTION_KIND_NAMES, textIn } from '../../core/money/wallet-records.ts';
import { transactionsOf, walletsOf } from './service.ts';

/** The wallet area's bindings. */
export function walletRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    // The balance push: a raw Server-Sent Events answer (http/balance-stream.ts).
    bind(walletEvents, async ({ brand, auth, request, reply }) => {
      openBalanceStream(ctx, { brandId: brand.id, auth, request, reply });
      return undefined as never;
    }),

    bind(listTransactions, async ({ brand, auth, query, locale }) =>
      transactionsOf(db, brand, auth.member.id, query, paging(query), locale),
    ),

    bind(listTransactionTypes, async ({ locale }) =>
      Object.values(TransactionKind).map((id) => ({
        id,
        name: textIn(TRANSACTION_KIND_NAMES[id], locale),
        user_type: 1,
      })),
    ),

    bind(getWallets, async ({ brand, auth }) => walletsOf(db, brand, auth.member.id)),
  ];
}
