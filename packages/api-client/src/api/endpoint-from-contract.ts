/**
 * Turns `@lobby/contract` entries into RTK Query endpoint definitions. Paths, methods and every
 * request and response type come from the entry; an area only adds cache policy (tags) and the
 * few lifecycle effects (a login signs the session in).
 */
import type {
  EndpointBuilder,
  MutationDefinition,
  QueryDefinition,
  ResultDescription,
} from '@reduxjs/toolkit/query';
import type { EndpointSpec } from '@lobby/contract/core';
import type { QFilter } from '@lobby/domain';
import type { Static, TSchema } from 'typebox';
import { CALL_OPTIONS } from '../base-query/types.ts';
import type { CallOptions, LobbyError, LobbyMeta, LobbyRequest } from '../base-query/types.ts';
import type { LobbyBaseQueryFn, LobbyExtra, TagType } from './lobby-api.ts';
import { lobbyExtra } from './lobby-api.ts';
import type { REDUCER_PATH } from './lobby-api.ts';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Props<S> = S extends TSchema ? (Static<S> extends Record<string, unknown> ? Static<S> : never) : unknown;

/** The SDK fills `fingerprint` itself, so a caller may leave it out. */
type FingerprintOptional<B> = B extends { fingerprint: infer F }
  ? Omit<B, 'fingerprint'> & { fingerprint?: F }
  : B;

/** A `q` parameter may be given as a filter object; the base query serialises it. */
type QAsFilter<Q> = Q extends { q?: infer V } ? Omit<Q, 'q'> & { q?: V | readonly QFilter[] } : Q;

/** The input of an entry: its path, query and body fields in one flat object. */
export type EntryInput<E extends EndpointSpec> = Simplify<
  Props<E['params']> & QAsFilter<Props<E['query']>> & FingerprintOptional<Props<E['body']>>
>;

/** Per-call options, carried in the argument under `$options`. */
export interface WithCallOptions {
  readonly [CALL_OPTIONS]?: CallOptions;
}

/**
 * The argument of an entry's hook or call: its input plus optional call options; `void` is
 * allowed when every field is optional.
 */
export type EntryArg<E extends EndpointSpec> = Record<never, never> extends EntryInput<E>
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

/** The lifecycle hook areas use for side effects (session sign-in and friends). */
export type EntryLifecycle<E extends EndpointSpec> = (
  arg: EntryArg<E>,
  api: { readonly extra: LobbyExtra; readonly outcome: Promise<EntryOutcome<E>> },
) => void | Promise<void>;

/** What an area may add to an entry: kind, cache tags and lifecycle. Never paths or shapes. */
export interface EntryPolicy<E extends EndpointSpec = EndpointSpec> {
  /** Overrides the default (GET = query, anything else = mutation), e.g. for GET logout. */
  readonly kind?: EndpointKind;
  /** Tags a query's data carries. */
  readonly provides?: ResultDescription<TagType, EntryResult<E>, EntryArg<E>, LobbyError, LobbyMeta>;
  /** Tags a mutation makes stale when it succeeds. */
  readonly invalidates?: ResultDescription<TagType, EntryResult<E>, EntryArg<E>, LobbyError, LobbyMeta>;
  /** Seconds an unused query result stays cached. */
  readonly keepUnusedDataFor?: number;
  /** Runs when a call starts; `outcome` settles with the answer or the error. */
  readonly onStart?: EntryLifecycle<E>;
}

/** The kind an entry ends up with under a policy. */
export type KindOf<E extends EndpointSpec, P> = P extends { kind: infer K extends EndpointKind }
  ? K
  : E['method'] extends 'GET'
    ? 'query'
    : 'mutation';

/** The RTK Query definition type of an entry. */
export type DefinitionOf<E extends EndpointSpec, K extends EndpointKind> = K extends 'query'
  ? QueryDefinition<EntryArg<E>, LobbyBaseQueryFn, TagType, EntryResult<E>, typeof REDUCER_PATH>
  : MutationDefinition<EntryArg<E>, LobbyBaseQueryFn, TagType, EntryResult<E>, typeof REDUCER_PATH>;

/** Property names of an object schema (TypeBox schemas are JSON Schema objects). */
function schemaKeys(schema: TSchema | undefined): Set<string> {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return new Set(properties ? Object.keys(properties) : []);
}

/** Path parameter names of a contract path (`:name` segments). */
function pathKeys(path: string): Set<string> {
  return new Set([...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string));
}

/**
 * Splits a flat argument into the request parts the entry declares. A field the entry does
 * not name goes where the method carries data (query for GET/DELETE, body otherwise), so the
 * server's schema reports it instead of the SDK hiding it.
 */
export function requestFromArg(endpoint: EndpointSpec, arg: unknown): LobbyRequest {
  const input = (arg ?? {}) as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const paramKeys = new Set([...schemaKeys(endpoint.params), ...pathKeys(endpoint.path)]);
  const queryKeys = schemaKeys(endpoint.query);
  const bodyKeys = schemaKeys(endpoint.body);
  const dataInQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
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

/** The kind an entry gets at run time (mirrors {@link KindOf}). */
export function kindOf(endpoint: EndpointSpec, policy?: EntryPolicy): EndpointKind {
  return policy?.kind ?? (endpoint.method === 'GET' ? 'query' : 'mutation');
}

/**
 * Builds the RTK Query definition of one contract entry: its request from the entry, its
 * types from the entry's schemas, and the area's cache policy.
 */
export function endpointFromContract<E extends EndpointSpec, const P extends EntryPolicy<E> = EntryPolicy<E>>(
  build: EndpointBuilder<LobbyBaseQueryFn, TagType, typeof REDUCER_PATH>,
  entry: E,
  policy?: P,
): DefinitionOf<E, KindOf<E, P>> {
  const query = (arg: EntryArg<E>) => requestFromArg(entry, arg);
  const onStart = policy?.onStart;
  const onQueryStarted = onStart
    ? async (arg: EntryArg<E>, api: { extra: unknown; queryFulfilled: Promise<{ data: unknown; meta: unknown }> }) => {
        const outcome = api.queryFulfilled.then(
          ({ data, meta }) => ({ data: data as EntryResult<E>, meta: meta as LobbyMeta | undefined }),
          (rejection: { error?: LobbyError }) => ({ error: rejection.error ?? (rejection as LobbyError) }),
        );
        const extra = lobbyExtra(api.extra);
        try {
          await onStart(arg, { extra, outcome });
        } catch (error) {
          console.error(`[lobby] ${entry.id}: lifecycle failed`, error);
        }
      }
    : undefined;
  const common = {
    query,
    ...(onQueryStarted ? { onQueryStarted } : {}),
  };
  if (kindOf(entry, policy as EntryPolicy | undefined) === 'query') {
    return build.query<EntryResult<E>, EntryArg<E>>({
      ...common,
      ...(policy?.provides ? { providesTags: policy.provides } : {}),
      ...(policy?.keepUnusedDataFor !== undefined ? { keepUnusedDataFor: policy.keepUnusedDataFor } : {}),
    } as never) as DefinitionOf<E, KindOf<E, P>>;
  }
  return build.mutation<EntryResult<E>, EntryArg<E>>({
    ...common,
    ...(policy?.invalidates ? { invalidatesTags: policy.invalidates } : {}),
  } as never) as DefinitionOf<E, KindOf<E, P>>;
}
