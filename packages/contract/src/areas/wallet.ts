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
export {
  BALANCE_EVENT_NAME,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  UNREAD_EVENT_NAME,
} from '../core/protocol.ts';

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

/**
 * The data of one `balance` event on `wallet.events`: money moved for the member (a deposit
 * credited, an operator adjustment, a withdrawal, a transfer, a game round). `money` is the
 * main wallet balance after the move; `channel_id` names the game wallet that changed too, or
 * is null when only the main wallet did; `at` is when the money moved.
 */
export const BalanceEvent = Type.Object(
  {
    money: MinorUnits,
    channel_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** The data of one `balance` event. */
export type BalanceEvent = Static<typeof BalanceEvent>;

/**
 * GET /member/wallet/events: the member's balance changes and unread-message counts, pushed as
 * Server-Sent Events, so a site shows a deposit, a game round or a new message without
 * polling. Authenticated by the bearer header like every call (read it with `fetch` streaming;
 * `EventSource` cannot send the header, and a token never goes in a URL).
 */
export const walletEvents = defineEndpoint({
  id: 'wallet.events',
  method: 'GET',
  path: '/member/wallet/events',
  auth: true,
  summary: 'Live balance and unread-message changes (Server-Sent Events)',
  description:
    '`text/event-stream`. On connect, one `balance` event with the current main balance (channel_id null) and one `unread` event with the current unread counts; then one `balance` event per committed move of the member\'s money: `event: balance` with `data: {"money", "channel_id", "at"}` (money: the main wallet after the move, minor units; channel_id: the game wallet that changed too, or null; at: Unix seconds); and one `unread` event whenever the member\'s unread messages may have changed (a message or system notice sent, messages read in any session): `event: unread` with `data: {"unread", "inbox", "system"}`, the answer `messages.unreadCount` would give. A comment line every 15 s keeps proxies from closing it. The stream ends when the session is revoked or expires (reconnect with the current token; a 401 then means signed out). At most 5 open streams per member: a sixth answers 429 RATE_LIMITED. Events are a hint that is always safe to act on: the answer of every balance and message endpoint stays the truth. Event names a client does not know are to be ignored.',
  response: Type.String({ description: 'text/event-stream' }),
  idempotent: true,
});

/** Every endpoint of the area. */
export const walletEndpoints = [
  listTransactions,
  listTransactionTypes,
  getWallets,
  walletEvents,
] as const;
