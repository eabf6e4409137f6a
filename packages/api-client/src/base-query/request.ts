/**
 * Building a request from a call (spec §7): the URL with its path values, locale, brand and
 * query, the body with its fingerprint and empty fields dropped, and its form on the wire.
 */
import { IDEMPOTENCY_KEY_PATTERN, LOCALE_PARAM, toRoute } from '@lobby/contract/core';
import type { EndpointLike, EndpointRoute } from '@lobby/contract/core';
import { buildQ, dropEmptyParams } from '@lobby/domain';
import type { QFilter } from '@lobby/domain';
import { nameBrandForPreflight } from '../urls/api-root.ts';
import type { LobbyRequest } from './types.ts';

const NO_BODY_METHODS = new Set(['GET', 'DELETE']);

/** Whether a method sends a body. */
export function sendsBody(method: string): boolean {
  return !NO_BODY_METHODS.has(method);
}

/**
 * Whether an entry (or its route) moves money: the contract marks it `idempotent` and it
 * writes (a POST). Such a call carries an `Idempotency-Key`, one per logical call.
 */
export function movesMoney(endpoint: EndpointLike): boolean {
  const { idempotent, method } = toRoute(endpoint);
  return idempotent === true && sendsBody(method);
}

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** Whether a caller's idempotency key has the contract's form. */
export function isIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

/** Appends query values: arrays repeat the key, objects (other than `q`) travel as JSON. */
function appendQuery(url: URL, query: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) url.searchParams.append(name, String(item));
    } else if (value !== null && typeof value === 'object') {
      url.searchParams.append(name, JSON.stringify(value));
    } else {
      url.searchParams.append(name, value === null ? '' : String(value));
    }
  }
}

/** Where a base query sends calls: the API root and the storage origin, and the brand. */
export interface RequestRoots {
  readonly apiRoot: string;
  readonly storageRoot: string;
  readonly brand: string | undefined;
}

/** The URL of a call: path values filled in, the locale, the brand for the preflight, the query. */
export function requestUrl(
  roots: RequestRoots,
  endpoint: EndpointRoute,
  request: LobbyRequest,
  locale: string,
): URL {
  const root = endpoint.origin === 'storage' ? roots.storageRoot : roots.apiRoot;
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${endpoint.id}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(root + path);
  url.searchParams.set(LOCALE_PARAM, locale);
  if (endpoint.origin !== 'storage') nameBrandForPreflight(url, roots.brand);
  let query: Record<string, unknown> = { ...request.query };
  if (!request.options?.keepEmpty) query = dropEmptyParams(query);
  if (query.q !== undefined && typeof query.q !== 'string')
    query.q = buildQ(query.q as readonly QFilter[]);
  appendQuery(url, query);
  return url;
}

/** Whether an entry's body names a `fingerprint` field the SDK should fill in. */
function takesFingerprint(endpoint: EndpointRoute): boolean {
  return endpoint.fields.body?.includes('fingerprint') ?? false;
}

/**
 * `kept` with the `null`s of `sent` put back for the fields whose schema takes `null` as a value
 * (see `RouteFields.nullable`): there `null` means something (remove the limit, no checks),
 * where elsewhere it is an empty field to drop.
 */
function withNulls(
  kept: Record<string, unknown>,
  sent: Readonly<Record<string, unknown>>,
  endpoint: EndpointRoute,
): Record<string, unknown> {
  const nullable = endpoint.fields.nullable?.filter((key) => sent[key] === null) ?? [];
  if (nullable.length === 0) return kept;
  return { ...kept, ...Object.fromEntries(nullable.map((key) => [key, null])) };
}

/** The body of a call: the fingerprint filled in when the entry takes one, empty fields dropped. */
export async function requestBody(
  endpoint: EndpointRoute,
  request: LobbyRequest,
  fingerprint: () => Promise<string>,
): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = { ...request.body };
  if (takesFingerprint(endpoint) && (body.fingerprint === undefined || body.fingerprint === '')) {
    body.fingerprint = await fingerprint();
  }
  if (!request.options?.keepEmpty) body = withNulls(dropEmptyParams(body), body, endpoint);
  return body;
}

/**
 * The multipart form of a body: `Blob` values as files, arrays as repeated fields, everything
 * else as text. The platform sets the content type with its boundary.
 */
export function toFormData(body: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value instanceof Blob)
      form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (value !== null && typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
