/**
 * `@lobby/contract/wallet`: the member's wallets and the one list of everything that moved
 * money (deposits, withdrawals, transfers, bonuses, adjustments), plus the rules every
 * money-moving call of every area follows.
 *
 * Money-moving calls (`idempotent: true` on a POST) require an `Idempotency-Key` header (1–128
 * of `[A-Za-z0-9_-]`, one fresh key per intended operation). The same key with the same body
 * answers the first answer again; with another body 422 `IDEMPOTENCY_KEY_REUSED`; while the
 * first request is still running 409 `IDEMPOTENCY_IN_FLIGHT`. Keys are kept at least 24 hours.
 * An answer that moved no money (a refusal) is not kept: retrying such a key runs the call again.
 */
import { MinorUnits, TransactionType, UnixSeconds, Wallets } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Paginated, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

// Written in `core/protocol.ts`, which builds no schema, so a browser bundle can use them alone.
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../core/protocol.ts';

/**
 * Kinds of transaction record (the `type` of a record and of `GET /member/transaction/types`).
 * Numbers are Lobby's own (the spec names the list but not its values).
 */
export const TransactionKind = {
  Deposit: 1,
  Withdrawal: 2,
  TransferIn: 3,
  TransferOut: 4,
  Bonus: 5,
  Adjustment: 6,
} as const;
/** A transaction record kind. */
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];

/**
 * Status of a transaction record, common to every kind: 1 pending, 2 success, 3 failed,
 * 4 cancelled. Deposit and withdrawal statuses (spec §3) map onto it value for value.
 */
export const RecordStatus = { Pending: 1, Success: 2, Failed: 3, Cancelled: 4 } as const;
/** A record status. */
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

/** A `q` filter string (spec §7 syntax, parsed by `parseQ`); fields per endpoint. */
export const QField = withMessage(Type.String({ maxLength: 512 }), 'INVALID_FILTER');

/** One transaction record. `amount` is what the main wallet gained (negative when it paid). */
export const TransactionRecord = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    type: Type.Integer({ minimum: 1 }),
    type_name: Type.String(),
    amount: MinorUnits,
    status: Type.Integer({ minimum: 1, maximum: 4 }),
    /** The deposit, withdrawal, transfer or claim number the record belongs to. */
    order_no: Type.String(),
    /** The game channel of a transfer, else null. */
    channel_id: Type.Union([Type.Integer(), Type.Null()]),
    remark: Type.String(),
    created_at: UnixSeconds,
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** One transaction record. */
export type TransactionRecord = Static<typeof TransactionRecord>;

/** GET /member/transaction/list: every record, newest first. */
export const listTransactions = defineEndpoint({
  id: 'wallet.transactions',
  method: 'GET',
  path: '/member/transaction/list',
  auth: true,
  summary: 'Transaction records',
  description:
    'type: one record kind (see /member/transaction/types). q fields: created_at (gt, gte, lt, lte; ten-digit seconds or `yyyy-MM-dd[ HH:mm:ss]` read in the platform timezone), type and status (in, ne), order_no (like, ilike).',
  query: Type.Object(
    {
      type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
      status: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
      q: Type.Optional(QField),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  response: Paginated(TransactionRecord),
  idempotent: true,
});

/** GET /member/transaction/types: the record kinds, named in the request locale. */
export const listTransactionTypes = defineEndpoint({
  id: 'wallet.transactionTypes',
  method: 'GET',
  path: '/member/transaction/types',
  auth: false,
  summary: 'Transaction record kinds',
  response: Type.Array(TransactionType),
  idempotent: true,
});

/** GET /member/wallet/info: the main wallet and every game wallet. */
export const getWallets = defineEndpoint({
  id: 'wallet.info',
  method: 'GET',
  path: '/member/wallet/info',
  auth: true,
  summary: 'Main and game wallets',
  description:
    'games lists every channel (a zero balance where the member never transferred); pending is money on its way between wallets.',
  response: Type.Object(
    {
      ...Wallets.properties,
      pending: MinorUnits,
      currency: Type.String(),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** Every endpoint of the area. */
export const walletEndpoints = [listTransactions, listTransactionTypes, getWallets] as const;
