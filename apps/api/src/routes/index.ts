/**
 * Every binding of every area. An area added later (wallet, games, ...) adds its file beside
 * these and one line here; the app checks at start that the bindings match the contract.
 */
import type { AppContext } from '../platform/context.ts';
import type { Binding } from '../platform/endpoints.ts';
import { authRoutes } from './auth.ts';
import { configRoutes } from './config.ts';
import { gamesRoutes, providerRoutes } from './games.ts';
import { helpRoutes } from './help.ts';
import { kycRoutes } from './kyc.ts';
import { memberRoutes } from './member.ts';
import { messagesRoutes } from './messages.ts';
import { gatewayRoutes, paymentsRoutes } from './payments.ts';
import { promotionsRoutes } from './promotions.ts';
import { recoveryRoutes } from './recovery.ts';
import { referralRoutes } from './referral.ts';
import { securityRoutes } from './security.ts';
import { storageRoutes } from './storage.ts';
import { vipRoutes } from './vip.ts';
import { walletRoutes } from './wallet.ts';

/** All bindings. */
export function allRoutes(ctx: AppContext): Binding[] {
  return [
    ...configRoutes(ctx),
    ...securityRoutes(ctx),
    ...authRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...memberRoutes(ctx),
    ...storageRoutes(ctx),
    ...walletRoutes(ctx),
    ...gamesRoutes(ctx),
    ...providerRoutes(ctx),
    ...paymentsRoutes(ctx),
    ...gatewayRoutes(ctx),
    ...promotionsRoutes(ctx),
    ...vipRoutes(ctx),
    ...referralRoutes(ctx),
    ...kycRoutes(ctx),
    ...messagesRoutes(ctx),
    ...helpRoutes(ctx),
  ];
}
