/**
 * The base query: spec §7 (how calls are made) and §8 (what happens when they fail), in one
 * place. Every endpoint goes through it; screens only opt out of the error toast. Its parts:
 * `context.ts` (the resolved options and state), `request.ts` (URL and body), `call.ts` (one
 * call's state and ends), `attempt.ts` (one send and the error policy), `answers.ts` (reading
 * answers).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
// Only schema-free modules of the contract at run time: routes and constants, never entries.
import { findRoute } from '@lobby/contract/core';
import { securityRoutes } from '@lobby/contract/manifest';
import type { PublicKeyAnswer } from '../crypto/field-encryption.ts';
import { SEND_AGAIN, attempt } from './attempt.ts';
import type { PreparedCall } from './attempt.ts';
import { cancelledCall, failCall, openCall } from './call.ts';
import type { Call, Outcome } from './call.ts';
import { cancelInFlight, queryContext } from './context.ts';
import type { QueryContext } from './context.ts';
import type { BaseQueryOptions, LobbyBaseQuery } from './options.ts';
import { isIdempotencyKey, requestBody, requestUrl, sendsBody } from './request.ts';
import { ClientErrorCode } from './types.ts';
import type { LobbyRequest } from './types.ts';

export type { BaseQueryOptions, FetchLike, LobbyBaseQuery, StepUpPort } from './options.ts';
export { movesMoney } from './request.ts';

/** The URL and body of a call, or its failure when they cannot be built. */
async function prepare(
  ctx: QueryContext,
  call: Call,
  request: LobbyRequest,
): Promise<PreparedCall | Outcome> {
  const { endpoint } = call;
  try {
    if (call.idempotencyKey !== undefined && !isIdempotencyKey(call.idempotencyKey)) {
      throw new Error(`${endpoint.id}: an idempotency key is 1–128 of A–Z, a–z, 0–9, "_" and "-"`);
    }
    const url = requestUrl(ctx.roots, endpoint, request, call.locale);
    const body = sendsBody(endpoint.method)
      ? await requestBody(endpoint, request, ctx.fingerprint)
      : undefined;
    return { url, body };
  } catch (error) {
    call.log.error(`${endpoint.id}: could not prepare the request`, error);
    return failCall(ctx, call, {
      status: 0,
      code: ClientErrorCode.REQUEST_FAILED,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Runs one call to its end: prepared once, then sent until an attempt settles it. */
async function send(
  ctx: QueryContext,
  request: LobbyRequest,
  api: BaseQueryApi | undefined,
): Promise<Outcome> {
  const call = openCall(ctx, request, api);
  try {
    const prepared = await prepare(ctx, call, request);
    if ('meta' in prepared) return prepared;
    for (;;) {
      call.attempts += 1;
      const outcome = await attempt(ctx, call, request, prepared);
      if (outcome !== SEND_AGAIN) return outcome;
    }
  } catch (error) {
    return cancelledCall(ctx, call, error);
  } finally {
    ctx.inFlight.delete(call.controller);
  }
}

/**
 * Creates the base query. One per page: it owns the key cache, the in-flight registry and the
 * guard that keeps the 401/403 confirm to one at a time.
 */
export function createBaseQuery(options: BaseQueryOptions): LobbyBaseQuery {
  const keyEndpoint = options.keyEndpoint ?? findRoute(securityRoutes, 'security.key');
  /** Fetches `/key` through the same pipeline, quietly: its failure is the caller's error. */
  const fetchKey = async (): Promise<PublicKeyAnswer> => {
    const result = await send(
      ctx,
      { endpoint: keyEndpoint, options: { handleErrors: true } },
      undefined,
    );
    if ('error' in result)
      throw Object.assign(new Error(result.error.message), { lobby: result.error });
    return result.data as PublicKeyAnswer;
  };
  const ctx = queryContext(options, fetchKey);

  const baseQuery = (async (request: LobbyRequest, api: BaseQueryApi) =>
    send(ctx, request, api)) as unknown as LobbyBaseQuery;
  Object.assign(baseQuery, {
    keys: ctx.keys,
    cancel: (endpointId?: string) => cancelInFlight(ctx.inFlight, endpointId),
  });
  return baseQuery;
}
