/**
 * Every binding of every area. An area added later (wallet, games, ...) adds its file beside
 * these and one line here; the app checks at start that the bindings match the contract.
 */
import type { AppContext } from '../platform/context.ts';
import type { Binding } from '../platform/endpoints.ts';
import { authRoutes } from './auth.ts';
import { configRoutes } from './config.ts';
import { memberRoutes } from './member.ts';
import { recoveryRoutes } from './recovery.ts';
import { securityRoutes } from './security.ts';
import { storageRoutes } from './storage.ts';

/** All bindings. */
export function allRoutes(ctx: AppContext): Binding[] {
  return [
    ...configRoutes(ctx),
    ...securityRoutes(ctx),
    ...authRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...memberRoutes(ctx),
    ...storageRoutes(ctx),
  ];
}
