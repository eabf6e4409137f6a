/**
 * Deposits, the demo gateway's settlement, bank cards and withdrawals.
 *
 * Ledger flows: a deposit credits the main wallet from deposit clearing when it succeeds; a
 * withdrawal moves its amount from the main wallet to withdrawal clearing at once (held), then
 * to payouts when the operator pays, or back to the main wallet on reject or cancel. Every
 * status change locks its row first, so approving twice (or approving and cancelling at once)
 * moves the money once.
 */
import type { BankCard, DepositRecord, WithdrawalRecord } from '@lobby/contract/payments';
import { TransactionKind } from '@lobby/contract/wallet';
import {
  DepositStatus,
  PaymentType,
  WithdrawalStatus,
  compactAccount,
  formatMoney,
  lengthBounds,
  validateBankAccount,
} from '@lobby/domain';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { banks } from '../../db/schema/brands.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { members } from '../../db/schema/members.ts';
import { bankCards, deposits, paymentMethods, withdrawals } from '../../db/schema/payments.ts';
import { referralRewards } from '../../db/schema/referral.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError, check, fieldError } from '../../base/errors.ts';
import { safeHttpUrl } from '../../base/origin.ts';
import type { BrandCurrency } from '../../core/money/currency.ts';
import type { ClaimedKey } from '../../core/money/idempotency.ts';
import { completeWith } from '../../core/money/idempotency.ts';
import type { Tx } from '../../core/money/ledger.ts';
import {
  ensureAccount,
  inTransaction,
  mainWalletBalance,
  pgErrorOf,
  post,
} from '../../core/money/ledger.ts';
import { newToken, sha256 } from '../../core/security/tokens.ts';
import type { Database } from '../../db/client.ts';
import { gatewayEvents } from '../../db/schema/payments.ts';
import { addRecord, orderNo, updateRecord } from '../../core/money/wallet-records.ts';
import { turnoverOwed, vipStanding } from '../../core/money/turnover.ts';
import { assertMayDeposit } from '../../core/compliance/responsible-gambling.ts';
import { assertCardNotOnHold } from './new-card-hold.ts';

/** Most bank cards a member may keep. */
export const MAX_BANK_CARDS = 5;
/** Reward paid to a referrer when an invited friend's first deposit succeeds. */
export const REFERRAL_REWARD = 20_00;
/** The smallest first deposit that qualifies a friend for the referral reward. */
export const REFERRAL_MIN_DEPOSIT = 50_00;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A deposit row. */
export type DepositRow = typeof deposits.$inferSelect;
/** A withdrawal row. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The member's top-up code (bank deposits quote it so the operator can match them). */
export function topupCodeOf(memberId: number): string {
  return `TU${memberId.toString(36).toUpperCase().padStart(6, '0')}`;
}

/** Whether the brand shows top-up codes (permission config upload.topup_code_show). */
export function topupShown(brand: Brand): boolean {
  return (
    (brand.permission.upload as { topup_code_show?: number } | undefined)?.topup_code_show === 1
  );
}

/** The wire shape of a deposit. */
export function depositWire(row: DepositRow, methodName: string, redirectUrl = ''): DepositRecord {
  return {
    id: row.id,
    order_no: row.orderNo,
    method_id: row.methodId,
    method_name: methodName,
    type: row.type as DepositRecord['type'],
    amount: row.amount,
    status: row.status as DepositRecord['status'],
    topup_code: row.topupCode,
    remark: row.remark,
    redirect_url: row.status === DepositStatus.Pending ? redirectUrl : '',
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

/** Masks an account number but its last four digits. */
export function maskAccount(number: string): string {
  return number.length <= 4
    ? number
    : `${'*'.repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;
}

/** The wire shape of a withdrawal. */
export function withdrawalWire(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    order_no: row.orderNo,
    amount: row.amount,
    status: row.status as WithdrawalRecord['status'],
    bank_name: row.bankName,
    account_number: maskAccount(row.accountNumber),
    remark: row.remark,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

/**
 * Checks an amount against limits, as `VALIDATION_FAILED` on `amount` with MIN or MAX; the
 * limit is shown as money with the currency's symbol (`RM50.00`), as the member's form shows it.
 */
export function checkLimits(
  amount: number,
  min: number,
  max: number,
  currency: Pick<BrandCurrency, 'symbol' | 'decimals'>,
): void {
  if (min > 0 && amount < min)
    throw fieldError('amount', 'MIN', { min: formatMoney(min, { currency }) });
  if (max > 0 && amount > max)
    throw fieldError('amount', 'MAX', { max: formatMoney(max, { currency }) });
}

/** Creates a deposit (pending) and its record. */
export async function createDeposit(
  tx: Tx,
  input: {
    brand: Brand;
    memberId: number;
    methodId: number;
    amount: number;
    remark: string;
    returnUrl: string;
    gatewayTokenHash: string | null;
    currency: BrandCurrency;
    at: Date;
  },
): Promise<{ row: DepositRow; method: typeof paymentMethods.$inferSelect }> {
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, input.methodId),
        eq(paymentMethods.brandId, input.brand.id),
        eq(paymentMethods.enabled, true),
      ),
    );
  if (!method) throw fieldError('method_id', 'PLEASE_SELECT_DEPOSIT_METHOD');
  checkLimits(input.amount, method.minAmount, method.maxAmount, input.currency);
  // Every deposit path (bank, crypto, gateway) opens here: the member's limits and exclusion too.
  await assertMayDeposit(tx, input.brand, input.memberId, input.amount, input.at.getTime());
  const order = orderNo('DP', input.at.getTime());
  const [row] = await tx
    .insert(deposits)
    .values({
      brandId: input.brand.id,
      memberId: input.memberId,
      methodId: method.id,
      type: method.type,
      orderNo: order,
      amount: input.amount,
      status: DepositStatus.Pending,
      topupCode:
        method.type === PaymentType.Bank && topupShown(input.brand)
          ? topupCodeOf(input.memberId)
          : '',
      remark: input.remark,
      gatewayTokenHash: method.type === PaymentType.Gateway ? input.gatewayTokenHash : null,
      returnUrl: input.returnUrl,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('deposit not created');
  await addRecord(tx, {
    brandId: input.brand.id,
    memberId: input.memberId,
    type: TransactionKind.Deposit,
    status: 1,
    amount: input.amount,
    orderNo: order,
    remark: method.name,
    at: input.at,
  });
  return { row, method };
}

/**
 * Settles a pending deposit: success credits the main wallet (and may pay the referrer's
 * reward for a friend's first deposit); failure only closes it. A settled deposit is answered
 * as it is.
 */
export async function settleDeposit(
  tx: Tx,
  brand: Brand,
  depositId: number,
  success: boolean,
  at: Date,
  reviewer = 'system',
): Promise<DepositRow> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.brandId, brand.id)))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.status !== DepositStatus.Pending) return row;
  if (success) {
    await post(tx, {
      brandId: brand.id,
      currency: brand.currencyCode,
      kind: 'deposit',
      memberId: row.memberId,
      ref: `deposit:${row.id}`,
      at,
      legs: [
        { account: { kind: 'deposit_clearing' }, amount: -row.amount },
        { account: { kind: 'main', memberId: row.memberId }, amount: row.amount },
      ],
    });
  }
  const status = success ? DepositStatus.Success : DepositStatus.Failed;
  const [updated] = await tx
    .update(deposits)
    .set({ status, reviewedBy: reviewer, updatedAt: at })
    .where(eq(deposits.id, row.id))
    .returning();
  await updateRecord(tx, brand.id, row.orderNo, { status: success ? 2 : 3, at });
  if (success) await payReferralReward(tx, brand, row, at);
  return updated ?? row;
}

async function payReferralReward(
  tx: Tx,
  brand: Brand,
  deposit: DepositRow,
  at: Date,
): Promise<void> {
  if (deposit.amount < REFERRAL_MIN_DEPOSIT) return;
  const [friend] = await tx
    .select({ referrerId: members.referrerId, username: members.username })
    .from(members)
    .where(eq(members.id, deposit.memberId));
  if (!friend?.referrerId) return;
  const inserted = await tx
    .insert(referralRewards)
    .values({
      brandId: brand.id,
      referrerId: friend.referrerId,
      friendId: deposit.memberId,
      amount: REFERRAL_REWARD,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!inserted[0]) return;
  const order = orderNo('RF', at.getTime());
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: 'referral_reward',
    memberId: friend.referrerId,
    ref: `referral:${inserted[0].id}`,
    at,
    legs: [
      { account: { kind: 'promotions' }, amount: -REFERRAL_REWARD },
      { account: { kind: 'main', memberId: friend.referrerId }, amount: REFERRAL_REWARD },
    ],
  });
  await addRecord(tx, {
    brandId: brand.id,
    memberId: friend.referrerId,
    type: TransactionKind.Bonus,
    status: 2,
    amount: REFERRAL_REWARD,
    orderNo: order,
    remark: `Referral: ${friend.username}`,
    at,
  });
}

/** The member's active bank cards with bank logos. */
export async function listCards(db: Tx, brand: Brand, memberId: number): Promise<BankCard[]> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(
      and(
        eq(bankCards.memberId, memberId),
        eq(bankCards.brandId, brand.id),
        isNull(bankCards.deletedAt),
      ),
    )
    .orderBy(bankCards.id);
  const logos = new Map(
    (await db.select().from(banks).where(eq(banks.brandId, brand.id))).map((b) => [b.name, b.logo]),
  );
  return rows.map((c) => ({
    id: c.id,
    bank_name: c.bankName,
    bank_type: c.bankType as BankCard['bank_type'],
    bank_logo: logos.get(c.bankName) ?? '',
    account_name: c.accountName,
    account_number: maskAccount(c.accountNumber),
    branch: c.branch,
    created_at: seconds(c.createdAt),
  }));
}

/** Adds a bank card after the spec §5 checks. */
export async function addCard(
  tx: Tx,
  brand: Brand,
  memberId: number,
  input: {
    bank_name: string;
    account_name: string;
    account_number: string;
    branch?: string | undefined;
  },
  at: Date,
): Promise<number> {
  const [bank] = await tx
    .select()
    .from(banks)
    .where(and(eq(banks.brandId, brand.id), eq(banks.name, input.bank_name.trim())));
  if (!bank) throw fieldError('bank_name', 'PLEASE_SELECT_BANK');
  const number = compactAccount(input.account_number);
  check(
    'account_number',
    validateBankAccount(number, bank.type, lengthBounds('configured').bankCard),
  );
  const name = input.account_name.trim();
  if (!name) throw fieldError('account_name', 'PLEASE_FILL_IN_NAME');
  // Serialise a member's card changes so the maximum holds under concurrent adds.
  await tx.execute(sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`);
  const active = await tx
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)));
  if (active.some((c) => c.accountNumber === number && c.bankName === bank.name))
    throw new ApiError('CONFLICT', { field: 'account_number' });
  if (active.length >= MAX_BANK_CARDS)
    throw new ApiError('BANK_CARD_LIMIT', { values: { max: MAX_BANK_CARDS } });
  const [row] = await tx
    .insert(bankCards)
    .values({
      brandId: brand.id,
      memberId,
      bankName: bank.name,
      bankType: bank.type,
      accountName: name,
      accountNumber: number,
      branch: input.branch?.trim() ?? '',
      createdAt: at,
    })
    .returning({ id: bankCards.id });
  if (!row) throw new Error('card not created');
  return row.id;
}

/** Start of the platform day containing `now`. */
export function platformDayStart(now: number, offsetHours: number): Date {
  const shift = offsetHours * 3_600_000;
  return new Date(Math.floor((now + shift) / 86_400_000) * 86_400_000 - shift);
}

/** What the withdrawal screen needs, and what a withdrawal is checked against. */
export async function withdrawLimits(db: Tx, brand: Brand, memberId: number, now: number) {
  const standing = await vipStanding(db, brand.id, memberId);
  const level = standing.current;
  const since = platformDayStart(now, brand.timezoneOffset);
  const [today] = await db
    .select({
      amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, since),
        inArray(withdrawals.status, [WithdrawalStatus.Pending, WithdrawalStatus.Success]),
      ),
    );
  return {
    level: level?.level ?? 0,
    min: level?.minWithdrawal ?? 0,
    max: level?.maxWithdrawal ?? 0,
    dailyAmount: level?.dailyWithdrawalAmount ?? 0,
    dailyCount: level?.dailyWithdrawalCount ?? 0,
    usedAmount: Number(today?.amount ?? 0),
    usedCount: Number(today?.n ?? 0),
  };
}

/** Requests a withdrawal: every check, then the hold. Runs in the caller's transaction. */
export async function requestWithdrawal(
  tx: Tx,
  input: {
    brand: Brand;
    memberId: number;
    cardId: number;
    amount: number;
    currency: BrandCurrency;
    now: number;
  },
): Promise<WithdrawalRow> {
  const { brand, memberId, amount } = input;
  const at = new Date(input.now);
  // One withdrawal at a time per member: the main account row is the lock (opened if needed).
  const mainId = await ensureAccount(tx, brand.id, brand.currencyCode, { kind: 'main', memberId });
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, mainId))
    .for('update');
  const [card] = await tx
    .select()
    .from(bankCards)
    .where(
      and(
        eq(bankCards.id, input.cardId),
        eq(bankCards.memberId, memberId),
        isNull(bankCards.deletedAt),
      ),
    );
  if (!card) throw fieldError('bank_card_id', 'PLEASE_SELECT_BANK_ACCOUNT');
  await assertCardNotOnHold(tx, brand, memberId, card, input.now);
  const limits = await withdrawLimits(tx, brand, memberId, input.now);
  checkLimits(amount, limits.min, limits.max, input.currency);
  if (
    (limits.dailyCount > 0 && limits.usedCount + 1 > limits.dailyCount) ||
    (limits.dailyAmount > 0 && limits.usedAmount + amount > limits.dailyAmount)
  ) {
    throw new ApiError('WITHDRAWAL_LIMIT');
  }
  const owed = await turnoverOwed(tx, memberId, at);
  if (owed > 0)
    throw new ApiError('TURNOVER_REQUIRED', {
      values: { remaining: formatMoney(owed, { currency: input.currency }) },
    });
  const order = orderNo('WD', input.now);
  const [row] = await tx
    .insert(withdrawals)
    .values({
      brandId: brand.id,
      memberId,
      orderNo: order,
      amount,
      status: WithdrawalStatus.Pending,
      bankName: card.bankName,
      accountName: card.accountName,
      accountNumber: card.accountNumber,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('withdrawal not created');
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: 'withdraw_hold',
    memberId,
    ref: `withdrawal:${row.id}`,
    at,
    legs: [
      { account: { kind: 'main', memberId }, amount: -amount },
      { account: { kind: 'withdrawal_clearing' }, amount },
    ],
  });
  await addRecord(tx, {
    brandId: brand.id,
    memberId,
    type: TransactionKind.Withdrawal,
    status: 1,
    amount: -amount,
    orderNo: order,
    remark: `${card.bankName} ${maskAccount(card.accountNumber)}`,
    at,
  });
  return row;
}

/**
 * Moves a pending withdrawal on: `paid` (operator approves), `rejected` (operator) or
 * `cancelled` (member). Reject and cancel return the held amount. Anything not pending is a
 * 409 CONFLICT, so the second of two racing decisions changes nothing.
 */
export async function decideWithdrawal(
  tx: Tx,
  brand: Brand,
  withdrawalId: number,
  decision: 'paid' | 'rejected' | 'cancelled',
  at: Date,
  options: { memberId?: number; remark?: string } = {},
): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.brandId, brand.id)))
    .for('update');
  if (!row || (options.memberId !== undefined && row.memberId !== options.memberId))
    throw new ApiError('NOT_FOUND');
  if (row.status !== WithdrawalStatus.Pending) throw new ApiError('CONFLICT');
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: decision === 'paid' ? 'withdraw_paid' : 'withdraw_release',
    memberId: row.memberId,
    ref: `withdrawal:${row.id}`,
    at,
    legs: [
      { account: { kind: 'withdrawal_clearing' }, amount: -row.amount },
      {
        account:
          decision === 'paid' ? { kind: 'payouts' } : { kind: 'main', memberId: row.memberId },
        amount: row.amount,
      },
    ],
  });
  const status =
    decision === 'paid'
      ? WithdrawalStatus.Success
      : decision === 'rejected'
        ? WithdrawalStatus.Failed
        : WithdrawalStatus.Cancel;
  const [updated] = await tx
    .update(withdrawals)
    .set({ status, remark: options.remark ?? row.remark, updatedAt: at })
    .where(eq(withdrawals.id, row.id))
    .returning();
  await updateRecord(tx, brand.id, row.orderNo, {
    status: decision === 'paid' ? 2 : decision === 'rejected' ? 3 : 4,
    at,
  });
  return updated ?? row;
}

/** The demo gateway's checkout page of a deposit token, on this API's public origin. */
export const checkoutUrl = (origin: string, token: string) =>
  `${origin}/api/v1/demo/gateway/checkout/${token}`;

/**
 * Opens a deposit for a member, storing the answer under the request's key in the same
 * transaction; a gateway deposit answers the checkout page on `origin`.
 */
export async function openDeposit(
  db: Database,
  key: ClaimedKey,
  input: {
    brand: Brand;
    memberId: number;
    body: {
      method_id: number;
      amount: number;
      remark?: string | undefined;
      return_url?: string | undefined;
    };
    origin: string;
    currency: BrandCurrency;
    now: () => number;
  },
) {
  const { brand, memberId, body } = input;
  return completeWith(db, key, async (tx) => {
    const token = newToken();
    const { row, method } = await createDeposit(tx, {
      brand,
      memberId,
      methodId: body.method_id,
      amount: body.amount,
      remark: (body.remark ?? '').trim(),
      returnUrl: safeHttpUrl(body.return_url),
      gatewayTokenHash: sha256(token),
      currency: input.currency,
      at: new Date(input.now()),
    });
    return depositWire(
      row,
      method.name,
      method.type === PaymentType.Gateway ? checkoutUrl(input.origin, token) : '',
    );
  });
}

/** Requests a withdrawal (the password already checked), answering it and the balance after. */
export async function applyForWithdrawal(
  db: Database,
  key: ClaimedKey,
  input: {
    brand: Brand;
    memberId: number;
    cardId: number;
    amount: number;
    currency: BrandCurrency;
    now: () => number;
  },
) {
  const { brand, memberId } = input;
  return completeWith(db, key, async (tx) => {
    const row = await requestWithdrawal(tx, {
      brand,
      memberId,
      cardId: input.cardId,
      amount: input.amount,
      currency: input.currency,
      now: input.now(),
    });
    return {
      withdrawal: withdrawalWire(row),
      money: await mainWalletBalance(tx, brand.id, memberId),
    };
  });
}

/** Cancels a member's own pending withdrawal, answering it and the balance after. */
export async function cancelOwnWithdrawal(
  db: Database,
  key: ClaimedKey,
  input: { brand: Brand; memberId: number; id: number; now: () => number },
) {
  const { brand, memberId } = input;
  return completeWith(db, key, async (tx) => {
    const row = await decideWithdrawal(tx, brand, input.id, 'cancelled', new Date(input.now()), {
      memberId,
    });
    return {
      withdrawal: withdrawalWire(row),
      money: await mainWalletBalance(tx, brand.id, memberId),
    };
  });
}

/** Adds a bank card (the withdrawal password already checked) and answers it as listed. */
export async function addBankCardFor(
  db: Database,
  brand: Brand,
  memberId: number,
  input: Parameters<typeof addCard>[3],
  at: Date,
): Promise<BankCard> {
  const id = await inTransaction(db, (tx) => addCard(tx, brand, memberId, input, at));
  const card = (await listCards(db, brand, memberId)).find((c) => c.id === id);
  if (!card) throw new ApiError('INTERNAL');
  return card;
}

/**
 * Applies a payment gateway's callback (its signature already verified): records the event
 * (a replayed event id is 409 `CALLBACK_REPLAYED`), checks the order and settles it.
 */
export async function applyGatewayCallback(
  db: Database,
  brand: Brand,
  body: { event_id: string; order_no: string; amount: number; currency: string; status: string },
  now: () => number,
) {
  try {
    const row = await inTransaction(db, async (tx) => {
      await tx.insert(gatewayEvents).values({
        eventId: body.event_id,
        orderNo: body.order_no,
        receivedAt: new Date(now()),
      });
      const [deposit] = await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.brandId, brand.id), eq(deposits.orderNo, body.order_no)));
      if (!deposit || deposit.type !== PaymentType.Gateway)
        throw new ApiError('NOT_FOUND', { field: 'order_no' });
      if (deposit.amount !== body.amount || body.currency !== brand.currencyCode)
        throw new ApiError('BAD_REQUEST', { field: 'amount' });
      return settleDeposit(
        tx,
        brand,
        deposit.id,
        body.status === 'paid',
        new Date(now()),
        'gateway',
      );
    });
    return { ok: true as const, deposit_status: row.status as 1 | 2 | 3 };
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw new ApiError('CALLBACK_REPLAYED');
    throw error;
  }
}
