/**
 * One send of a call (spec §7) and what its answer means (spec §8): the headers and the body on
 * the wire (encrypted fields, multipart), the fetch with its network retry, the refreshed token,
 * and the policy for an error answer: a rotated key or a step-up sends again, 401/403 ends the
 * session, 503 reloads. Each step answers the call's outcome or {@link SEND_AGAIN}.
 */
import {
  AUTHORIZATION_HEADER,
  BRAND_HEADER,
  DEVICE_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
} from '@lobby/contract/core';
import { ErrorCode } from '@lobby/contract/errors';
import { encryptFields } from '../crypto/field-encryption.ts';
import { describeNetworkFailure } from '../errors/network-failure.ts';
import { SDK_TEXT } from '../ports/ports.ts';
import { answeredToken, sessionCredentials } from '../session/transport.ts';
import { errorOfAnswer, readSuccess } from './answers.ts';
import { failCall, metaOf } from './call.ts';
import type { Call, Outcome } from './call.ts';
import type { QueryContext } from './context.ts';
import { toFormData } from './request.ts';
import { ClientErrorCode } from './types.ts';
import type { LobbyError, LobbyRequest } from './types.ts';

/** The call goes out once more (a network retry, a rotated key, a proved step-up). */
export const SEND_AGAIN = Symbol('send again');

/** What a call sends: its URL and, for a method with a body, the body before encoding. */
export interface PreparedCall {
  readonly url: URL;
  readonly body: Record<string, unknown> | undefined;
}

/** The session's proof on a call: none for the storage origin. */
type Proof = ReturnType<typeof sessionCredentials> | undefined;

/** The headers of one send: brand, the session's proof, idempotency key and device id. */
function requestHeaders(ctx: QueryContext, call: Call, proof: Proof): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (ctx.options.brand) headers.set(BRAND_HEADER, ctx.options.brand);
  for (const [name, value] of Object.entries(proof?.headers ?? {})) headers.set(name, value);
  if (call.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, call.idempotencyKey);
  const device = call.endpoint.origin === 'storage' ? undefined : ctx.deviceId();
  if (device) headers.set(DEVICE_ID_HEADER, device);
  return headers;
}

/** The body on the wire: a form for multipart, else JSON with the entry's fields encrypted. */
async function encodeBody(
  ctx: QueryContext,
  call: Call,
  request: LobbyRequest,
  body: Record<string, unknown> | undefined,
  headers: Headers,
): Promise<{ payload: string | FormData | undefined } | Outcome> {
  if (body === undefined) return { payload: undefined };
  if (request.multipart) return { payload: toFormData(body) };
  headers.set('content-type', 'application/json');
  const encrypted = call.endpoint.encrypted;
  let wire = body;
  if (encrypted && encrypted.length > 0) {
    try {
      wire = await encryptFields(body, encrypted, await ctx.keys.get());
    } catch (error) {
      if (call.signal.aborted) throw error;
      const lobby = (error as { lobby?: LobbyError }).lobby;
      // The key's own failure (`lobby`) already says what went wrong.
      if (!lobby) call.log.error(`${call.endpoint.id}: could not encrypt`, error);
      return failCall(
        ctx,
        call,
        lobby ?? {
          status: 0,
          code: ClientErrorCode.REQUEST_FAILED,
          message: ctx.translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback),
        },
      );
    }
  }
  return { payload: JSON.stringify(wire) };
}

/** Fetches once; no response sends again while the call has network retries left. */
async function fetchOnce(
  ctx: QueryContext,
  call: Call,
  url: URL,
  init: { headers: Headers; payload: string | FormData | undefined; proof: Proof },
): Promise<{ response: Response } | Outcome | typeof SEND_AGAIN> {
  const { endpoint } = call;
  try {
    const response = await ctx.doFetch(url, {
      method: endpoint.method,
      headers: init.headers,
      body: init.payload,
      signal: call.signal,
      ...(init.proof?.credentials ? { credentials: init.proof.credentials } : {}),
    });
    return { response };
  } catch (error) {
    if (call.signal.aborted || (error as { name?: string })?.name === 'AbortError') throw error;
    const cause = describeNetworkFailure(error, url);
    const what = `${endpoint.id}: no response to ${endpoint.method} ${url.href} (${cause})`;
    if (call.networkLeft > 0) {
      call.networkLeft -= 1;
      call.log.warn(`${what}; sending again`);
      return SEND_AGAIN;
    }
    call.log.warn(what);
    return failCall(ctx, call, {
      status: 0,
      code: ClientErrorCode.NETWORK_ERROR,
      message: ctx.translate(SDK_TEXT.networkError.key, SDK_TEXT.networkError.fallback),
      method: endpoint.method,
      url: url.href,
      cause,
    });
  }
}

/** Keeps the answer's token refresh time, and its token when newer than the stored one. */
function takeRefreshedToken(
  ctx: QueryContext,
  call: Call,
  response: Response,
  sent: string | undefined,
): void {
  const refreshTime = Number(response.headers.get(TOKEN_REFRESH_TIME_HEADER) ?? NaN);
  if (Number.isFinite(refreshTime)) call.tokenRefreshTime = refreshTime;
  const refreshed = answeredToken(
    ctx.session.transport,
    response.headers.get(AUTHORIZATION_HEADER),
    sent,
  );
  if (refreshed && call.tokenRefreshTime !== undefined)
    ctx.session.refreshToken(refreshed, call.tokenRefreshTime, sent);
}

/** The data of a 200 answer, or BAD_RESPONSE when it cannot be read. */
async function succeed(
  ctx: QueryContext,
  call: Call,
  request: LobbyRequest,
  response: Response,
  requestId: string | undefined,
): Promise<Outcome> {
  try {
    return { data: await readSuccess(response, request), meta: metaOf(call, 200, requestId) };
  } catch (error) {
    if (call.signal.aborted) throw error;
    call.log.error(`${call.endpoint.id}: unreadable answer`, error);
    const message = ctx.translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback);
    return failCall(
      ctx,
      call,
      { status: 200, code: ClientErrorCode.BAD_RESPONSE, message },
      requestId,
    );
  }
}

/** Spec §8 for an error answer: send again after a rotated key or a proved step-up, or fail. */
async function onErrorAnswer(
  ctx: QueryContext,
  call: Call,
  status: number,
  error: LobbyError,
  sent: { token: string | undefined; requestId: string | undefined },
): Promise<Outcome | typeof SEND_AGAIN> {
  const { endpoint } = call;
  if (
    error.code === ErrorCode.DECRYPT_FAILED &&
    !call.decryptRetried &&
    endpoint.encrypted?.length
  ) {
    call.decryptRetried = true;
    ctx.keys.invalidate();
    ctx.logger.debug(`${endpoint.id}: the server key rotated; encrypting again`);
    return SEND_AGAIN;
  }
  // Step-up (beyond the spec): the member proves a second factor, then the same request goes
  // once more. Its 403 is the one that does not end the session.
  if (error.code === ErrorCode.STEP_UP_REQUIRED) {
    const stepUp = ctx.options.stepUp;
    if (!call.steppedUp && stepUp) {
      call.steppedUp = true;
      const proved = await stepUp({ endpointId: endpoint.id }).catch((e: unknown) => {
        ctx.logger.warn(`${endpoint.id}: step-up failed`, e);
        return false;
      });
      if (proved && !call.signal.aborted) return SEND_AGAIN;
    }
    return failCall(ctx, call, error, sent.requestId);
  }
  // Spec §8: 401 and 403 mean the session is over. The API answers 403 for nothing else
  // but STEP_UP_REQUIRED above (a switched-off feature is a 404, a refused origin a 400).
  const refused = status === 401 || status === 403;
  if (refused && (sent.token !== undefined || endpoint.auth)) {
    ctx.onSessionRefused(error.message);
    return failCall(ctx, call, error, sent.requestId, true);
  }
  // Spec §8: a 503 reloads the page (maintenance: the reload shows its page). Not for
  // SERVER_BUSY (a burst of password checks, answered with Retry-After): nothing changed,
  // and a reload would throw away what the member typed, and could loop while the burst
  // lasts; it is an ordinary error, shown (a toast, or the caller's form), to send again.
  if (status === 503 && error.code !== ErrorCode.SERVER_BUSY) {
    ctx.session.save();
    ctx.navigation.reload();
    return failCall(ctx, call, error, sent.requestId, true);
  }
  return failCall(ctx, call, error, sent.requestId);
}

/** One send of a prepared call, and what its answer means. */
export async function attempt(
  ctx: QueryContext,
  call: Call,
  request: LobbyRequest,
  prepared: PreparedCall,
): Promise<Outcome | typeof SEND_AGAIN> {
  const storage = call.endpoint.origin === 'storage';
  const token = storage ? undefined : ctx.session.getToken();
  const proof = storage ? undefined : sessionCredentials(ctx.session.transport, token);
  const headers = requestHeaders(ctx, call, proof);
  const encoded = await encodeBody(ctx, call, request, prepared.body, headers);
  if ('meta' in encoded) return encoded;
  const sent = await fetchOnce(ctx, call, prepared.url, {
    headers,
    payload: encoded.payload,
    proof,
  });
  if (sent === SEND_AGAIN || 'meta' in sent) return sent;
  const { response } = sent;
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  takeRefreshedToken(ctx, call, response, token);
  if (response.status === 200) return succeed(ctx, call, request, response, requestId);
  const error = await errorOfAnswer(response, ctx.translate);
  return onErrorAnswer(ctx, call, response.status, error, { token, requestId });
}
