/**
 * Bindings of `@lobby/contract/passkeys` (rules in `service.ts`). The relying party is picked
 * here from the request's Origin and Host, among the brand's sites only (`relying-party.ts`);
 * a sign-in's session token goes on the answer as the login's does.
 */
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signIn,
  signInOptions,
  stepUp,
  stepUpOptions,
} from '@lobby/contract/passkeys';
import type { FastifyRequest } from 'fastify';
import type { AuthState } from '../../core/security/sessions.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { clientOf } from '../auth/routes.ts';
import { relyingPartyOf } from './relying-party.ts';
import type { RelyingParty } from './relying-party.ts';
import * as passkeys from './service.ts';

/** The relying party a request's ceremony is for (one of the brand's sites, or 400). */
function rpOf(brand: Brand, request: FastifyRequest): RelyingParty {
  const origin = request.headers.origin;
  return relyingPartyOf(brand, {
    origin: typeof origin === 'string' ? origin : undefined,
    protocol: request.protocol,
    host: request.headers.host,
  });
}

/** The signed-in member as the service sees them. */
function signedIn(auth: AuthState): passkeys.SignedIn {
  return { member: auth.member, sessionId: auth.sessionId, steppedUpAt: auth.steppedUpAt };
}

/** The passkeys area's bindings. */
export function passkeysRoutes(ctx: AppContext): Binding[] {
  return [
    bind(registrationOptions, async ({ brand, auth, request }) =>
      passkeys.registrationOptions(ctx, brand, signedIn(auth), rpOf(brand, request)),
    ),
    bind(addPasskey, async ({ brand, auth, body }) =>
      passkeys.addPasskey(ctx, brand, signedIn(auth), body),
    ),
    bind(listPasskeys, async ({ brand, auth }) =>
      passkeys.listPasskeys(ctx.db, brand, auth.member.id),
    ),
    bind(renamePasskey, async ({ brand, auth, params, body }) =>
      passkeys.renamePasskey(ctx.db, brand, auth.member.id, params.id, body.name),
    ),
    bind(removePasskey, async ({ brand, auth, params }) =>
      passkeys.removePasskey(ctx, brand, signedIn(auth), params.id),
    ),
    bind(signInOptions, async ({ brand, body, request }) =>
      passkeys.signInOptions(ctx, brand, body.username, rpOf(brand, request)),
    ),
    bind(signIn, async ({ brand, body, ip, locale, request, reply }) =>
      passkeys.signInWithPasskey(
        ctx,
        brand,
        body.credential,
        clientOf(ctx, ip, locale, request, reply),
      ),
    ),
    bind(stepUpOptions, async ({ brand, auth, request }) =>
      passkeys.stepUpOptions(ctx, brand, auth.member.id, rpOf(brand, request)),
    ),
    bind(stepUp, async ({ brand, auth, body }) =>
      passkeys.stepUpWithPasskey(ctx, brand, signedIn(auth), body.credential),
    ),
  ];
}
