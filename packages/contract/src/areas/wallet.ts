/**
 * `@lobby/contract/wallet`: the member's wallets and the one list of everything that moved
 * money (deposits, withdrawals, transfers, bonuses, adjustments), transfers between the main
 * wallet and the game (provider) wallets, the provider's signed wallet API, plus the rules every
 * money-moving call of every area follows.
 *
 * Transfers are two-phase: the main wallet is debited at once and the money is held until the
 * provider confirms (status 2) or refuses (3, the money goes back). A provider that does not
 * answer leaves the transfer pending (1): it shows in the transfer list and
 * `/member/game/transfer/retry/:id` settles it safely, as does the operator.
 *
 * Money-moving calls (`idempotent: true` on a POST) require an `Idempotency-Key` header (1–128
 * of `[A-Za-z0-9_-]`, one fresh key per intended operation). The same key with the same body
 * answers the first answer again; with another body 422 `IDEMPOTENCY_KEY_REUSED`; while the
 * first request is still running 409 `IDEMPOTENCY_IN_FLIGHT`. Keys are kept at least 24 hours.
 * An answer that moved no money (a refusal) is not kept: retrying such a key runs the call again.
 */
import {
  ChannelBalance,
  GameStatus,
  GameTransferInfo,
  Id,
  MinorUnits,
  NonNegativeMinorUnits,
  TransactionType,
  TransferAction,
  TransferActionSchema,
  UnixSeconds,
  Wallets,
  enumSchema,
} from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { AmountField, IdParams, PageQuery, Paginated, withMessage } from '../core/common.ts';
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

/** A transfer between the main wallet and a game wallet. */
export const TransferRecord = Type.Object(
  {
    id: Id,
    order_no: Type.String(),
    action: TransferActionSchema,
    channel_id: Id,
    channel_name: Type.String(),
    amount: NonNegativeMinorUnits,
    status: Type.Integer({
      minimum: 1,
      maximum: 3,
      description: '1 pending, 2 success, 3 failed (money returned).',
    }),
    created_at: UnixSeconds,
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** A transfer record. */
export type TransferRecord = Static<typeof TransferRecord>;

/** The balances after a transfer. */
export const TransferResult = Type.Object(
  {
    transfer: TransferRecord,
    money: MinorUnits,
    channel_balance: MinorUnits,
  },
  { additionalProperties: false },
);

/** POST /member/game/transfer: action 1 moves money into the channel's wallet, 2 out of it. */
export const transfer = defineEndpoint({
  id: 'games.transfer',
  method: 'POST',
  path: '/member/game/transfer',
  auth: true,
  summary: 'Transfer between the main wallet and a game wallet',
  description:
    'Needs an Idempotency-Key. 400 INSUFFICIENT_BALANCE when the source wallet is short; 400 VALIDATION_FAILED on amount with key TRANSFER_LIMIT_NOT_MET when a transfer in is below the channel transfer_in_limit; 409 GAME_UNAVAILABLE for a closed channel (and for transfers in during maintenance); 502 PROVIDER_UNAVAILABLE when the provider refused (the money is back).',
  body: Type.Object(
    {
      action: withMessage(TransferActionSchema, 'PLEASE_SELECT_TRANSFER_TO'),
      amount: AmountField,
      channel_id: withMessage(
        Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        'PLEASE_SELECT_TRANSFER_IN',
      ),
    },
    { additionalProperties: false },
  ),
  response: TransferResult,
  idempotent: true,
});

/** GET /member/game/transfer_info: the channel's transfer limit (spec §5 warning). */
export const getTransferInfo = defineEndpoint({
  id: 'games.transferInfo',
  method: 'GET',
  path: '/member/game/transfer_info',
  auth: true,
  summary: 'Transfer limit of a channel',
  query: Type.Object(
    {
      channel_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      action: Type.Optional(enumSchema(TransferAction)),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      ...GameTransferInfo.properties,
      channel_id: Id,
      balance: MinorUnits,
      money: MinorUnits,
      status: enumSchema(GameStatus),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /member/game/channel-balance/:id: one game wallet. */
export const getChannelBalance = defineEndpoint({
  id: 'games.channelBalance',
  method: 'GET',
  path: '/member/game/channel-balance/:id',
  auth: true,
  summary: 'Balance of one game wallet',
  params: IdParams,
  response: ChannelBalance,
  idempotent: true,
});

/** POST /member/game/recall_all: bring every game wallet back to the main wallet. */
export const recallAll = defineEndpoint({
  id: 'games.recallAll',
  method: 'POST',
  path: '/member/game/recall_all',
  auth: true,
  summary: 'Recall every game wallet to the main wallet',
  description:
    'Needs an Idempotency-Key. Each non-empty game wallet is transferred out; one failing channel does not stop the others.',
  response: Type.Object(
    {
      money: MinorUnits,
      recalled: NonNegativeMinorUnits,
      results: Type.Array(
        Type.Object(
          {
            channel_id: Id,
            name: Type.String(),
            amount: NonNegativeMinorUnits,
            status: Type.Integer({ minimum: 1, maximum: 3 }),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /member/game/transfer/list: transfers, newest first (pending ones included). */
export const listTransfers = defineEndpoint({
  id: 'games.transfers',
  method: 'GET',
  path: '/member/game/transfer/list',
  auth: true,
  summary: 'Transfer records',
  query: Type.Object(
    {
      channel_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
      status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
      ...PageQuery.properties,
    },
    { additionalProperties: false },
  ),
  response: Paginated(TransferRecord),
  idempotent: true,
});

/** POST /member/game/transfer/retry/:id: settles a pending transfer by asking the provider. */
export const retryTransfer = defineEndpoint({
  id: 'games.transferRetry',
  method: 'POST',
  path: '/member/game/transfer/retry/:id',
  auth: true,
  summary: 'Settle a pending transfer',
  description:
    'Needs an Idempotency-Key. Safe to call any number of times: a settled transfer answers as it is.',
  params: IdParams,
  response: TransferRecord,
  idempotent: true,
});

/** Every member-facing endpoint of the area. */
export const walletEndpoints = [
  listTransactions,
  listTransactionTypes,
  getWallets,
  walletEvents,
  transfer,
  getTransferInfo,
  getChannelBalance,
  recallAll,
  listTransfers,
  retryTransfer,
] as const;

/**
 * Headers of a signed provider call: the channel code, Unix seconds and
 * `hex(HMAC-SHA256(channel secret, timestamp + "." + canonical JSON body))`, where the canonical
 * JSON has its keys sorted. Calls older than five minutes, unsigned or wrongly signed answer 401
 * `SIGNATURE_INVALID`.
 */
export const PROVIDER_HEADERS = {
  channel: 'x-provider-channel',
  timestamp: 'x-provider-timestamp',
  signature: 'x-provider-signature',
} as const;

const ProviderPlayer = {
  player_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
};

/** A provider wallet answer: the game wallet balance after the call. */
export const ProviderWalletAnswer = Type.Object(
  { balance: MinorUnits, transaction_id: Type.String(), duplicate: Type.Boolean() },
  { additionalProperties: false },
);

/** POST /provider/wallet/balance: the player's game wallet, for the provider. */
export const providerBalance = defineEndpoint({
  id: 'provider.balance',
  method: 'POST',
  path: '/provider/wallet/balance',
  auth: false,
  summary: 'Provider wallet API: balance (signed)',
  description: 'Server to server, signed (see PROVIDER_HEADERS).',
  body: Type.Object(ProviderPlayer, { additionalProperties: false }),
  response: Type.Object({ balance: MinorUnits }, { additionalProperties: false }),
  tags: ['provider'],
});

/** POST /provider/wallet/debit: takes a bet from the game wallet and opens its bet record. */
export const providerDebit = defineEndpoint({
  id: 'provider.debit',
  method: 'POST',
  path: '/provider/wallet/debit',
  auth: false,
  summary: 'Provider wallet API: debit a bet (signed)',
  description:
    'transaction_id is unique per channel: a repeated call answers the first result (duplicate: true) and moves nothing. A stake that would pass the player’s loss or wager limit answers 400 RG_LIMIT_REACHED, and one during a time-out or self-exclusion 409 RG_EXCLUDED: the round must not be played.',
  body: Type.Object(
    {
      ...ProviderPlayer,
      transaction_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
      round_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
      game_code: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    },
    { additionalProperties: false },
  ),
  response: ProviderWalletAnswer,
  idempotent: true,
  tags: ['provider'],
});

/** POST /provider/wallet/credit: settles a round (payout 0 for a loss) and its bet record. */
export const providerCredit = defineEndpoint({
  id: 'provider.credit',
  method: 'POST',
  path: '/provider/wallet/credit',
  auth: false,
  summary: 'Provider wallet API: settle a round (signed)',
  body: Type.Object(
    {
      ...ProviderPlayer,
      transaction_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
      round_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
      amount: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
      detail: Type.Optional(Type.String({ maxLength: 256 })),
    },
    { additionalProperties: false },
  ),
  response: ProviderWalletAnswer,
  idempotent: true,
  tags: ['provider'],
});

/** POST /provider/wallet/rollback: cancels an unsettled round and refunds its bet. */
export const providerRollback = defineEndpoint({
  id: 'provider.rollback',
  method: 'POST',
  path: '/provider/wallet/rollback',
  auth: false,
  summary: 'Provider wallet API: cancel a round (signed)',
  body: Type.Object(
    {
      ...ProviderPlayer,
      transaction_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
      round_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:-]+$' }),
    },
    { additionalProperties: false },
  ),
  response: ProviderWalletAnswer,
  idempotent: true,
  tags: ['provider'],
});

/** The signed wallet API a game provider calls (server to server; the SDK leaves it out). */
export const providerWalletEndpoints = [
  providerBalance,
  providerDebit,
  providerCredit,
  providerRollback,
] as const;
