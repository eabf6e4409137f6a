/**
 * Every binding of every area, and of the demo services. A new area adds its folder beside
 * these (`<area>/routes.ts` and its services) and one line here; the app checks at start that
 * the bindings match the contract.
 */
import type { EndpointSpec } from '@lobby/contract';
import { demoProviderPlay, demoProviderRound } from '@lobby/contract/games';
import { gatewayCheckout, gatewayDecide } from '@lobby/contract/payments';
import type { ServerConfig } from '../base/config.ts';
import type { AppContext } from '../core/context.ts';
import type { Binding } from '../http/endpoints.ts';
import { demoGatewayRoutes, demoProviderRoutes } from '../demo/routes.ts';
import { accountSecurityRoutes } from './account-security/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { configRoutes } from './config/routes.ts';
import { gamesRoutes, providerRoutes } from './games/routes.ts';
import { helpRoutes } from './help/routes.ts';
import { kycRoutes } from './kyc/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { messagesRoutes } from './messages/routes.ts';
import { noticesRoutes } from './notices/routes.ts';
import { passkeysRoutes } from './passkeys/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { promotionsRoutes } from './promotions/routes.ts';
import { recoveryRoutes } from './recovery/routes.ts';
import { referralRoutes } from './referral/routes.ts';
import { responsibleGamblingRoutes } from './responsible-gambling/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';
import { vipRoutes } from './vip/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/**
 * The endpoints of each demo service. The gateway's signed callback and the provider wallet API
 * are not among them: a real gateway or provider calls those, with the configured secrets.
 */
export const DEMO_ENDPOINTS: Readonly<Record<'gateway' | 'provider', readonly EndpointSpec[]>> = {
  gateway: [gatewayCheckout, gatewayDecide],
  provider: [demoProviderPlay, demoProviderRound],
};

/** The contract endpoints left unmounted (404) because their demo service is off. */
export function unmountedEndpoints(config: Pick<ServerConfig, 'demo'>): EndpointSpec[] {
  return [
    ...(config.demo.gateway ? [] : DEMO_ENDPOINTS.gateway),
    ...(config.demo.provider ? [] : DEMO_ENDPOINTS.provider),
  ];
}

/** All bindings, less those of the demo services that are off. */
export function allRoutes(ctx: AppContext): Binding[] {
  const off = new Set(unmountedEndpoints(ctx.config).map((e) => e.id));
  return [
    ...configRoutes(ctx),
    ...securityRoutes(ctx),
    ...authRoutes(ctx),
    ...accountSecurityRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...memberRoutes(ctx),
    ...storageRoutes(ctx),
    ...walletRoutes(ctx),
    ...gamesRoutes(ctx),
    ...providerRoutes(ctx),
    ...paymentsRoutes(ctx),
    ...demoGatewayRoutes(ctx),
    ...demoProviderRoutes(ctx),
    ...promotionsRoutes(ctx),
    ...vipRoutes(ctx),
    ...referralRoutes(ctx),
    ...kycRoutes(ctx),
    ...messagesRoutes(ctx),
    ...helpRoutes(ctx),
    ...noticesRoutes(ctx),
    ...responsibleGamblingRoutes(ctx),
    ...twoFactorRoutes(ctx),
    ...passkeysRoutes(ctx),
  ].filter((binding) => !off.has(binding.endpoint.id));
}
