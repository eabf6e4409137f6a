/**
 * Turns `@lobby/contract` entries into RTK Query endpoint definitions. Paths, methods and every
 * request and response type come from the entry; an area only adds cache policy (tags) and the
 * few lifecycle effects (a login signs the session in).
 *
 * At run time an entry is read through its route (`toRoute`): the areas inject the routes of
 * `@lobby/contract/manifest`, so a site's bundle carries no schema, while the types come from
 * the entry each route names. A full entry works too (Node scripts, tests).
 */
import type {
  BaseQueryApi,
  EndpointBuilder,
  MutationDefinition,
  QueryDefinition,
  ResultDescription,
  TagDescription,
} from '@reduxjs/toolkit/query';
import { toRoute } from '@lobby/contract/core';
import type { EndpointLike, EndpointMultipart, EndpointSpec, EntryOf } from '@lobby/contract/core';
import type { QFilter } from '@lobby/domain';
import type { Static, TSchema } from 'typebox';
import { CALL_OPTIONS } from '../base-query/types.ts';
import type {
  CallOptions,
  DownloadedFile,
  LobbyError,
  LobbyMeta,
  LobbyRequest,
} from '../base-query/types.ts';
import type { LobbyBaseQueryFn, LobbyExtra, TagType } from './lobby-api.ts';
import { lobbyApi, lobbyExtra } from './lobby-api.ts';
import type { REDUCER_PATH } from './lobby-api.ts';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Props<S> = S extends TSchema
  ? Static<S> extends Record<string, unknown>
    ? Static<S>
    : never
  : unknown;

/** The SDK fills `fingerprint` itself, so a caller may leave it out. */
type FingerprintOptional<B> = B extends { fingerprint: infer F }
  ? Omit<B, 'fingerprint'> & { fingerprint?: F }
  : B;

/** A `q` parameter may be given as a filter object; the base query serialises it. */
type QAsFilter<Q> = Q extends { q?: infer V } ? Omit<Q, 'q'> & { q?: V | readonly QFilter[] } : Q;

/** A multipart body's parts, files as `Blob`s (a browser `File` is one); nothing otherwise. */
type MultipartProps<E extends EndpointSpec> = E['multipart'] extends object
  ? EndpointMultipart<E, Blob>
  : unknown;

/** The input of an entry: its path, query, body (or multipart) fields in one flat object. */
export type EntryInput<E extends EndpointSpec> = Simplify<
  Props<E['params']> &
    QAsFilter<Props<E['query']>> &
    FingerprintOptional<Props<E['body']>> &
    MultipartProps<E>
>;

/** Per-call options, carried in the argument under `$options`. */
export interface WithCallOptions {
  readonly [CALL_OPTIONS]?: CallOptions;
}

/**
 * The argument of an entry's hook or call: its input plus optional call options; `void` is
 * allowed when every field is optional.
 */
export type EntryArg<E extends EndpointSpec> =
  Record<never, never> extends EntryInput<E>
    ? (EntryInput<E> & WithCallOptions) | void
    : EntryInput<E> & WithCallOptions;

/** What an entry answers with. */
export type EntryResult<E extends EndpointSpec> = Static<E['response']>;

/** Whether an entry becomes a query or a mutation. */
export type EndpointKind = 'query' | 'mutation';

/** How a call ended, as lifecycle hooks see it (never a rejection). */
export type EntryOutcome<E extends EndpointSpec> =
  | { readonly data: EntryResult<E>; readonly meta: LobbyMeta | undefined }
  | { readonly error: LobbyError };

/** What a lifecycle hook can reach: the store's extra, the call's outcome and tag invalidation. */
export interface EntryLifecycleApi<E extends EndpointSpec> {
  readonly extra: LobbyExtra;
  readonly outcome: Promise<EntryOutcome<E>>;
  /**
   * Marks cached data stale, for GETs with a side effect (reading a message marks it read, so
   * the unread count is stale) that a query's `provides` cannot express.
   */
  readonly invalidate: (tags: readonly TagDescription<TagType>[]) => void;
}

/** The lifecycle hook areas use for side effects (session sign-in and friends). */
export type EntryLifecycle<E extends EndpointSpec> = (
  arg: EntryArg<E>,
  api: EntryLifecycleApi<E>,
) => void | Promise<void>;

/** What an area may add to an entry: kind, cache tags and lifecycle. Never paths or shapes. */
export interface EntryPolicy<E extends EndpointSpec = EndpointSpec> {
  /** Overrides the default (GET = query, anything else = mutation), e.g. for GET logout. */
  readonly kind?: EndpointKind;
  /** Tags a query's data carries. */
  readonly provides?: ResultDescription<
    TagType,
    EntryResult<E>,
    EntryArg<E>,
    LobbyError,
    LobbyMeta
  >;
  /** Tags a mutation makes stale when it succeeds. */
  readonly invalidates?: ResultDescription<
    TagType,
    EntryResult<E>,
    EntryArg<E>,
    LobbyError,
    LobbyMeta
  >;
  /** Seconds an unused query result stays cached. */
  readonly keepUnusedDataFor?: number;
  /** Runs when a call starts; `outcome` settles with the answer or the error. */
  readonly onStart?: EntryLifecycle<E>;
  /**
   * The answer is a file, not JSON: the call resolves with a {@link DownloadedFile} (plain,
   * serialisable data the cache can hold) instead of the contract's raw string.
   */
  readonly download?: true;
  /**
   * A query whose answer is kept on the device between visits (spec §7: the supported bank
   * list), through the session's cache: a fresh copy answers without a request, one older than
   * 30 days is dropped and fetched again, and a forced refetch (`refetch`, invalidated tags)
   * always asks the server and saves the new answer.
   */
  readonly cachedLocally?: true;
}

/** The result type of an entry under a policy (a download answers a {@link DownloadedFile}). */
export type ResultOf<E extends EndpointSpec, P> = P extends { readonly download: true }
  ? DownloadedFile
  : EntryResult<E>;

/** The kind an entry ends up with under a policy. */
export type KindOf<E extends EndpointSpec, P> = P extends { kind: infer K extends EndpointKind }
  ? K
  : E['method'] extends 'GET'
    ? 'query'
    : 'mutation';

/** The RTK Query definition type of an entry (argument and result by default the contract's). */
export type DefinitionOf<
  E extends EndpointSpec,
  K extends EndpointKind,
  A = EntryArg<E>,
  R = EntryResult<E>,
> = K extends 'query'
  ? QueryDefinition<A, LobbyBaseQueryFn, TagType, R, typeof REDUCER_PATH>
  : MutationDefinition<A, LobbyBaseQueryFn, TagType, R, typeof REDUCER_PATH>;

/**
 * Splits a flat argument into the request parts the entry declares. A field the entry does
 * not name goes where the method carries data (query for GET/DELETE, body otherwise), so the
 * server's schema reports it instead of the SDK hiding it.
 */
export function requestFromArg(endpoint: EndpointLike, arg: unknown): LobbyRequest {
  const input = (arg ?? {}) as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const { method, fields } = toRoute(endpoint);
  const paramKeys = new Set(fields.params);
  const queryKeys = new Set(fields.query);
  const bodyKeys = new Set([...(fields.body ?? []), ...(fields.multipart ?? [])]);
  const dataInQuery = method === 'GET' || method === 'DELETE';
  let options: CallOptions | undefined;
  for (const [key, value] of Object.entries(input)) {
    if (key === CALL_OPTIONS) options = value as CallOptions;
    else if (paramKeys.has(key)) params[key] = value as string | number;
    else if (queryKeys.has(key)) query[key] = value;
    else if (bodyKeys.has(key)) body[key] = value;
    else if (dataInQuery) query[key] = value;
    else body[key] = value;
  }
  return {
    endpoint,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(dataInQuery ? {} : { body }),
    ...(options ? { options } : {}),
  };
}

/**
 * The key a locally cached answer is saved under: the entry's id plus its path and query
 * fields (sorted, so the same call finds the same key), never the call options.
 */
export function localCacheKey(request: LobbyRequest): string {
  const fields = { ...request.params, ...request.query };
  const names = Object.keys(fields).sort();
  if (names.length === 0) return request.endpoint.id;
  return `${request.endpoint.id}:${JSON.stringify(names.map((name) => [name, fields[name]]))}`;
}

/** The kind an entry gets at run time (mirrors {@link KindOf}). */
export function kindOf(endpoint: EndpointLike, policy?: EntryPolicy): EndpointKind {
  return policy?.kind ?? (endpoint.method === 'GET' ? 'query' : 'mutation');
}

/**
 * Builds the RTK Query definition of one contract entry (or its route): its request from the
 * route, its types from the entry's schemas, and the area's cache policy.
 */
export function endpointFromContract<
  X extends EndpointLike,
  const P extends EntryPolicy<EntryOf<X>> = EntryPolicy<EntryOf<X>>,
>(
  build: EndpointBuilder<LobbyBaseQueryFn, TagType, typeof REDUCER_PATH>,
  entry: X,
  policy?: P,
): DefinitionOf<EntryOf<X>, KindOf<EntryOf<X>, P>, EntryArg<EntryOf<X>>, ResultOf<EntryOf<X>, P>> {
  type E = EntryOf<X>;
  type Definition = DefinitionOf<E, KindOf<E, P>, EntryArg<E>, ResultOf<E, P>>;
  const route = toRoute(entry);
  const flags = {
    // The contract's multipart parts make the body multipart.
    ...(route.fields.multipart ? { multipart: true } : {}),
    ...(policy?.download ? { download: true } : {}),
  } as const;
  const query = (arg: EntryArg<E>): LobbyRequest => ({ ...requestFromArg(route, arg), ...flags });
  const onStart = policy?.onStart;
  const onQueryStarted = onStart
    ? async (
        arg: EntryArg<E>,
        api: {
          extra: unknown;
          dispatch: (action: unknown) => unknown;
          queryFulfilled: Promise<{ data: unknown; meta: unknown }>;
        },
      ) => {
        const outcome = api.queryFulfilled.then(
          ({ data, meta }) => ({
            data: data as EntryResult<E>,
            meta: meta as LobbyMeta | undefined,
          }),
          (rejection: { error?: LobbyError }) => ({
            error: rejection.error ?? (rejection as LobbyError),
          }),
        );
        const extra = lobbyExtra(api.extra);
        const invalidate = (tags: readonly TagDescription<TagType>[]) => {
          api.dispatch(lobbyApi.util.invalidateTags([...tags]));
        };
        try {
          await onStart(arg, { extra, outcome, invalidate });
        } catch (error) {
          console.error(`[lobby] ${route.id}: lifecycle failed`, error);
        }
      }
    : undefined;
  const common = onQueryStarted ? { onQueryStarted } : {};
  if (kindOf(route, policy as EntryPolicy | undefined) === 'query') {
    const local = policy?.cachedLocally
      ? {
          async queryFn(
            arg: EntryArg<E>,
            api: BaseQueryApi,
            _extraOptions: unknown,
            baseQuery: (request: LobbyRequest) => ReturnType<LobbyBaseQueryFn>,
          ) {
            const request = query(arg);
            const { cache } = lobbyExtra(api.extra).session;
            const key = localCacheKey(request);
            if (!api.forced) {
              const saved = cache.read(key);
              if (saved !== undefined) return { data: saved };
            }
            const result = await baseQuery(request);
            if (!result.error) cache.write(key, result.data);
            return result;
          },
        }
      : { query };
    return build.query<EntryResult<E>, EntryArg<E>>({
      ...common,
      ...local,
      ...(policy?.provides ? { providesTags: policy.provides } : {}),
      ...(policy?.keepUnusedDataFor !== undefined
        ? { keepUnusedDataFor: policy.keepUnusedDataFor }
        : {}),
    } as never) as Definition;
  }
  return build.mutation<EntryResult<E>, EntryArg<E>>({
    ...common,
    query,
    ...(policy?.invalidates ? { invalidatesTags: policy.invalidates } : {}),
  } as never) as Definition;
}
