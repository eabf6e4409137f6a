/**
 * The money areas' services for one server context, built once per context and cached, so
 * routes, ops commands and tests share one provider adapter without adding fields to the
 * platform's AppContext.
 */
import type { AppContext } from '../context.ts';
import { createDemoTransferProvider } from '../../demo/provider.ts';
import { channelLookup } from './transfers.ts';
import type { TransferDeps, TransferProvider } from './transfers.ts';

/** The money services of a context. */
export interface MoneyServices extends TransferDeps {
  provider: TransferProvider;
}

const cache = new WeakMap<AppContext, MoneyServices>();

/** The money services of `ctx` (built on first use). */
export function moneyOf(ctx: AppContext): MoneyServices {
  let services = cache.get(ctx);
  if (!services) {
    services = {
      db: ctx.db,
      now: ctx.now,
      provider: createDemoTransferProvider(ctx.db),
      channel: channelLookup(ctx.db, ctx.cacheMs, ctx.now, ctx.cluster),
    };
    cache.set(ctx, services);
  }
  return services;
}
