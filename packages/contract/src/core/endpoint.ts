/**
 * `defineEndpoint`: the one place an endpoint's method, path, auth flag and schemas are written.
 * The reference API registers its routes from these entries and the SDK builds its calls from
 * the same entries, so the two cannot drift.
 */
import type { Static, TSchema } from 'typebox';

/** HTTP methods the member API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Named rate-limit classes. The server owns the numbers (per brand and client); the contract
 * only says which class a call belongs to, so clients can expect a 429 `RATE_LIMITED` there.
 */
export type RateLimitClass = 'login' | 'register' | 'code' | 'reset' | 'lookup';

/**
 * Where a path is rooted: `api` paths are relative to {@link API_PREFIX}; `storage` paths are
 * served from the storage origin (static-like files such as language files) as they are.
 */
export type EndpointOrigin = 'api' | 'storage';

/** What an endpoint entry holds. Paths use `:name` segments for path parameters. */
export interface EndpointSpec {
  /** Stable identifier, `<area>.<name>`; the SDK names its hooks after it. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to the origin's prefix, e.g. `/member/auth/login`. */
  readonly path: string;
  /** Whether a bearer token is required (401 without one). */
  readonly auth: boolean;
  /** One line for the API reference. */
  readonly summary: string;
  /** Longer notes for the API reference. */
  readonly description?: string;
  /** Defaults to `api`. */
  readonly origin?: EndpointOrigin;
  /** Query parameters (besides `locale`, which every endpoint accepts). */
  readonly query?: TSchema;
  /** Path parameters, one property per `:name` segment. */
  readonly params?: TSchema;
  /** JSON body (POST/PUT/PATCH). */
  readonly body?: TSchema;
  /** The 200 body. */
  readonly response: TSchema;
  /**
   * Body fields sent RSA-OAEP encrypted as `<key_id>:<base64>` (see `/key`); the SDK encrypts
   * them, the server decrypts them before its checks.
   */
  readonly encrypted?: readonly string[];
  /** Whether the call may be retried safely (the SDK retries only these after a network error). */
  readonly idempotent?: boolean;
  /** The rate-limit class, when the call is limited. */
  readonly rateLimit?: RateLimitClass;
  /**
   * Whether the call still answers while maintenance type 1 is in force (everything a
   * maintenance page needs); all other calls answer 503 `MAINTENANCE` then.
   */
  readonly duringMaintenance?: boolean;
  /** Grouping in the API reference; defaults to the id's area. */
  readonly tags?: readonly string[];
}

/**
 * Declares an endpoint. The identity function keeps the literal types (method, path, schemas)
 * so {@link EndpointBody} and friends infer exact request and response types.
 */
export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** The static type of a schema slot, or `undefined` when the endpoint has none. */
type SlotOf<S> = S extends TSchema ? Static<S> : undefined;

/** The JSON body type an endpoint takes (plain values, before the SDK encrypts fields). */
export type EndpointBody<E extends EndpointSpec> = SlotOf<E['body']>;
/** The query parameters an endpoint takes (without `locale`). */
export type EndpointQuery<E extends EndpointSpec> = SlotOf<E['query']>;
/** The path parameters an endpoint takes. */
export type EndpointParams<E extends EndpointSpec> = SlotOf<E['params']>;
/** The 200 body an endpoint answers with. */
export type EndpointResponse<E extends EndpointSpec> = Static<E['response']>;

/** The names of the `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/**
 * Fills a path's `:name` segments, URL-encoding each value. Throws on a missing value: a call
 * with a hole in its path is a programming error, not a request to send.
 */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
