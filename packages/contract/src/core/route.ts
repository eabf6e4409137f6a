/**
 * The light run-time view of an endpoint: what a client needs to make the call (id, method,
 * path, auth, where each field travels, which fields are encrypted, whether it moves money),
 * without its TypeBox schemas. Browsers ship routes (`@lobby/contract/manifest`, generated from
 * the entries by `toRoute`) instead of entries, so a site's bundle carries no schema builder and
 * no request or response schema; the entry's types still flow through the route's type.
 *
 * This module (and `endpoint.ts`, which it uses) builds no schema at run time, so a bundle that
 * uses it stays free of TypeBox.
 */
import { pathParamNames } from './endpoint.ts';
import type { EndpointOrigin, EndpointSpec } from './endpoint.ts';

/** The field names of each part of a request, as the entry's schemas name them. */
export interface RouteFields {
  /** Path parameters: the params schema's properties and the path's `:name` segments. */
  readonly params?: readonly string[];
  /** Query parameters (besides `locale`). */
  readonly query?: readonly string[];
  /** JSON body fields. */
  readonly body?: readonly string[];
  /** The parts of a `multipart/form-data` body. */
  readonly multipart?: readonly string[];
  /**
   * Body fields whose schema takes `null` as a value of its own (a limit's `null` removes it):
   * sent as `null`, where an empty field is otherwise dropped (spec §5).
   */
  readonly nullable?: readonly string[];
}

/**
 * What a client reads of an entry at run time. `E` is the entry it was made from: it types the
 * route (a typed client derives its arguments and answers from `E`'s schemas) but is never set.
 */
export interface EndpointRoute<E extends EndpointSpec = EndpointSpec> {
  readonly id: E['id'];
  readonly method: E['method'];
  readonly path: E['path'];
  /** Whether a bearer token is required. */
  readonly auth: boolean;
  /** Present when the entry names one (`storage`); `api` otherwise. */
  readonly origin?: EndpointOrigin;
  /** Where each field travels. An entry without a part has no key for it. */
  readonly fields: RouteFields;
  /** Body fields sent encrypted; absent when none are. */
  readonly encrypted?: readonly string[];
  /** Present (`true`) only on entries marked idempotent: the SDK retries and keys these. */
  readonly idempotent?: true;
  /** Type-only: the entry this route was made from. Never set at run time. */
  readonly entry?: E;
}

/** The routes of a list of entries, entry by entry (a tuple stays a tuple). */
export type EndpointRoutes<T extends readonly EndpointSpec[]> = {
  readonly [K in keyof T]: EndpointRoute<T[K]>;
};

/** An endpoint as clients take it: its full entry (servers, tests, Node) or its route (browsers). */
export type EndpointLike = EndpointSpec | EndpointRoute;

/** The entry type behind an entry or a route (`EndpointSpec` for an untyped route). */
export type EntryOf<X> = X extends EndpointRoute<infer E> ? E : X extends EndpointSpec ? X : never;

/** Tells a route from a full entry: only routes carry `fields`. */
export function isRoute(endpoint: EndpointLike): endpoint is EndpointRoute {
  return 'fields' in endpoint;
}

/** Property names of an object schema (TypeBox schemas are JSON Schema objects), in order. */
function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** Whether a property schema admits `null` (`Type.Null()` alone or in a union). */
function admitsNull(schema: unknown): boolean {
  const s = schema as { type?: unknown; anyOf?: unknown[] } | undefined;
  if (s?.type === 'null' || (Array.isArray(s?.type) && s.type.includes('null'))) return true;
  return Array.isArray(s?.anyOf) && s.anyOf.some(admitsNull);
}

/** Names of an object schema's properties that admit `null`. */
function nullableNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties).filter((k) => admitsNull(properties[k])) : [];
}

/**
 * The route of an entry (a route is answered as it is). Parts the entry does not have, and
 * empty lists, are left out, so a route holds only what differs from the defaults.
 */
export function toRoute<const X extends EndpointLike>(endpoint: X): EndpointRoute<EntryOf<X>>;
export function toRoute(endpoint: EndpointLike): EndpointRoute {
  if (isRoute(endpoint)) return endpoint;
  const params = [
    ...new Set([...propertyNames(endpoint.params), ...pathParamNames(endpoint.path)]),
  ];
  const query = propertyNames(endpoint.query);
  const body = propertyNames(endpoint.body);
  const multipart = Object.keys(endpoint.multipart ?? {});
  const nullable = nullableNames(endpoint.body);
  const fields: RouteFields = {
    ...(params.length > 0 ? { params } : {}),
    ...(query.length > 0 ? { query } : {}),
    ...(body.length > 0 ? { body } : {}),
    ...(multipart.length > 0 ? { multipart } : {}),
    ...(nullable.length > 0 ? { nullable } : {}),
  };
  return {
    id: endpoint.id,
    method: endpoint.method,
    path: endpoint.path,
    auth: endpoint.auth,
    ...(endpoint.origin ? { origin: endpoint.origin } : {}),
    fields,
    ...(endpoint.encrypted && endpoint.encrypted.length > 0
      ? { encrypted: [...endpoint.encrypted] }
      : {}),
    ...(endpoint.idempotent === true ? { idempotent: true as const } : {}),
  };
}

/** The route with a given id in a list of routes (typed by the id), or an error. */
export function findRoute<
  const R extends readonly EndpointRoute[],
  const I extends R[number]['id'],
>(routes: R, id: I): Extract<R[number], { readonly id: I }> {
  const found = routes.find((route) => route.id === id);
  if (!found) throw new Error(`No route "${id}" in the list.`);
  return found as Extract<R[number], { readonly id: I }>;
}
