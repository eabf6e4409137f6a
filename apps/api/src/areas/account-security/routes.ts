/** Bindings of `@lobby/contract/account-security` (rules in `service.ts`). */
import {
  getSecurityPolicy,
  listDevices,
  signOutDevice,
  signOutOtherDevices,
} from '@lobby/contract/account-security';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import {
  listDevicesOf,
  policyFor,
  signOutDevice as signOutOne,
  signOutOtherDevices as signOutOthers,
} from './service.ts';

/** The account-security area's bindings. */
export function accountSecurityRoutes(ctx: AppContext): Binding[] {
  return [
    bind(getSecurityPolicy, async ({ brand, auth }) => policyFor(ctx, brand, auth?.member.id), {
      optionalAuth: true,
    }),
    bind(listDevices, async ({ brand, auth }) =>
      listDevicesOf(ctx, brand, auth.member.id, auth.sessionId),
    ),
    bind(signOutDevice, async ({ auth, params }) => signOutOne(ctx, auth.member.id, params.id)),
    bind(signOutOtherDevices, async ({ auth }) =>
      signOutOthers(ctx, auth.member.id, auth.sessionId),
    ),
  ];
}
