/**
 * The demo services' bindings: the demo gateway's checkout page and decision, and the demo
 * provider's game page and round API. Each is mounted only when its demo service is on
 * (`LOBBY_DEMO`, see `areas/index.ts`); raw HTML answers keep their reply handle here.
 */
import {
  demoProviderPlay,
  demoProviderRealityCheck,
  demoProviderRound,
} from '@lobby/contract/games';
import { gatewayCheckout, gatewayDecide } from '@lobby/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../core/context.ts';
import { bind } from '../http/endpoints.ts';
import type { Binding } from '../http/endpoints.ts';
import { newNonce, sendHtml } from '../http/raw-reply.ts';
import { checkoutPage, decide } from './gateway.ts';
import type { HttpPost } from './provider.ts';
import { gameRealityCheck, playPage, playRound } from './provider.ts';

/** This server's API as an outside party reaches it: a POST injected in-process. */
export function postTo(server: FastifyInstance): HttpPost {
  return (request) => server.inject({ method: 'POST', ...request });
}

/** The demo gateway's bindings. */
export function demoGatewayRoutes(ctx: AppContext): Binding[] {
  return [
    bind(gatewayCheckout, async ({ params, reply }) => {
      const nonce = newNonce();
      return sendHtml(reply, await checkoutPage(ctx, params.token, nonce), nonce);
    }),
    // The gateway's side: it tells the merchant (us) by a signed server-to-server callback.
    bind(gatewayDecide, async ({ params, body, request }) =>
      decide(ctx, postTo(request.server), params.token, body.decision),
    ),
  ];
}

/** The demo provider's bindings. */
export function demoProviderRoutes(ctx: AppContext): Binding[] {
  return [
    bind(demoProviderPlay, async ({ query, reply, brand }) => {
      const nonce = newNonce();
      return sendHtml(reply, await playPage(ctx, brand, query, nonce), nonce);
    }),
    bind(demoProviderRound, async ({ body, brand, request }) =>
      playRound(
        { db: ctx.db, now: ctx.now, post: postTo(request.server), brand },
        { token: body.token, bet: body.bet, target: body.target, over: body.over },
      ),
    ),
    bind(demoProviderRealityCheck, async ({ body, brand }) =>
      gameRealityCheck(ctx, brand, { token: body.token, action: body.action }),
    ),
  ];
}
