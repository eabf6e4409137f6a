/**
 * Handlers of `@lobby/contract/payments` (deposits, bank cards, withdrawals) and of the demo
 * payment gateway (its checkout page and decision, and our signed callback).
 */
import {
  GATEWAY_HEADERS,
  addBankCard,
  applyWithdrawal,
  cancelWithdrawal,
  createDeposit as createDepositEndpoint,
  deleteBankCard,
  gatewayCallback,
  gatewayCheckout,
  gatewayDecide,
  getTopupCode,
  getWithdrawInfo,
  listBankCards,
  listDepositMethods,
  listDeposits,
  listWithdrawals,
} from '@lobby/contract/payments';
import type { DepositMethod } from '@lobby/contract/payments';
import { DepositStatus, PaymentType, formatMoney } from '@lobby/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { banks } from '../db/schema/brands.ts';
import {
  bankCards,
  deposits,
  gatewayEvents,
  paymentMethods,
  withdrawals,
} from '../db/schema/payments.ts';
import type { Brand } from '../platform/brands.ts';
import type { AppContext } from '../platform/context.ts';
import { bind } from '../platform/endpoints.ts';
import type { Binding } from '../platform/endpoints.ts';
import { ApiError } from '../platform/errors.ts';
import { gatewayPage } from '../services/demo-pages.ts';
import { idempotent } from '../services/idempotency.ts';
import { inTransaction, mainWalletBalance, pgErrorOf } from '../services/ledger.ts';
import {
  addCard,
  createDeposit,
  decideWithdrawal,
  depositWire,
  listCards,
  requestWithdrawal,
  settleDeposit,
  topupCodeOf,
  topupShown,
  withdrawLimits,
  withdrawalWire,
} from '../services/payments.ts';
import { turnoverOwed } from '../services/programmes.ts';
import { paging, qConditions } from '../services/q-filters.ts';
import { newNonce, sendHtml } from '../services/raw-reply.ts';
import { sign, verifySignature } from '../services/signatures.ts';
import { newToken, sha256 } from '../services/tokens.ts';
import { textIn } from '../services/wallet-records.ts';
import { verifyWithdrawPassword } from '../services/withdraw-password-guard.ts';
import { currencyDecimals, publicOrigin } from './games.ts';

function safeReturnUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

const checkoutUrl = (origin: string, token: string) =>
  `${origin}/api/v1/demo/gateway/checkout/${token}`;

/** The payments area's bindings. */
export function paymentsRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;

  async function methodNames(brandId: string) {
    return new Map(
      (
        await db
          .select({ id: paymentMethods.id, name: paymentMethods.name })
          .from(paymentMethods)
          .where(eq(paymentMethods.brandId, brandId))
      ).map((m) => [m.id, m.name]),
    );
  }

  return [
    bind(listDepositMethods, async ({ brand, query, locale }) => {
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.brandId, brand.id),
            eq(paymentMethods.enabled, true),
            ...(query.type ? [eq(paymentMethods.type, query.type)] : []),
          ),
        )
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
      const logos = new Map(
        (await db.select().from(banks).where(eq(banks.brandId, brand.id))).map((b) => [
          b.name,
          b.logo,
        ]),
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
    }),

    bind(getTopupCode, async ({ brand, auth }) => {
      if (!topupShown(brand)) throw new ApiError('FEATURE_DISABLED');
      return { code: topupCodeOf(auth.member.id) };
    }),

    bind(createDepositEndpoint, async ({ brand, auth, body, request }) => {
      const decimals = await currencyDecimals(ctx, brand);
      const origin = publicOrigin(ctx.config, request);
      return idempotent(
        {
          db,
          policy: ctx.config,
          now: ctx.now(),
          brandId: brand.id,
          memberId: auth.member.id,
          endpointId: createDepositEndpoint.id,
          request,
          body,
        },
        async (tx) => {
          const token = newToken();
          const { row, method } = await createDeposit(tx, {
            brand,
            memberId: auth.member.id,
            methodId: body.method_id,
            amount: body.amount,
            remark: (body.remark ?? '').trim(),
            returnUrl: safeReturnUrl(body.return_url),
            gatewayTokenHash: sha256(token),
            decimals,
            at: new Date(ctx.now()),
          });
          return depositWire(
            row,
            method.name,
            method.type === PaymentType.Gateway ? checkoutUrl(origin, token) : '',
          );
        },
      );
    }),

    bind(listDeposits, async ({ brand, auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const where = and(
        eq(deposits.brandId, brand.id),
        eq(deposits.memberId, auth.member.id),
        ...qConditions(
          query.q,
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
      const names = await methodNames(brand.id);
      return {
        list: rows.map((r) => depositWire(r, names.get(r.methodId) ?? '')),
        total: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    }),

    bind(listBankCards, async ({ brand, auth }) => {
      const list = await listCards(db, brand, auth.member.id);
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
    }),

    bind(addBankCard, async ({ brand, auth, body }) => {
      const { withdraw_password: password, ...input } = body;
      await verifyWithdrawPassword(ctx, auth.member.id, password, 'withdraw_password');
      const id = await inTransaction(db, (tx) =>
        addCard(tx, brand, auth.member.id, input, new Date(ctx.now())),
      );
      const card = (await listCards(db, brand, auth.member.id)).find((c) => c.id === id);
      if (!card) throw new ApiError('INTERNAL');
      return card;
    }),

    bind(deleteBankCard, async ({ brand, auth, params }) => {
      const gone = await db
        .update(bankCards)
        .set({ deletedAt: new Date(ctx.now()) })
        .where(
          and(
            eq(bankCards.id, params.id),
            eq(bankCards.memberId, auth.member.id),
            eq(bankCards.brandId, brand.id),
            isNull(bankCards.deletedAt),
          ),
        )
        .returning({ id: bankCards.id });
      if (gone.length === 0) throw new ApiError('NOT_FOUND');
      return { ok: true as const };
    }),

    bind(getWithdrawInfo, async ({ brand, auth }) => {
      const now = ctx.now();
      const limits = await withdrawLimits(db, brand, auth.member.id, now);
      return {
        money: await mainWalletBalance(db, brand.id, auth.member.id),
        min_amount: limits.min,
        max_amount: limits.max,
        daily_amount: limits.dailyAmount,
        daily_count: limits.dailyCount,
        used_amount_today: limits.usedAmount,
        used_count_today: limits.usedCount,
        turnover_required: await turnoverOwed(db, auth.member.id, new Date(now)),
        has_withdraw_password: auth.member.withdrawPasswordHash !== null,
        vip_level: limits.level,
        cards: await listCards(db, brand, auth.member.id),
      };
    }),

    bind(applyWithdrawal, async ({ brand, auth, body, request }) => {
      await verifyWithdrawPassword(
        ctx,
        auth.member.id,
        body.withdraw_password,
        'withdraw_password',
      );
      const decimals = await currencyDecimals(ctx, brand);
      return idempotent(
        {
          db,
          policy: ctx.config,
          now: ctx.now(),
          brandId: brand.id,
          memberId: auth.member.id,
          endpointId: applyWithdrawal.id,
          request,
          body,
          encrypted: applyWithdrawal.encrypted,
        },
        async (tx) => {
          const row = await requestWithdrawal(tx, {
            brand,
            memberId: auth.member.id,
            cardId: body.bank_card_id,
            amount: body.amount,
            decimals,
            now: ctx.now(),
          });
          return {
            withdrawal: withdrawalWire(row),
            money: await mainWalletBalance(tx, brand.id, auth.member.id),
          };
        },
      );
    }),

    bind(cancelWithdrawal, async ({ brand, auth, params, request }) =>
      idempotent(
        {
          db,
          policy: ctx.config,
          now: ctx.now(),
          brandId: brand.id,
          memberId: auth.member.id,
          endpointId: cancelWithdrawal.id,
          request,
          params,
        },
        async (tx) => {
          const row = await decideWithdrawal(
            tx,
            brand,
            params.id,
            'cancelled',
            new Date(ctx.now()),
            { memberId: auth.member.id },
          );
          return {
            withdrawal: withdrawalWire(row),
            money: await mainWalletBalance(tx, brand.id, auth.member.id),
          };
        },
      ),
    ),

    bind(listWithdrawals, async ({ brand, auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const conditions: SQL[] = [
        eq(withdrawals.brandId, brand.id),
        eq(withdrawals.memberId, auth.member.id),
        ...qConditions(
          query.q,
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
    }),
  ];
}

async function depositByToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(eq(deposits.gatewayTokenHash, sha256(token)));
  if (!row || row.type !== PaymentType.Gateway) throw new ApiError('NOT_FOUND');
  return row;
}

/** The demo gateway's and the callback's bindings. */
export function gatewayRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(gatewayCheckout, async ({ params, reply }) => {
      const row = await depositByToken(ctx, params.token);
      const brand = (await ctx.brands.byId(row.brandId)) as Brand;
      const decimals = await currencyDecimals(ctx, brand);
      const nonce = newNonce();
      return sendHtml(
        reply,
        gatewayPage({
          nonce,
          orderNo: row.orderNo,
          amount: `${brand.currencyCode} ${formatMoney(row.amount, { decimals })}`,
          merchant: brand.displayName,
          token: params.token,
          status: row.status,
        }),
        nonce,
      );
    }),

    bind(gatewayDecide, async ({ params, body, request }) => {
      // The gateway's side: it tells the merchant (us) by a signed server-to-server callback.
      const row = await depositByToken(ctx, params.token);
      if (row.status === DepositStatus.Pending) {
        const brand = (await ctx.brands.byId(row.brandId)) as Brand;
        const payload = {
          event_id: `evt_${newToken().slice(0, 24)}`,
          order_no: row.orderNo,
          amount: row.amount,
          currency: brand.currencyCode,
          status: body.decision === 'pay' ? 'paid' : 'cancelled',
        };
        const timestamp = Math.floor(ctx.now() / 1000);
        const res = await request.server.inject({
          method: 'POST',
          url: '/api/v1/payment/gateway/callback',
          headers: {
            'content-type': 'application/json',
            'x-lobby-brand': brand.id,
            [GATEWAY_HEADERS.timestamp]: String(timestamp),
            [GATEWAY_HEADERS.signature]: sign(ctx.config.gatewaySecret, timestamp, payload),
          },
          payload: JSON.stringify(payload),
        });
        if (res.statusCode !== 200) throw new ApiError('CONFLICT');
      }
      const [after] = await db.select().from(deposits).where(eq(deposits.id, row.id));
      return {
        status: (after?.status ?? row.status) as 1 | 2 | 3,
        return_url: after?.returnUrl ?? '',
      };
    }),

    bind(gatewayCallback, async ({ brand, body, request }) => {
      const valid = verifySignature({
        secret: ctx.config.gatewaySecret,
        timestamp: request.headers[GATEWAY_HEADERS.timestamp],
        signature: request.headers[GATEWAY_HEADERS.signature],
        body,
        nowMs: ctx.now(),
        maxAgeMs: ctx.config.signatureMaxAgeMs,
      });
      if (!valid) throw new ApiError('SIGNATURE_INVALID');
      try {
        const row = await inTransaction(db, async (tx) => {
          await tx.insert(gatewayEvents).values({
            eventId: body.event_id,
            orderNo: body.order_no,
            receivedAt: new Date(ctx.now()),
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
            new Date(ctx.now()),
            'gateway',
          );
        });
        return { ok: true as const, deposit_status: row.status as 1 | 2 | 3 };
      } catch (error) {
        if (pgErrorOf(error)?.code === '23505') throw new ApiError('CALLBACK_REPLAYED');
        throw error;
      }
    }),
  ];
}
