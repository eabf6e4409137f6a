/**
 * Every endpoint of the contract, for code that walks them all: the server registering routes,
 * the OpenAPI document, tests that fuzz every call. A new area adds its file under `areas/`
 * (which the package exports as `@lobby/contract/<area>` without further changes) and one line
 * here.
 */
import { accountSecurityEndpoints } from './areas/account-security.ts';
import { authEndpoints } from './areas/auth.ts';
import { configEndpoints } from './areas/config.ts';
import { gamesEndpoints, providerEndpoints } from './areas/games.ts';
import { helpEndpoints } from './areas/help.ts';
import { kycEndpoints } from './areas/kyc.ts';
import { memberEndpoints } from './areas/member.ts';
import { messagesEndpoints } from './areas/messages.ts';
import { noticesEndpoints } from './areas/notices.ts';
import { passkeysEndpoints } from './areas/passkeys.ts';
import { gatewayEndpoints, paymentsEndpoints } from './areas/payments.ts';
import { promotionsEndpoints } from './areas/promotions.ts';
import { recoveryEndpoints } from './areas/recovery.ts';
import { referralEndpoints } from './areas/referral.ts';
import { responsibleGamblingEndpoints } from './areas/responsible-gambling.ts';
import { securityEndpoints } from './areas/security.ts';
import { storageEndpoints } from './areas/storage.ts';
import { twoFactorEndpoints } from './areas/two-factor.ts';
import { vipEndpoints } from './areas/vip.ts';
import { walletEndpoints } from './areas/wallet.ts';
import type { EndpointSpec } from './core/endpoint.ts';

/** Every endpoint, grouped by area in reference order. */
export const endpointsByArea = {
  config: configEndpoints,
  security: securityEndpoints,
  auth: authEndpoints,
  recovery: recoveryEndpoints,
  member: memberEndpoints,
  storage: storageEndpoints,
  wallet: walletEndpoints,
  games: gamesEndpoints,
  provider: providerEndpoints,
  payments: paymentsEndpoints,
  gateway: gatewayEndpoints,
  promotions: promotionsEndpoints,
  vip: vipEndpoints,
  referral: referralEndpoints,
  kyc: kycEndpoints,
  messages: messagesEndpoints,
  help: helpEndpoints,
  notices: noticesEndpoints,
  responsibleGambling: responsibleGamblingEndpoints,
  accountSecurity: accountSecurityEndpoints,
  twoFactor: twoFactorEndpoints,
  passkeys: passkeysEndpoints,
} as const satisfies Record<string, readonly EndpointSpec[]>;

/** Every endpoint as one list. */
export const allEndpoints: readonly EndpointSpec[] = Object.values(endpointsByArea).flat();

/** Every endpoint by id, for lookups such as `endpointById.get('auth.login')`. */
export const endpointById: ReadonlyMap<string, EndpointSpec> = new Map(
  allEndpoints.map((e) => [e.id, e]),
);
