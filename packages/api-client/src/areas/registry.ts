/**
 * Every area the SDK knows, without React. A new area adds its folder and one line here (and
 * its React entry exports the hooks); `createLobbyClient` then offers its calls.
 */
import { authApi } from './auth/endpoints.ts';
import { configApi } from './config/endpoints.ts';
import { memberApi } from './member/endpoints.ts';
import { recoveryApi } from './recovery/endpoints.ts';
import { securityApi } from './security/endpoints.ts';
import { storageApi } from './storage/endpoints.ts';

/** The injected api of each area, keyed like the contract's `endpointsByArea`. */
export const areaApis = {
  config: configApi,
  security: securityApi,
  auth: authApi,
  recovery: recoveryApi,
  member: memberApi,
  storage: storageApi,
} as const;

/** The area names. */
export type AreaName = keyof typeof areaApis;
