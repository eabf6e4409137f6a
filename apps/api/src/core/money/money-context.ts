/**
 * The money areas' services for one server context, built once per context and cached, so
 * routes, ops commands and tests share one channel lookup. The provider is the context's
 * (`transferProvider`, chosen where the server is composed): core names no provider.
 */
import type { AppContext } from '../context.ts';
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
      provider: ctx.transferProvider,
      channel: channelLookup(ctx.db, ctx.cacheMs, ctx.now, ctx.cluster),
    };
    cache.set(ctx, services);
  }
  return services;
}
