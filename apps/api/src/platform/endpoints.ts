/**
 * Binds contract endpoints to handlers. A binding carries the contract entry, so the route's
 * method, path, schemas, auth and rate-limit class all come from `@lobby/contract`; the app
 * refuses to start when an endpoint has no binding or two.
 */
import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointSpec,
} from '@lobby/contract';
import type { Locale } from '@lobby/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthState } from '../services/sessions.ts';
import type { Brand } from './brands.ts';

/** What a handler receives: validated, decrypted input plus the request's brand, locale and session. */
export interface HandlerInput<E extends EndpointSpec> {
  body: EndpointBody<E>;
  query: EndpointQuery<E>;
  params: EndpointParams<E>;
  brand: Brand;
  locale: Locale;
  /**
   * Present on `auth: true` endpoints; on a public endpoint bound with `optionalAuth`, present
   * when the request carried a live session (a guest otherwise).
   */
  auth: E['auth'] extends true ? AuthState : AuthState | undefined;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the endpoint's 200 body (or throws an `ApiError`). */
export type Handler<E extends EndpointSpec> = (
  input: HandlerInput<E>,
) => Promise<EndpointResponse<E>>;

/** How a public endpoint treats a bearer token. */
export interface BindOptions {
  /**
   * The answer depends on who asks (favourite flags, claimable promotions): a bearer token of a
   * live session makes `auth` that member (answered with the session headers, as every
   * authenticated answer is). Anything else — no token, or one that is malformed, unknown,
   * expired, revoked or of a locked member — is a guest, never an error: that is how every
   * public endpoint has always treated a token, and a 401 here would make the client end a
   * session while the member merely browses.
   */
  readonly optionalAuth?: boolean;
}

/** One endpoint with its handler. */
export interface Binding {
  endpoint: EndpointSpec;
  handler: Handler<EndpointSpec>;
  /** See {@link BindOptions.optionalAuth}; ignored on `auth: true` endpoints. */
  optionalAuth?: boolean;
}

/** Pairs an endpoint with its handler, keeping the handler's types tied to the entry. */
export function bind<E extends EndpointSpec>(
  endpoint: E,
  handler: Handler<E>,
  options: BindOptions = {},
): Binding {
  return {
    endpoint,
    handler: handler as unknown as Handler<EndpointSpec>,
    ...(options.optionalAuth && !endpoint.auth ? { optionalAuth: true } : {}),
  };
}
