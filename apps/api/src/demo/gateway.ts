/**
 * The demo payment gateway: its checkout page for a gateway deposit and the member's decision
 * there, which it reports to us as a real gateway would, by the signed server-to-server
 * callback (`payments.gatewayCallback`, in the payments area).
 */
import { GATEWAY_HEADERS } from '@lobby/contract/payments';
import { DepositStatus, PaymentType, formatMoney } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { currencyDecimals } from '../core/money/currency.ts';
import { sign } from '../core/security/signatures.ts';
import { newToken, sha256 } from '../core/security/tokens.ts';
import { deposits } from '../db/schema/payments.ts';
import type { Brand } from '../base/brands.ts';
import type { AppContext } from '../core/context.ts';
import { ApiError } from '../base/errors.ts';
import { gatewayPage } from './pages.ts';
import type { HttpPost } from './provider.ts';

async function depositByToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(eq(deposits.gatewayTokenHash, sha256(token)));
  if (!row || row.type !== PaymentType.Gateway) throw new ApiError('NOT_FOUND');
  return row;
}

/** The checkout page of a deposit token (HTML, with `nonce` for its inline script). */
export async function checkoutPage(ctx: AppContext, token: string, nonce: string): Promise<string> {
  const row = await depositByToken(ctx, token);
  const brand = (await ctx.brands.byId(row.brandId)) as Brand;
  const decimals = await currencyDecimals(ctx.db, brand);
  return gatewayPage({
    nonce,
    orderNo: row.orderNo,
    amount: `${brand.currencyCode} ${formatMoney(row.amount, { decimals })}`,
    merchant: brand.displayName,
    token,
    status: row.status,
  });
}

/**
 * The member paid or cancelled on the checkout page: a pending deposit is reported through our
 * signed callback (over `post`, in-process HTTP); answers the deposit's status after.
 */
export async function decide(
  ctx: AppContext,
  post: HttpPost,
  token: string,
  decision: 'pay' | 'cancel',
) {
  const row = await depositByToken(ctx, token);
  if (row.status === DepositStatus.Pending) {
    const brand = (await ctx.brands.byId(row.brandId)) as Brand;
    const payload = {
      event_id: `evt_${newToken().slice(0, 24)}`,
      order_no: row.orderNo,
      amount: row.amount,
      currency: brand.currencyCode,
      status: decision === 'pay' ? 'paid' : 'cancelled',
    };
    const timestamp = Math.floor(ctx.now() / 1000);
    const res = await post({
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
  const [after] = await ctx.db.select().from(deposits).where(eq(deposits.id, row.id));
  return {
    status: (after?.status ?? row.status) as 1 | 2 | 3,
    return_url: after?.returnUrl ?? '',
  };
}
