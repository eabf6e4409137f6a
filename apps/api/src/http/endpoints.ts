/**
 * Binds contract endpoints to handlers. A binding carries the contract entry, so the route's
 * method, path, schemas, auth and rate-limit class all come from `@lobby/contract`; the app
 * refuses to start when an endpoint has no binding or two. Member-keyed endpoints (see
 * {@link MemberKeyed}) get their idempotency key claimed where the binding is registered
 * (`keyed.ts`), never by the handler.
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
import type { ClaimedKey, UnclaimedKey } from '../core/money/idempotency.ts';
import type { AuthState } from '../core/security/sessions.ts';
import type { Brand } from '../base/brands.ts';

/**
 * Whether an endpoint is member-keyed: a write the contract marks `idempotent` that a signed-in
 * member makes, so it needs an `Idempotency-Key` (the provider wallet API is keyed by the
 * provider's transaction id instead, and a GET is idempotent by itself).
 */
export type MemberKeyed<E extends EndpointSpec> = E extends {
  idempotent: true;
  auth: true;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}
  ? true
  : false;

/**
 * What a handler receives: validated, decrypted input plus the request's brand, locale and
 * session. `K` is what a member-keyed endpoint's handler gets as `key`: the claimed key, or the
 * key to claim itself (bound with {@link BindOptions.claimInTransaction}).
 */
export interface HandlerInput<E extends EndpointSpec, K = ClaimedKey> {
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
  /**
   * On a member-keyed endpoint, the request's claimed idempotency key: the handler's service
   * stores its answer with it (`complete`, in the transaction that moved the money) and may
   * record where to resume (`setResumeRef`). A replay never reaches the handler, but for one
   * bound with `claimInTransaction`, whose service claims the key and answers a replay itself.
   */
  key: MemberKeyed<E> extends true ? K : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the endpoint's 200 body (or throws an `ApiError`). */
export type Handler<E extends EndpointSpec, K = ClaimedKey> = (
  input: HandlerInput<E, K>,
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
  /**
   * Member-keyed endpoints: a check that runs before the key is claimed or a stored answer
   * replayed (the withdrawal password: a replay too must know it, and a wrong one is counted).
   */
  readonly guard?: (input: HandlerInput<EndpointSpec>) => Promise<void>;
  /**
   * Member-keyed endpoints: hash an absent body or path parameters as `{}` rather than nothing.
   * The games area's keys were always hashed so; kept so a key stored before still replays.
   */
  readonly hashAbsentAsEmpty?: boolean;
  /**
   * Member-keyed endpoints: the handler gets the key unclaimed ({@link UnclaimedKey}) and its
   * service claims it in its own first transaction, answering a replay itself, instead of the
   * binding layer claiming it in a commit of its own first (a game transfer: one commit fewer).
   */
  readonly claimInTransaction?: boolean;
}

/** One endpoint with its handler. */
export interface Binding {
  endpoint: EndpointSpec;
  handler: Handler<EndpointSpec>;
  /** See {@link BindOptions.optionalAuth}; ignored on `auth: true` endpoints. */
  optionalAuth?: boolean;
  /** See {@link BindOptions.guard}. */
  guard?: (input: HandlerInput<EndpointSpec>) => Promise<void>;
  /** See {@link BindOptions.hashAbsentAsEmpty}. */
  hashAbsentAsEmpty?: boolean;
  /** See {@link BindOptions.claimInTransaction}. */
  claimInTransaction?: boolean;
}

/** Pairs an endpoint with its handler, keeping the handler's types tied to the entry. */
export function bind<E extends EndpointSpec>(
  endpoint: E,
  handler: Handler<E, UnclaimedKey>,
  options: BindOptions & { claimInTransaction: true },
): Binding;
/** Pairs an endpoint with its handler, keeping the handler's types tied to the entry. */
export function bind<E extends EndpointSpec>(
  endpoint: E,
  handler: Handler<E>,
  options?: BindOptions,
): Binding;
export function bind<E extends EndpointSpec>(
  endpoint: E,
  handler: Handler<E> | Handler<E, UnclaimedKey>,
  options: BindOptions = {},
): Binding {
  return {
    endpoint,
    handler: handler as unknown as Handler<EndpointSpec>,
    ...(options.optionalAuth && !endpoint.auth ? { optionalAuth: true } : {}),
    ...(options.guard ? { guard: options.guard } : {}),
    ...(options.hashAbsentAsEmpty ? { hashAbsentAsEmpty: true } : {}),
    ...(options.claimInTransaction ? { claimInTransaction: true } : {}),
  };
}
