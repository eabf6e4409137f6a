/**
 * Every area the SDK knows, without React. A new area adds its folder and one line here (and
 * its React entry exports the hooks); `createLobbyClient` then offers its calls.
 */
import { accountSecurityApi } from './account-security/endpoints.ts';
import { authApi } from './auth/endpoints.ts';
import { configApi } from './config/endpoints.ts';
import { gamesApi } from './games/endpoints.ts';
import { helpApi } from './help/endpoints.ts';
import { kycApi } from './kyc/endpoints.ts';
import { memberApi } from './member/endpoints.ts';
import { messagesApi } from './messages/endpoints.ts';
import { noticesApi } from './notices/endpoints.ts';
import { passkeysApi } from './passkeys/endpoints.ts';
import { paymentsApi } from './payments/endpoints.ts';
import { promotionsApi } from './promotions/endpoints.ts';
import { recoveryApi } from './recovery/endpoints.ts';
import { referralApi } from './referral/endpoints.ts';
import { responsibleGamblingApi } from './responsible-gambling/endpoints.ts';
import { securityApi } from './security/endpoints.ts';
import { storageApi } from './storage/endpoints.ts';
import { twoFactorApi } from './two-factor/endpoints.ts';
import { vipApi } from './vip/endpoints.ts';
import { walletApi } from './wallet/endpoints.ts';

/** The injected api of each member area, keyed like the contract's `endpointsByArea`. */
export const areaApis = {
  config: configApi,
  security: securityApi,
  auth: authApi,
  recovery: recoveryApi,
  member: memberApi,
  storage: storageApi,
  wallet: walletApi,
  games: gamesApi,
  payments: paymentsApi,
  promotions: promotionsApi,
  vip: vipApi,
  referral: referralApi,
  kyc: kycApi,
  messages: messagesApi,
  help: helpApi,
  notices: noticesApi,
  responsibleGambling: responsibleGamblingApi,
  accountSecurity: accountSecurityApi,
  twoFactor: twoFactorApi,
  passkeys: passkeysApi,
} as const;

/** The area names. */
export type AreaName = keyof typeof areaApis;

/**
 * The folder and package subpath of an area (`@lobby/api-client/<subpath>`): its name in kebab
 * case, as the contract's files and the API's areas spell it (`responsibleGambling` →
 * `responsible-gambling`). The name itself stays the key of `client.<area>`.
 */
export function areaSubpath(area: string): string {
  return area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Contract areas that are not member calls, so the SDK leaves them out: the game providers'
 * signed wallet API and demo pages (`provider`), and the payment gateway's page and signed
 * callback (`gateway`). Servers and the gateway's own page call those, never a member's site.
 */
export const SERVER_AREAS = ['provider', 'gateway'] as const;

/**
 * Member entries that are URLs to load rather than data calls (an `<img src>` needs a URL,
 * not a cached query): the generated artwork, served by `assetUrl` / `mediaUrl`.
 */
export const URL_ENTRIES = ['games.media'] as const;

/**
 * Member entries that are streams rather than calls: the balance push, read by
 * `startBalanceFeed` (a cached query cannot hold a stream).
 */
export const STREAM_ENTRIES = ['wallet.events'] as const;
