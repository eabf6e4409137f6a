/**
 * One call through the base query: what it keeps across its sends (the idempotency key, the
 * attempts, the retries it has left) and how it ends (an answer, an error, or cancelled).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { toRoute } from '@lobby/contract/core';
import type { EndpointRoute } from '@lobby/contract/core';
import { toApiLocale } from '@lobby/domain';
import type { LoggerPort } from '../ports/ports.ts';
import type { QueryContext } from './context.ts';
import { movesMoney } from './request.ts';
import { ClientErrorCode } from './types.ts';
import type { LobbyError, LobbyMeta, LobbyRequest } from './types.ts';

/** How a call ends: its data or its error, with what happened on the way. */
export type Outcome = { data: unknown; meta: LobbyMeta } | { error: LobbyError; meta: LobbyMeta };

/** A logger that drops everything: the one a call that handles its own errors logs through. */
const silentLogger: LoggerPort = { debug: () => {}, warn: () => {}, error: () => {} };

/** The state of one call across its sends. */
export interface Call {
  readonly endpoint: EndpointRoute;
  readonly locale: string;
  /** One key per logical call, made before the first send so every resend carries the same. */
  readonly idempotencyKey: string | undefined;
  readonly controller: AbortController;
  readonly signal: AbortSignal;
  /** A caller that handles its errors hears about them from the error alone: no log lines. */
  readonly quiet: boolean;
  readonly log: LoggerPort;
  attempts: number;
  decryptRetried: boolean;
  steppedUp: boolean;
  networkLeft: number;
  tokenRefreshTime: number | undefined;
}

/** Starts a call and registers it as in flight (the caller removes it when it ends). */
export function openCall(
  ctx: QueryContext,
  request: LobbyRequest,
  api: BaseQueryApi | undefined,
): Call {
  const endpoint = toRoute(request.endpoint);
  const callOptions = request.options ?? {};
  const locale = toApiLocale(ctx.options.getLocale?.() ?? 'en');
  const idempotencyKey = movesMoney(endpoint)
    ? (callOptions.idempotencyKey ?? globalThis.crypto.randomUUID())
    : undefined;
  const controller = new AbortController();
  const signal = api ? AbortSignal.any([api.signal, controller.signal]) : controller.signal;
  ctx.inFlight.set(controller, endpoint.id);
  const quiet = callOptions.handleErrors === true;
  return {
    endpoint,
    locale,
    idempotencyKey,
    controller,
    signal,
    quiet,
    log: quiet ? silentLogger : ctx.logger,
    attempts: 0,
    decryptRetried: false,
    steppedUp: false,
    networkLeft: endpoint.idempotent === true ? ctx.networkRetries : 0,
    tokenRefreshTime: undefined,
  };
}

/** The meta of a call's outcome. */
export function metaOf(call: Call, status: number, requestId?: string): LobbyMeta {
  return {
    status,
    attempts: call.attempts,
    ...(call.idempotencyKey ? { idempotencyKey: call.idempotencyKey } : {}),
    ...(requestId ? { requestId } : {}),
    ...(call.tokenRefreshTime !== undefined ? { tokenRefreshTime: call.tokenRefreshTime } : {}),
  };
}

/** Ends a call with an error; toasts it unless the caller handles errors or a dialog covers it. */
export function failCall(
  ctx: QueryContext,
  call: Call,
  failure: LobbyError,
  requestId?: string,
  covered = false,
): Outcome {
  const error = call.idempotencyKey ? { ...failure, idempotencyKey: call.idempotencyKey } : failure;
  if (!call.quiet && !covered && error.code !== ClientErrorCode.ABORTED) {
    ctx.toastError(error.message);
  }
  return { error, meta: metaOf(call, error.status, requestId) };
}

/** Ends a call that was cancelled (its signal aborted while it ran). */
export function cancelledCall(ctx: QueryContext, call: Call, reason: unknown): Outcome {
  if (!call.quiet) ctx.logger.debug(`${call.endpoint.id}: cancelled`, reason);
  return {
    error: {
      status: 0,
      code: ClientErrorCode.ABORTED,
      message: 'cancelled',
      ...(call.idempotencyKey ? { idempotencyKey: call.idempotencyKey } : {}),
    },
    meta: metaOf(call, 0),
  };
}
