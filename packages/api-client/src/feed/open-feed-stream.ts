/**
 * Opening the member push (`wallet.events`): the request, the rotated token its answer may
 * carry, and whether the answer is a stream this feed can read.
 */
import {
  AUTHORIZATION_HEADER,
  BRAND_HEADER,
  LOCALE_PARAM,
  TOKEN_REFRESH_TIME_HEADER,
  findRoute,
} from '@lobby/contract/core';
import { walletRoutes } from '@lobby/contract/manifest';
import { toApiLocale } from '@lobby/domain';
import type { FetchLike } from '../base-query/create-base-query.ts';
import type { Session } from '../session/session.ts';
import { answeredToken, sessionCredentials } from '../session/transport.ts';
import { nameBrandForPreflight } from '../urls/api-root.ts';

const EVENTS_ROUTE = findRoute(walletRoutes, 'wallet.events');

/** How the feed reaches the push. */
export interface FeedEndpoint {
  /** The API root (`apiRootOf`). */
  readonly root: string;
  readonly brand?: string;
  readonly getLocale?: () => string;
  readonly fetch: FetchLike;
}

/** The outcome of opening the push. */
export type OpenedFeed =
  | { readonly kind: 'open'; readonly body: ReadableStream<Uint8Array> }
  | { readonly kind: 'failed'; readonly why: string; readonly unsupported: boolean }
  /** The connection was dropped meanwhile: nothing more to do. */
  | { readonly kind: 'aborted' };

/** Requests the push with `token`; takes a rotated token from the answer. */
export async function openFeedStream(
  endpoint: FeedEndpoint,
  session: Session,
  token: string,
  signal: AbortSignal,
): Promise<OpenedFeed> {
  const url = new URL(`${endpoint.root}${EVENTS_ROUTE.path}`);
  if (endpoint.getLocale) url.searchParams.set(LOCALE_PARAM, toApiLocale(endpoint.getLocale()));
  const proof = sessionCredentials(session.transport, token);
  const headers: Record<string, string> = { accept: 'text/event-stream', ...proof.headers };
  if (endpoint.brand) headers[BRAND_HEADER] = endpoint.brand;
  nameBrandForPreflight(url, endpoint.brand);
  let response: Response;
  try {
    response = await endpoint.fetch(url.toString(), {
      headers,
      signal,
      cache: 'no-store',
      ...(proof.credentials ? { credentials: proof.credentials } : {}),
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'failed', why: `could not connect (${String(error)})`, unsupported: false };
  }
  if (signal.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'aborted' };
  }
  // The answer may carry a rotated token, as every authenticated answer may.
  const refreshed = answeredToken(
    session.transport,
    response.headers.get(AUTHORIZATION_HEADER),
    token,
  );
  const time = Number(response.headers.get(TOKEN_REFRESH_TIME_HEADER));
  if (refreshed && Number.isFinite(time)) session.refreshToken(refreshed, time, token);
  const body = response.body;
  if (!response.ok || !body || typeof body.getReader !== 'function') {
    await body?.cancel().catch(() => undefined);
    // 404/405: this API has no push; anything else (429, 401, 5xx) may pass.
    return {
      kind: 'failed',
      why: response.ok ? 'no streaming support' : `the push answered ${response.status}`,
      unsupported: response.ok || response.status === 404 || response.status === 405,
    };
  }
  return { kind: 'open', body };
}
