/**
 * `defineEndpoint`: the one place an endpoint's method, path, auth flag and schemas are written.
 * The reference API registers its routes from these entries and the SDK builds its calls from
 * the same entries, so the two cannot drift.
 */
import type { MessageKey } from '@lobby/domain';
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

/** A text part of a `multipart/form-data` body, checked against `schema` like a JSON field. */
export interface MultipartTextPart {
  readonly part: 'text';
  readonly required: boolean;
  /** The part's value as sent (text); `x-message` names the MessageKey a failure reports. */
  readonly schema: TSchema;
  readonly description?: string;
}

/**
 * A file part of a `multipart/form-data` body. The server recognises the type by the content
 * (magic bytes), never by the file name or the declared type.
 */
export interface MultipartFilePart {
  readonly part: 'file';
  readonly required: boolean;
  /** Largest accepted file, in bytes (413 PAYLOAD_TOO_LARGE above). */
  readonly maxBytes: number;
  /** The media types accepted (415 UNSUPPORTED_MEDIA_TYPE for anything else). */
  readonly mediaTypes: readonly string[];
  /** The MessageKey reported when the file is missing or empty. */
  readonly message: MessageKey;
  readonly description?: string;
}

/** One part of a multipart body. */
export type MultipartPart = MultipartTextPart | MultipartFilePart;

/**
 * The parts of a `multipart/form-data` body, by name. Each part appears once; a part not named
 * here is refused (400 UNKNOWN_FIELD), as unknown JSON fields are.
 */
export type MultipartSpec = Readonly<Record<string, MultipartPart>>;

/**
 * What a file part's value must offer: the shape of a `Blob` (or `File`), without tying the
 * contract to a DOM or Node library. Clients pass their own file type to
 * {@link EndpointMultipart}.
 */
export interface MultipartFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

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
  /** A `multipart/form-data` body instead of JSON (uploads): its parts. */
  readonly multipart?: MultipartSpec;
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
  /**
   * Whether the call still answers a visitor from a country the brand blocks (what the
   * blocked-region page needs: the brand's configuration and language files); all other calls
   * answer 451 `REGION_BLOCKED` then. `config.maintenance` is not one: it is the call a site's
   * guards make on every navigation, so its 451 is how the site learns to show `/area_forbidden`.
   */
  readonly whenRegionBlocked?: boolean;
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

type RequiredParts<M> = {
  [K in keyof M]: M[K] extends { readonly required: true } ? K : never;
}[keyof M];
type PartValue<P, F> = P extends { readonly part: 'file' }
  ? F
  : P extends { readonly part: 'text'; readonly schema: infer S extends TSchema }
    ? Static<S>
    : never;
type MultipartInputOf<M, F> = {
  [K in RequiredParts<M>]: PartValue<M[K], F>;
} & {
  [K in Exclude<keyof M, RequiredParts<M>>]?: PartValue<M[K], F>;
};
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/**
 * The values of a multipart body by part name: a text part's static type, `F` for a file part
 * (pass `Blob` or `File` in a browser), optional parts optional. `undefined` when the endpoint
 * takes no multipart body.
 */
export type EndpointMultipart<
  E extends EndpointSpec,
  F = MultipartFile,
> = E['multipart'] extends MultipartSpec ? Flatten<MultipartInputOf<E['multipart'], F>> : undefined;

/**
 * The JSON Schema of a multipart body, for API references (OpenAPI 3.1 `multipart/form-data`):
 * text parts by their schema, files as binary strings carrying their limits. Unknown parts are
 * refused, so `additionalProperties` is false.
 */
export function multipartJsonSchema(spec: MultipartSpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, part] of Object.entries(spec)) {
    if (part.required) required.push(name);
    const description = part.description ? { description: part.description } : {};
    properties[name] =
      part.part === 'text'
        ? { ...part.schema, ...description }
        : {
            type: 'string',
            format: 'binary',
            ...description,
            'x-max-bytes': part.maxBytes,
            'x-media-types': [...part.mediaTypes],
          };
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The names of the `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/**
 * Fills a path's `:name` segments, URL-encoding each value. Throws on a missing value: a call
 * with a hole in its path is a programming error, not a request to send.
 */
export function buildPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
