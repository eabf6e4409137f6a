/**
 * `@lobby/contract/payments`: deposits (bank, crypto and a payment gateway), bank cards and
 * withdrawals, and the demo payment gateway with its signed callback.
 *
 * Deposit and withdrawal statuses are spec §3's: deposit 1 pending, 2 success, 3 failed;
 * withdrawal 1 pending, 2 success, 3 failed, 4 cancel. A withdrawal holds its amount at once;
 * a reject or a cancel gives it back. Money-moving calls need an `Idempotency-Key` (see
 * `@lobby/contract/wallet`).
 */
import {
  BankEntry,
  DepositStatus,
  Id,
  MinorUnits,
  NonNegativeMinorUnits,
  PaymentType,
  UnixSeconds,
  WithdrawalStatus,
  enumSchema,
} from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack, AmountField, IdParams, Paginated, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { BankCardFields, WithdrawalPasswordField } from '../core/fields.ts';
import { QField } from './wallet.ts';

const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** A deposit method with its limits (minor units; 0 = no maximum). */
export const DepositMethod = Type.Object(
  {
    id: Id,
    type: enumSchema(PaymentType),
    name: Type.String(),
    logo: Type.String(),
    min_amount: NonNegativeMinorUnits,
    max_amount: NonNegativeMinorUnits,
    /** Bank: the account to pay into. Crypto: the address and network. Gateway: empty. */
    bank_name: Type.String(),
    account_name: Type.String(),
    account_number: Type.String(),
    network: Type.String(),
    instructions: Type.String({ description: 'In the request locale.' }),
  },
  { additionalProperties: false },
);
/** A deposit method. */
export type DepositMethod = Static<typeof DepositMethod>;

/** One deposit as the member sees it. */
export const DepositRecord = Type.Object(
  {
    id: Id,
    order_no: Type.String(),
    method_id: Id,
    method_name: Type.String(),
    type: enumSchema(PaymentType),
    amount: NonNegativeMinorUnits,
    status: enumSchema(DepositStatus),
    topup_code: Type.String(),
    remark: Type.String(),
    /** Gateway deposits: the gateway page to send the member to while pending, else empty. */
    redirect_url: Type.String(),
    created_at: UnixSeconds,
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** One deposit. */
export type DepositRecord = Static<typeof DepositRecord>;

/** GET /member/deposit/methods: the brand's deposit methods and the top-up code switch. */
export const listDepositMethods = defineEndpoint({
  id: 'payments.depositMethods',
  method: 'GET',
  path: '/member/deposit/methods',
  auth: true,
  summary: 'Deposit methods with their limits',
  query: Type.Object(
    { type: Type.Optional(enumSchema(PaymentType)) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { list: Type.Array(DepositMethod), topup_code_show: Type.Boolean() },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /member/deposit/topup_code: the member's top-up code (bank deposits quote it). */
export const getTopupCode = defineEndpoint({
  id: 'payments.topupCode',
  method: 'GET',
  path: '/member/deposit/topup_code',
  auth: true,
  summary: 'Top-up code',
  description:
    '404 FEATURE_DISABLED unless the brand switches upload.topup_code_show on (operators: `ops brand:set-permission`).',
  response: Type.Object({ code: Type.String() }, { additionalProperties: false }),
  idempotent: true,
});

/** POST /member/deposit/create: a bank or crypto deposit waits for the operator; a gateway one answers the gateway page. */
export const createDeposit = defineEndpoint({
  id: 'payments.deposit',
  method: 'POST',
  path: '/member/deposit/create',
  auth: true,
  summary: 'Start a deposit',
  description:
    'Needs an Idempotency-Key. amount within the method limits (400 VALIDATION_FAILED on amount with key MIN or MAX). A gateway deposit answers redirect_url: send the member there.',
  body: Type.Object(
    {
      method_id: withMessage(
        Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        'PLEASE_SELECT_DEPOSIT_METHOD',
      ),
      amount: AmountField,
      remark: Type.Optional(Type.String({ maxLength: 200 })),
      return_url: Type.Optional(Type.String({ maxLength: 512 })),
    },
    { additionalProperties: false },
  ),
  response: DepositRecord,
  idempotent: true,
});

/** GET /member/deposit/list: deposits, newest first. */
export const listDeposits = defineEndpoint({
  id: 'payments.deposits',
  method: 'GET',
  path: '/member/deposit/list',
  auth: true,
  summary: 'Deposit records',
  description: 'q fields: created_at (gt, gte, lt, lte), status (in, ne).',
  query: Type.Object({ q: Type.Optional(QField), ...PageFields }, { additionalProperties: false }),
  response: Paginated(DepositRecord),
  idempotent: true,
});

/** A bank card (withdrawal account) of the member; the number is masked but its last 4 digits. */
export const BankCard = Type.Object(
  {
    id: Id,
    bank_name: Type.String(),
    bank_type: enumSchema(PaymentType),
    bank_logo: Type.String(),
    account_name: Type.String(),
    account_number: Type.String({ description: 'Masked, e.g. `******7890`.' }),
    branch: Type.String(),
    created_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** A bank card. */
export type BankCard = Static<typeof BankCard>;

/** GET /member/bank_card/list: the member's cards and how many more may be added. */
export const listBankCards = defineEndpoint({
  id: 'payments.bankCards',
  method: 'GET',
  path: '/member/bank_card/list',
  auth: true,
  summary: 'Bank cards',
  response: Type.Object(
    { list: Type.Array(BankCard), max: Type.Integer({ minimum: 0 }), banks: Type.Array(BankEntry) },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/**
 * POST /member/bank_card/add: bank by name from /getBclc; account checked by spec §5. Asks for
 * the withdrawal password: a card is where withdrawals go, so whoever holds only a session (a
 * borrowed phone, a stolen token) must not add one of theirs.
 */
export const addBankCard = defineEndpoint({
  id: 'payments.addBankCard',
  method: 'POST',
  path: '/member/bank_card/add',
  auth: true,
  summary: 'Add a bank card',
  description:
    'Needs the withdrawal password. Refusals: 400 WITHDRAW_PASSWORD_NOT_SET (set one first); 400 WRONG_PASSWORD (field withdraw_password); 429 WITHDRAW_PASSWORD_LOCKED after too many wrong ones; 409 CONFLICT for a card already on file; 400 BANK_CARD_LIMIT at the maximum.',
  body: Type.Object(
    {
      ...BankCardFields,
      withdraw_password: WithdrawalPasswordField,
    },
    { additionalProperties: false },
  ),
  response: BankCard,
  encrypted: ['withdraw_password'],
});

/** DELETE /member/bank_card/:id: removes a card (past withdrawals keep their copy). */
export const deleteBankCard = defineEndpoint({
  id: 'payments.deleteBankCard',
  method: 'DELETE',
  path: '/member/bank_card/:id',
  auth: true,
  summary: 'Delete a bank card',
  params: IdParams,
  response: Ack,
});

/** What the withdrawal screen needs: limits of the member's VIP group and what is left today. */
export const WithdrawInfo = Type.Object(
  {
    money: MinorUnits,
    min_amount: NonNegativeMinorUnits,
    max_amount: NonNegativeMinorUnits,
    daily_amount: NonNegativeMinorUnits,
    daily_count: Type.Integer({ minimum: 0 }),
    used_amount_today: NonNegativeMinorUnits,
    used_count_today: Type.Integer({ minimum: 0 }),
    turnover_required: NonNegativeMinorUnits,
    has_withdraw_password: Type.Boolean(),
    vip_level: Type.Integer({ minimum: 0 }),
    cards: Type.Array(BankCard),
  },
  { additionalProperties: false },
);

/** GET /member/withdraw/info. */
export const getWithdrawInfo = defineEndpoint({
  id: 'payments.withdrawInfo',
  method: 'GET',
  path: '/member/withdraw/info',
  auth: true,
  summary: 'Withdrawal limits and cards',
  description:
    'Limits are 0 when unlimited. turnover_required is the turnover still owed on active promotions.',
  response: WithdrawInfo,
  idempotent: true,
});

/** One withdrawal. */
export const WithdrawalRecord = Type.Object(
  {
    id: Id,
    order_no: Type.String(),
    amount: NonNegativeMinorUnits,
    status: enumSchema(WithdrawalStatus),
    bank_name: Type.String(),
    account_number: Type.String(),
    remark: Type.String(),
    created_at: UnixSeconds,
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** One withdrawal. */
export type WithdrawalRecord = Static<typeof WithdrawalRecord>;

/** POST /member/withdraw/apply: holds the amount until the operator pays or rejects. */
export const applyWithdrawal = defineEndpoint({
  id: 'payments.withdraw',
  method: 'POST',
  path: '/member/withdraw/apply',
  auth: true,
  summary: 'Request a withdrawal',
  description:
    'Needs an Idempotency-Key. Refusals: 400 WITHDRAW_PASSWORD_NOT_SET; 400 WRONG_PASSWORD (field withdraw_password); 429 WITHDRAW_PASSWORD_LOCKED after too many wrong ones (every check of the withdrawal password counts); 400 VALIDATION_FAILED on amount with key MIN or MAX; 400 WITHDRAWAL_LIMIT (daily amount or count); 400 TURNOVER_REQUIRED (with the remaining turnover); 400 INSUFFICIENT_BALANCE.',
  body: Type.Object(
    {
      bank_card_id: withMessage(
        Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        'PLEASE_SELECT_BANK_ACCOUNT',
      ),
      amount: AmountField,
      withdraw_password: WithdrawalPasswordField,
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { withdrawal: WithdrawalRecord, money: MinorUnits },
    { additionalProperties: false },
  ),
  encrypted: ['withdraw_password'],
  idempotent: true,
});

/** POST /member/withdraw/cancel/:id: cancels a pending withdrawal and returns its amount. */
export const cancelWithdrawal = defineEndpoint({
  id: 'payments.withdrawCancel',
  method: 'POST',
  path: '/member/withdraw/cancel/:id',
  auth: true,
  summary: 'Cancel a pending withdrawal',
  description: 'Needs an Idempotency-Key. 409 CONFLICT when it is no longer pending.',
  params: IdParams,
  response: Type.Object(
    { withdrawal: WithdrawalRecord, money: MinorUnits },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /member/withdraw/list: withdrawals, newest first. */
export const listWithdrawals = defineEndpoint({
  id: 'payments.withdrawals',
  method: 'GET',
  path: '/member/withdraw/list',
  auth: true,
  summary: 'Withdrawal records',
  description: 'q fields: created_at (gt, gte, lt, lte), status (in, ne).',
  query: Type.Object({ q: Type.Optional(QField), ...PageFields }, { additionalProperties: false }),
  response: Paginated(WithdrawalRecord),
  idempotent: true,
});

/** Every member-facing endpoint of the area. */
export const paymentsEndpoints = [
  listDepositMethods,
  getTopupCode,
  createDeposit,
  listDeposits,
  listBankCards,
  addBankCard,
  deleteBankCard,
  getWithdrawInfo,
  applyWithdrawal,
  cancelWithdrawal,
  listWithdrawals,
] as const;

/**
 * Headers of a signed gateway callback: Unix seconds and
 * `hex(HMAC-SHA256(gateway secret, timestamp + "." + canonical JSON body))` (keys sorted).
 */
export const GATEWAY_HEADERS = {
  timestamp: 'x-gateway-timestamp',
  signature: 'x-gateway-signature',
} as const;

/** GET /demo/gateway/checkout/:token: the demo gateway's payment page (HTML, Pay or Cancel). */
export const gatewayCheckout = defineEndpoint({
  id: 'gateway.checkout',
  method: 'GET',
  path: '/demo/gateway/checkout/:token',
  auth: false,
  summary: 'Demo gateway: payment page (HTML)',
  params: Type.Object(
    { token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
    { additionalProperties: false },
  ),
  response: Type.String({ description: 'text/html' }),
  tags: ['gateway'],
});

/** POST /demo/gateway/checkout/:token: the member's choice; the gateway then calls back and answers where to go. */
export const gatewayDecide = defineEndpoint({
  id: 'gateway.decide',
  method: 'POST',
  path: '/demo/gateway/checkout/:token',
  auth: false,
  summary: 'Demo gateway: pay or cancel',
  params: Type.Object(
    { token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
    { additionalProperties: false },
  ),
  body: Type.Object(
    { decision: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { status: enumSchema(DepositStatus), return_url: Type.String() },
    { additionalProperties: false },
  ),
  tags: ['gateway'],
});

/** POST /payment/gateway/callback: the gateway's signed server-to-server result. */
export const gatewayCallback = defineEndpoint({
  id: 'gateway.callback',
  method: 'POST',
  path: '/payment/gateway/callback',
  auth: false,
  summary: 'Payment gateway callback (signed)',
  description:
    'Signed (GATEWAY_HEADERS). 401 SIGNATURE_INVALID when unsigned, tampered or older than five minutes; 409 CALLBACK_REPLAYED for an event already received. status: paid or cancelled.',
  body: Type.Object(
    {
      event_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      order_no: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
      currency: Type.String({ maxLength: 10 }),
      status: Type.Union([Type.Literal('paid'), Type.Literal('cancelled')]),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { ok: Type.Literal(true), deposit_status: enumSchema(DepositStatus) },
    { additionalProperties: false },
  ),
  tags: ['gateway'],
});

/** The gateway-facing endpoints. */
export const gatewayEndpoints = [gatewayCheckout, gatewayDecide, gatewayCallback] as const;
