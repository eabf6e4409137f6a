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
  /** Present on `auth: true` endpoints. */
  auth: E['auth'] extends true ? AuthState : AuthState | undefined;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the endpoint's 200 body (or throws an `ApiError`). */
export type Handler<E extends EndpointSpec> = (
  input: HandlerInput<E>,
) => Promise<EndpointResponse<E>>;

/** One endpoint with its handler. */
export interface Binding {
  endpoint: EndpointSpec;
  handler: Handler<EndpointSpec>;
}

/** Pairs an endpoint with its handler, keeping the handler's types tied to the entry. */
export function bind<E extends EndpointSpec>(endpoint: E, handler: Handler<E>): Binding {
  return { endpoint, handler: handler as unknown as Handler<EndpointSpec> };
}
