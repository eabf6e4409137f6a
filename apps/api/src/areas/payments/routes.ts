/**
 * Bindings of `@lobby/contract/payments` (deposits, bank cards, withdrawals) and of the payment
 * gateway's signed callback. The demo gateway's own pages are in `src/demo/`.
 */
import {
  GATEWAY_HEADERS,
  addBankCard,
  applyWithdrawal,
  cancelWithdrawal,
  createDeposit,
  deleteBankCard,
  gatewayCallback,
  getTopupCode,
  getWithdrawInfo,
  listBankCards,
  listDepositMethods,
  listDeposits,
  listWithdrawals,
} from '@lobby/contract/payments';
import { currencyOf } from '../../core/money/currency.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { verifySignature } from '../../core/security/signatures.ts';
import { assertMoneyMayLeave, withdrawalNeedsStepUp } from '../../core/security/money-leaving.ts';
import { verifyWithdrawPassword } from '../../core/security/withdraw-password-guard.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { ApiError } from '../../base/errors.ts';
import { publicOrigin } from '../../base/origin.ts';
import {
  cardsPage,
  deleteCard,
  depositMethods,
  depositsOf,
  withdrawInfo,
  withdrawalsOf,
} from './records.ts';
import {
  addBankCardFor,
  applyForWithdrawal,
  applyGatewayCallback,
  cancelOwnWithdrawal,
  openDeposit,
  topupCodeOf,
  topupShown,
} from './service.ts';

/** The payments area's bindings. */
export function paymentsRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listDepositMethods, async ({ brand, query, locale }) =>
      depositMethods(db, brand, query.type, locale),
    ),

    bind(getTopupCode, async ({ brand, auth }) => {
      if (!topupShown(brand)) throw new ApiError('FEATURE_DISABLED');
      return { code: topupCodeOf(auth.member.id) };
    }),

    bind(createDeposit, async ({ brand, auth, body, request, key }) =>
      openDeposit(db, key, {
        brand,
        memberId: auth.member.id,
        body,
        origin: publicOrigin(ctx.config, request),
        currency: await currencyOf(db, brand),
        now: ctx.now,
      }),
    ),

    bind(listDeposits, async ({ brand, auth, query }) =>
      depositsOf(db, brand, auth.member.id, query.q, paging(query)),
    ),

    bind(listBankCards, async ({ brand, auth }) => cardsPage(db, brand, auth.member.id)),

    bind(addBankCard, async ({ brand, auth, body }) => {
      const { withdraw_password: password, ...input } = body;
      await assertMoneyMayLeave(ctx, brand, auth, true);
      await verifyWithdrawPassword(ctx, auth.member.id, password, 'withdraw_password');
      return addBankCardFor(db, brand, auth.member.id, input, new Date(ctx.now()));
    }),

    bind(deleteBankCard, async ({ brand, auth, params }) =>
      deleteCard(db, brand, auth.member.id, params.id, new Date(ctx.now())),
    ),

    bind(getWithdrawInfo, async ({ brand, auth }) =>
      withdrawInfo(db, brand, auth.member, ctx.now()),
    ),

    bind(
      applyWithdrawal,
      async ({ brand, auth, body, key }) =>
        applyForWithdrawal(db, key, {
          brand,
          memberId: auth.member.id,
          cardId: body.bank_card_id,
          amount: body.amount,
          currency: await currencyOf(db, brand),
          now: ctx.now,
        }),
      {
        // Before the key: a replay too needs the right password (and the second factor's
        // rules, checked first so a refused request counts no PIN try), and every wrong one counts.
        guard: async ({ brand, auth, body }) => {
          const signedIn = auth as NonNullable<typeof auth>;
          const { amount, withdraw_password: password } = body as {
            amount: number;
            withdraw_password: string;
          };
          await assertMoneyMayLeave(
            ctx,
            brand,
            signedIn,
            withdrawalNeedsStepUp(brand.security, amount),
          );
          await verifyWithdrawPassword(ctx, signedIn.member.id, password, 'withdraw_password');
        },
      },
    ),

    bind(cancelWithdrawal, async ({ brand, auth, params, key }) =>
      cancelOwnWithdrawal(db, key, {
        brand,
        memberId: auth.member.id,
        id: params.id,
        now: ctx.now,
      }),
    ),

    bind(listWithdrawals, async ({ brand, auth, query }) =>
      withdrawalsOf(db, brand, auth.member.id, query.q, paging(query)),
    ),

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
      return applyGatewayCallback(db, brand, body, ctx.now);
    }),
  ];
}
