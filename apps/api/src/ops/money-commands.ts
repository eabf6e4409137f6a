/**
 * The operator's money and programme tools (issue #4): approve or reject deposits and
 * withdrawals, reconcile the ledger, settle stuck transfers, adjust a balance, set a channel's
 * or game's status (and the demo provider's drill mode), review promotion claims and KYC
 * documents, send messages. Plain functions over a context; `money-dispatch.ts` parses the
 * CLI arguments.
 */
import { TransactionKind } from '@lobby/contract/wallet';
import { DepositStatus, WithdrawalStatus } from '@lobby/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { brands } from '../db/schema/brands.ts';
import { gameChannels, games } from '../db/schema/games.ts';
import { kycDocuments } from '../db/schema/kyc.ts';
import { messages } from '../db/schema/messages.ts';
import { deposits, withdrawals } from '../db/schema/payments.ts';
import { promotionClaims } from '../db/schema/promotions.ts';
import type { Brand } from '../base/brands.ts';
import type { AppContext } from '../core/context.ts';
import { purgeExpiredKeys } from '../core/money/idempotency.ts';
import { publishUnreadChanged } from '../core/messaging/member-stream.ts';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { inTransaction, operatorBalances, post, reconcile } from '../core/money/ledger.ts';
import { moneyOf } from '../core/money/money-context.ts';
import { decideWithdrawal, settleDeposit } from '../areas/payments/service.ts';
import { decideClaim } from '../areas/promotions/service.ts';
import { recallUnderExclusionOf } from '../areas/responsible-gambling/service.ts';
import { recoverPendingTransfers } from '../core/money/transfers.ts';
import { addRecord, orderNo } from '../core/money/wallet-records.ts';
import { findMemberByUsername } from '../core/security/members.ts';
import { exclusionEnd } from '../core/compliance/responsible-gambling.ts';
import { brandCurrency, formatOpsAmount, usernamesOf } from './amounts.ts';
import { OpsError } from './ops-error.ts';

async function brandOf(ctx: AppContext, brandId: string): Promise<Brand> {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  return brand;
}

async function depositByOrder(ctx: AppContext, brand: Brand, order: string) {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.brandId, brand.id), eq(deposits.orderNo, order)));
  if (!row) throw new OpsError(`No deposit "${order}" in brand "${brand.id}"`);
  return row;
}

/**
 * Pending deposits and withdrawals of a brand, oldest first (the operator's queue): who asked
 * (username) and how much, formatted in the brand's currency (`25.00 USD`).
 */
export async function opsPendingPayments(ctx: AppContext, brandId: string) {
  const currency = await brandCurrency(ctx, brandId);
  const d = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.brandId, brandId), eq(deposits.status, DepositStatus.Pending)))
    .orderBy(deposits.id)
    .limit(100);
  const w = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, WithdrawalStatus.Pending)))
    .orderBy(withdrawals.id)
    .limit(100);
  const names = await usernamesOf(
    ctx,
    [...d, ...w].map((r) => r.memberId),
  );
  return {
    deposits: d.map((r) => ({
      order_no: r.orderNo,
      username: names.get(r.memberId) ?? `#${r.memberId}`,
      amount: formatOpsAmount(r.amount, currency),
      type: r.type,
      topup_code: r.topupCode,
    })),
    withdrawals: w.map((r) => ({
      order_no: r.orderNo,
      username: names.get(r.memberId) ?? `#${r.memberId}`,
      amount: formatOpsAmount(r.amount, currency),
      bank: `${r.bankName} ${r.accountNumber}`,
    })),
  };
}

/** Approves (credits) or rejects a pending deposit. */
export async function opsDecideDeposit(
  ctx: AppContext,
  brandId: string,
  order: string,
  approve: boolean,
) {
  const brand = await brandOf(ctx, brandId);
  const row = await depositByOrder(ctx, brand, order);
  if (row.status !== DepositStatus.Pending)
    throw new OpsError(`Deposit ${order} is not pending (status ${row.status})`);
  const settled = await inTransaction(ctx.db, (tx) =>
    settleDeposit(tx, brand, row.id, approve, new Date(ctx.now()), 'ops'),
  );
  return {
    order_no: settled.orderNo,
    status: settled.status,
    amount: formatOpsAmount(settled.amount, await brandCurrency(ctx, brand.id)),
  };
}

/** Pays (approve) or rejects a pending withdrawal; a reject returns the held amount. */
export async function opsDecideWithdrawal(
  ctx: AppContext,
  brandId: string,
  order: string,
  approve: boolean,
  remark?: string,
) {
  const brand = await brandOf(ctx, brandId);
  const [row] = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.brandId, brand.id), eq(withdrawals.orderNo, order)));
  if (!row) throw new OpsError(`No withdrawal "${order}" in brand "${brand.id}"`);
  if (row.status !== WithdrawalStatus.Pending)
    throw new OpsError(`Withdrawal ${order} is not pending (status ${row.status})`);
  const decided = await inTransaction(ctx.db, (tx) =>
    decideWithdrawal(
      tx,
      brand,
      row.id,
      approve ? 'paid' : 'rejected',
      new Date(ctx.now()),
      remark !== undefined ? { remark } : {},
    ),
  );
  return {
    order_no: decided.orderNo,
    status: decided.status,
    amount: formatOpsAmount(decided.amount, await brandCurrency(ctx, brand.id)),
  };
}

/**
 * Reconciles one brand's ledger: the counts, the differences found, the sum of every entry
 * (`total`, zero in a sound ledger), what members hold (`member_total`) and the operator
 * accounts' balances, every amount as money in the brand's currency (`1,234.50 MYR`).
 */
async function reconcileBrand(ctx: AppContext, brandId: string) {
  const currency = await brandCurrency(ctx, brandId);
  const money = (minor: number) => formatOpsAmount(minor, currency);
  const report = await reconcile(ctx.db, brandId, { amount: money });
  const operators = await operatorBalances(ctx.db, brandId);
  return {
    ok: report.differences.length === 0,
    brand: brandId,
    currency: currency.code,
    accounts: report.accounts,
    transactions: report.transactions,
    entries: report.entries,
    total: money(report.total),
    member_total: money(report.memberTotal),
    differences: report.differences,
    operator_balances: Object.fromEntries(
      [...operators].map(([key, minor]) => [key, money(minor)]),
    ),
  };
}

/**
 * Reconciles the ledger of one brand or, without one, of every brand, each in its own currency
 * (amounts of different currencies are never added together). `ok` is false when any brand
 * has a difference (the CLI then exits 1).
 */
export async function opsReconcile(ctx: AppContext, brandId?: string) {
  if (brandId !== undefined) return reconcileBrand(ctx, brandId);
  const ids = (await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id))).map(
    (r) => r.id,
  );
  const reports = [];
  for (const id of ids) reports.push(await reconcileBrand(ctx, id));
  return { ok: reports.every((r) => r.ok), brands: reports };
}

/** Settles transfers pending for longer than `olderThanSeconds` by asking their provider. */
export async function opsRecoverTransfers(ctx: AppContext, olderThanSeconds = 60) {
  const settled = await recoverPendingTransfers(
    moneyOf(ctx),
    (id) => ctx.brands.byId(id),
    olderThanSeconds * 1000,
  );
  // A transfer in that settles now (or that a member's retry finished after a crash) may land
  // money in the game wallet of a member whose time-out or self-exclusion began meanwhile: it
  // is recalled at once, as the sweeper would on its next run, so that nothing is left to play.
  const recalled = await recallUnderExclusionOf(ctx);
  return { settled: settled.length, transfers: settled, recalled };
}

/** Credits (positive) or debits (negative) a member's main wallet against the adjustments account. */
export async function opsAdjust(
  ctx: AppContext,
  brandId: string,
  username: string,
  amount: number,
  remark: string,
) {
  const brand = await brandOf(ctx, brandId);
  if (!Number.isSafeInteger(amount)) throw new OpsError('--amount must be whole minor units');
  if (amount === 0) throw new OpsError('--amount must not be zero');
  const member = await findMemberByUsername(ctx.db, brand.id, username);
  if (!member) throw new OpsError(`No member "${username}" in brand "${brand.id}"`);
  const at = new Date(ctx.now());
  const order = orderNo('AJ', at.getTime());
  await inTransaction(ctx.db, async (tx) => {
    await post(tx, {
      brandId: brand.id,
      currency: brand.currencyCode,
      kind: 'adjustment',
      memberId: member.id,
      ref: `adjustment:${order}`,
      at,
      legs: [
        { account: { kind: 'adjustments' }, amount: -amount },
        { account: { kind: 'main', memberId: member.id }, amount },
      ],
    });
    await addRecord(tx, {
      brandId: brand.id,
      memberId: member.id,
      type: TransactionKind.Adjustment,
      status: 2,
      amount,
      orderNo: order,
      remark,
      at,
    });
  });
  return {
    order_no: order,
    username: member.username,
    amount: formatOpsAmount(amount, await brandCurrency(ctx, brand.id)),
  };
}

/**
 * Sets a channel's status (0 closed, 1 open, 2 maintain, 3 partially closed), its demo drill mode
 * and/or its transfer-in limit (the smallest transfer into it, minor units; 0 for none), which
 * `/member/game/transfer_info` answers and transfers in are held to.
 */
export async function opsSetChannel(
  ctx: AppContext,
  brandId: string,
  code: string,
  patch: { status?: number; mode?: string; transferInLimit?: number },
) {
  const currency = await brandCurrency(ctx, brandId);
  if (patch.status !== undefined && ![0, 1, 2, 3].includes(patch.status))
    throw new OpsError('--status must be 0, 1, 2 or 3');
  if (patch.mode !== undefined && !['ok', 'fail', 'timeout', 'drop'].includes(patch.mode))
    throw new OpsError('--mode must be ok, fail, timeout or drop');
  if (
    patch.transferInLimit !== undefined &&
    (!Number.isSafeInteger(patch.transferInLimit) || patch.transferInLimit < 0)
  )
    throw new OpsError('--transfer-in-limit must be a non-negative integer of minor units');
  if (Object.values(patch).every((value) => value === undefined))
    throw new OpsError('Give at least one of --status, --mode, --transfer-in-limit');
  const rows = await ctx.db
    .update(gameChannels)
    .set({
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.mode !== undefined ? { demoMode: patch.mode } : {}),
      ...(patch.transferInLimit !== undefined ? { transferInLimit: patch.transferInLimit } : {}),
    })
    .where(and(eq(gameChannels.brandId, brandId), eq(gameChannels.code, code)))
    .returning({
      id: gameChannels.id,
      code: gameChannels.code,
      status: gameChannels.status,
      mode: gameChannels.demoMode,
      transfer_in_limit: gameChannels.transferInLimit,
    });
  const [row] = rows;
  if (!row) throw new OpsError(`No channel "${code}" in brand "${brandId}"`);
  // Members' transfers read the channel from a cache: every instance drops the brand's now.
  announceConfigChange(ctx.cluster, brandId);
  return { ...row, transfer_in_limit: formatOpsAmount(row.transfer_in_limit, currency) };
}

/** Sets a game's status. */
export async function opsSetGameStatus(
  ctx: AppContext,
  brandId: string,
  gameId: number,
  status: number,
) {
  await brandOf(ctx, brandId);
  if (![0, 1, 2, 3].includes(status)) throw new OpsError('--status must be 0, 1, 2 or 3');
  const rows = await ctx.db
    .update(games)
    .set({ status })
    .where(and(eq(games.brandId, brandId), eq(games.id, gameId)))
    .returning({ id: games.id, name: games.name, status: games.status });
  if (!rows[0]) throw new OpsError(`No game ${gameId} in brand "${brandId}"`);
  return rows[0];
}

/** Claims waiting for review (manual promotions): who claimed, and the bonus in the brand's currency. */
export async function opsPendingClaims(ctx: AppContext, brandId: string) {
  const currency = await brandCurrency(ctx, brandId);
  const rows = await ctx.db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.brandId, brandId), eq(promotionClaims.status, 1)))
    .orderBy(promotionClaims.id);
  const names = await usernamesOf(
    ctx,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({
    id: r.id,
    promotion_id: r.promotionId,
    username: names.get(r.memberId) ?? `#${r.memberId}`,
    bonus: formatOpsAmount(r.bonus, currency),
  }));
}

/** Approves (pays) or rejects a claim under verification. */
export async function opsDecideClaim(
  ctx: AppContext,
  brandId: string,
  claimId: number,
  approve: boolean,
) {
  const brand = await brandOf(ctx, brandId);
  const claim = await inTransaction(ctx.db, (tx) =>
    decideClaim(tx, brand, claimId, approve, new Date(ctx.now())),
  );
  return {
    id: claim.id,
    status: claim.status,
    bonus: formatOpsAmount(claim.bonus, await brandCurrency(ctx, brand.id)),
  };
}

/** KYC documents waiting for review, with their members' usernames. */
export async function opsPendingKyc(ctx: AppContext, brandId: string) {
  await brandOf(ctx, brandId);
  const rows = await ctx.db
    .select({
      id: kycDocuments.id,
      memberId: kycDocuments.memberId,
      kind: kycDocuments.kind,
      mime: kycDocuments.mime,
      size: kycDocuments.size,
    })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.brandId, brandId), eq(kycDocuments.status, 1)))
    .orderBy(kycDocuments.id);
  const names = await usernamesOf(
    ctx,
    rows.map((r) => r.memberId),
  );
  return rows.map(({ memberId, ...r }) => ({
    id: r.id,
    username: names.get(memberId) ?? `#${memberId}`,
    kind: r.kind,
    mime: r.mime,
    size: r.size,
  }));
}

/** Approves or rejects a KYC document. */
export async function opsReviewKyc(
  ctx: AppContext,
  brandId: string,
  documentId: number,
  approve: boolean,
  remark = '',
) {
  await brandOf(ctx, brandId);
  const rows = await ctx.db
    .update(kycDocuments)
    .set({ status: approve ? 2 : 3, remark, reviewedAt: new Date(ctx.now()) })
    .where(
      and(
        eq(kycDocuments.brandId, brandId),
        eq(kycDocuments.id, documentId),
        eq(kycDocuments.status, 1),
      ),
    )
    .returning({ id: kycDocuments.id, status: kycDocuments.status });
  if (!rows[0]) throw new OpsError(`No pending KYC document ${documentId} in brand "${brandId}"`);
  return rows[0];
}

/**
 * Sends a message to one member (`username`) or, without one, a system message to every member.
 * `marketing` marks a promotional one: members under a time-out or self-exclusion never see it,
 * and sending one to such a member by name is refused rather than stored unseen.
 */
export async function opsSendMessage(
  ctx: AppContext,
  brandId: string,
  input: { username?: string; title: string; content: string; marketing?: boolean },
) {
  await brandOf(ctx, brandId);
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title || title.length > 200)
    throw new OpsError('--title is required (at most 200 characters)');
  if (!content || content.length > 5000)
    throw new OpsError('--content is required (at most 5000 characters)');
  let memberId: number | null = null;
  if (input.username) {
    const member = await findMemberByUsername(ctx.db, brandId, input.username);
    if (!member) throw new OpsError(`No member "${input.username}" in brand "${brandId}"`);
    if (input.marketing && (await exclusionEnd(ctx.db, member.id, true)) !== undefined)
      throw new OpsError(
        `Member "${input.username}" is under a time-out or self-exclusion: no marketing messages`,
      );
    memberId = member.id;
  }
  const [row] = await ctx.db
    .insert(messages)
    .values({
      brandId,
      memberId,
      title: { en: title, ja: title, 'zh-CN': title },
      content: { en: content, ja: content, 'zh-CN': content },
      marketing: input.marketing ?? false,
      createdAt: new Date(ctx.now()),
    })
    .returning({ id: messages.id });
  // After the insert, never before: the member's open pages (the header's badge) hear of it.
  publishUnreadChanged(ctx.db, memberId === null ? { brandId } : { brandId, memberId });
  return { id: row?.id, to: input.username ?? 'everyone', marketing: input.marketing ?? false };
}

/** Deletes idempotency keys past their expiry. */
export async function opsPurgeKeys(ctx: AppContext) {
  return { purged: await purgeExpiredKeys(ctx.db, ctx.now()) };
}

/** Recent deposits of a brand (newest first), for looking up order numbers. */
export async function opsRecentDeposits(ctx: AppContext, brandId: string, limit = 20) {
  const currency = await brandCurrency(ctx, brandId);
  const rows = await ctx.db
    .select()
    .from(deposits)
    .where(eq(deposits.brandId, brandId))
    .orderBy(desc(deposits.id))
    .limit(limit);
  const names = await usernamesOf(
    ctx,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({
    order_no: r.orderNo,
    username: names.get(r.memberId) ?? `#${r.memberId}`,
    amount: formatOpsAmount(r.amount, currency),
    status: r.status,
  }));
}
