/**
 * The base query: spec §7 (how calls are made) and §8 (what happens when they fail), in one
 * place. Every endpoint goes through it; screens only opt out of the error toast.
 */
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
// Only schema-free modules of the contract at run time: routes and constants, never entries.
import {
  API_PREFIX,
  AUTHORIZATION_HEADER,
  BRAND_HEADER,
  DEVICE_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALE_PARAM,
  REQUEST_ID_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
  findRoute,
  toRoute,
} from '@lobby/contract/core';
import type { EndpointLike, EndpointRoute } from '@lobby/contract/core';
import { ErrorCode } from '@lobby/contract/errors';
import { securityRoutes } from '@lobby/contract/manifest';
import { ERROR_TOAST_MS, buildQ, dropEmptyParams, toApiLocale } from '@lobby/domain';
import type { QFilter } from '@lobby/domain';
import { bytesToBase64, createKeyCache, encryptFields } from '../crypto/field-encryption.ts';
import { describeNetworkFailure } from '../errors/network-failure.ts';
import type { KeyCache, PublicKeyAnswer } from '../crypto/field-encryption.ts';
import { browserFingerprint, cachedFingerprint } from '../fingerprint/fingerprint.ts';
import type { FingerprintSource } from '../fingerprint/fingerprint.ts';
import {
  browserDeviceId,
  consoleLogger,
  defaultNavigation,
  defaultNotify,
} from '../ports/browser-ports.ts';
import { SDK_TEXT, untranslated } from '../ports/ports.ts';
import type { LoggerPort, NavigationPort, NotifyPort, Translate } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import { answeredToken, sessionCredentials } from '../session/transport.ts';
import { apiRootOf, nameBrandForPreflight, normaliseBaseUrl } from '../urls/api-root.ts';
import { ClientErrorCode } from './types.ts';
import type { DownloadedFile, LobbyError, LobbyMeta, LobbyRequest } from './types.ts';

/** Everything the base query needs from the site. It holds no brand or environment knowledge. */
export interface BaseQueryOptions {
  /**
   * Origin (and optional root path) of the member API, e.g. `https://api.example.com`. A URL
   * ending in the API path (`https://api.example.com/api/v1`) means the same.
   */
  readonly baseUrl: string;
  /** The API path under `baseUrl`. Default the contract's `API_PREFIX` (`/api/v1`). */
  readonly apiPath?: string;
  /** Origin of `storage` endpoints (language files). Default `baseUrl`. */
  readonly storageUrl?: string;
  /**
   * Sent as `X-Lobby-Brand` when the Host alone does not choose the brand, and as the `brand`
   * query parameter of API calls, which a browser's CORS preflight carries (it sends none of the
   * page's headers), so the preflight is judged by this brand's allowed origins.
   */
  readonly brand?: string;
  /** The site's current locale (`en`, `zh-CN`, ...); mapped with `toApiLocale`. Default `en`. */
  readonly getLocale?: () => string;
  readonly session: Session;
  readonly notify?: NotifyPort;
  readonly navigation?: NavigationPort;
  readonly translate?: Translate;
  readonly logger?: LoggerPort;
  /** Default `globalThis.fetch`. */
  readonly fetch?: FetchLike;
  /** Default: SHA-256 of device signals, computed once. */
  readonly fingerprint?: FingerprintSource;
  /**
   * The device id sent as `X-Lobby-Device` on API calls (the API's new-device notice). Default
   * in a browser: a random id kept in localStorage ({@link browserDeviceId}); elsewhere none.
   */
  readonly deviceId?: () => string | undefined;
  /** The contract entry (or route) of `GET /key`. Default the contract's `security.key`. */
  readonly keyEndpoint?: EndpointLike;
  /** Extra sends of an idempotent call after no response. Default 1. */
  readonly networkRetries?: number;
  /** How long error toasts stay. Default {@link ERROR_TOAST_MS}. */
  readonly errorToastMs?: number;
  /**
   * Asked when a call answers 403 `STEP_UP_REQUIRED` (a money-leaving change, and the member
   * has a second factor not proved lately): the site asks for a code or a passkey and proves it,
   * resolving true when proved (the same request is then sent once more, with the same
   * idempotency key) or false when the member gave up (the call fails with that error). Without
   * it the call just fails. Never a sign-out: that 403 is not the session's end.
   */
  readonly stepUp?: StepUpPort;
}

/** What {@link BaseQueryOptions.stepUp} is asked with: the call that needs the proof. */
export type StepUpPort = (request: { readonly endpointId: string }) => Promise<boolean>;

/** The base query function plus the controls the client exposes. */
export interface LobbyBaseQuery extends BaseQueryFn<
  LobbyRequest,
  unknown,
  LobbyError,
  Record<string, never>,
  LobbyMeta
> {
  /** Cancels in-flight calls of one contract entry id (e.g. `games.channelBalance`), or all. */
  cancel(endpointId?: string): number;
  /** The cached server key (exposed so tests and tools can force a refetch). */
  readonly keys: KeyCache;
}

const NO_BODY_METHODS = new Set(['GET', 'DELETE']);

/**
 * The `fetch` the SDK calls: the platform's own (browsers, Node 18+) or any function of this
 * shape. Written out rather than `typeof fetch` so the declarations need no DOM library.
 */
export type FetchLike = (
  input: URL | string,
  init?: {
    method?: string;
    headers?: Headers | Record<string, string>;
    body?: string | FormData;
    signal?: AbortSignal;
    cache?: 'no-store';
    /** Set under the cookie transport (`session/transport.ts`). */
    credentials?: 'same-origin';
  },
) => Promise<Response>;

/** A logger that drops everything: the one a call that handles its own errors logs through. */
const silentLogger: LoggerPort = { debug: () => {}, warn: () => {}, error: () => {} };

/**
 * Whether an entry (or its route) moves money: the contract marks it `idempotent` and it
 * writes (a POST). Such a call carries an `Idempotency-Key`, one per logical call.
 */
export function movesMoney(endpoint: EndpointLike): boolean {
  const { idempotent, method } = toRoute(endpoint);
  return idempotent === true && !NO_BODY_METHODS.has(method);
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

/** Whether an entry's body names a `fingerprint` field the SDK should fill in. */
function takesFingerprint(endpoint: EndpointRoute): boolean {
  return endpoint.fields.body?.includes('fingerprint') ?? false;
}

/** Reads a `{ code, message }` body if there is one. */
async function readErrorBody(response: Response): Promise<Partial<LobbyError>> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { code, message, field, key, until } = body as Record<string, unknown>;
      return {
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof field === 'string' ? { field } : {}),
        ...(typeof key === 'string' ? { key } : {}),
        ...(typeof until === 'number' && Number.isSafeInteger(until) ? { until } : {}),
      };
    }
  } catch {
    // Not JSON: the status text stands in.
  }
  return {};
}

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

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

/**
 * The multipart form of a body: `Blob` values as files, arrays as repeated fields, everything
 * else as text. The platform sets the content type with its boundary.
 */
function toFormData(body: Readonly<Record<string, unknown>>): FormData {
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

/** The file name a `Content-Disposition` header gives, or `''`. */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed escapes: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]*)"?/i.exec(disposition)?.[1]?.trim() ?? '';
}

/** Reads a file answer into plain data (see {@link DownloadedFile}). */
async function readFile(response: Response): Promise<DownloadedFile> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const declared = response.headers.get('content-type')?.split(';')[0]?.trim();
  const contentType = declared || 'application/octet-stream';
  return {
    contentType,
    fileName: fileNameOf(response.headers.get('content-disposition')),
    size: bytes.byteLength,
    dataUrl: `data:${contentType};base64,${bytesToBase64(bytes)}`,
  };
}

/**
 * Creates the base query. One per page: it owns the key cache, the in-flight registry and the
 * guard that keeps the 401/403 confirm to one at a time.
 */
export function createBaseQuery(options: BaseQueryOptions): LobbyBaseQuery {
  const logger = options.logger ?? consoleLogger;
  const notify = options.notify ?? defaultNotify(logger);
  const navigation = options.navigation ?? defaultNavigation(logger);
  const translate = options.translate ?? untranslated;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fingerprint = cachedFingerprint(options.fingerprint ?? browserFingerprint);
  const deviceId = options.deviceId ?? browserDeviceId();
  const session = options.session;
  const apiPath = options.apiPath ?? API_PREFIX;
  const apiRoot = apiRootOf(options.baseUrl, apiPath);
  const storageRoot = normaliseBaseUrl(options.storageUrl ?? options.baseUrl, apiPath);
  const networkRetries = options.networkRetries ?? 1;
  const toastMs = options.errorToastMs ?? ERROR_TOAST_MS;
  const inFlight = new Map<AbortController, string>();
  const keyEndpoint = options.keyEndpoint ?? findRoute(securityRoutes, 'security.key');
  let authDialogOpen = false;

  const toastError = (message: string) =>
    notify.toast(message, { kind: 'error', durationMs: toastMs, closable: true });

  const urlFor = (endpoint: EndpointRoute, request: LobbyRequest, locale: string): URL => {
    const root = endpoint.origin === 'storage' ? storageRoot : apiRoot;
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
      const value = request.params?.[name];
      if (value === undefined || value === '')
        throw new Error(`Missing path parameter "${name}" for ${endpoint.id}`);
      return encodeURIComponent(String(value));
    });
    const url = new URL(root + path);
    url.searchParams.set(LOCALE_PARAM, locale);
    if (endpoint.origin !== 'storage') nameBrandForPreflight(url, options.brand);
    let query: Record<string, unknown> = { ...request.query };
    if (!request.options?.keepEmpty) query = dropEmptyParams(query);
    if (query.q !== undefined && typeof query.q !== 'string')
      query.q = buildQ(query.q as readonly QFilter[]);
    appendQuery(url, query);
    return url;
  };

  /** Fetches `/key` through the same pipeline, quietly: its failure is the caller's error. */
  const keys = createKeyCache(async () => {
    const result = await send(
      { endpoint: keyEndpoint, options: { handleErrors: true } },
      undefined,
    );
    if ('error' in result)
      throw Object.assign(new Error(result.error.message), { lobby: result.error });
    return result.data as PublicKeyAnswer;
  });

  /** Applies the 401/403 policy: user info cleared, one confirm, then storage cleared and root. */
  const onSessionRefused = (message: string) => {
    session.clearUserInfo();
    if (authDialogOpen) return;
    authDialogOpen = true;
    notify
      .confirm(message)
      .catch((error: unknown) => logger.warn('auth confirm failed', error))
      .finally(() => {
        authDialogOpen = false;
        session.clearStorage();
        navigation.goToRoot();
      });
  };

  type Outcome = { data: unknown; meta: LobbyMeta } | { error: LobbyError; meta: LobbyMeta };

  async function send(request: LobbyRequest, api: BaseQueryApi | undefined): Promise<Outcome> {
    const endpoint = toRoute(request.endpoint);
    const callOptions = request.options ?? {};
    const locale = toApiLocale(options.getLocale?.() ?? 'en');
    const hasBody = !NO_BODY_METHODS.has(endpoint.method);
    // One key per logical call, made before the first send so every resend carries the same.
    const moneyMoving = movesMoney(endpoint);
    const idempotencyKey = moneyMoving
      ? (callOptions.idempotencyKey ?? globalThis.crypto.randomUUID())
      : undefined;
    const controller = new AbortController();
    const signal = api ? AbortSignal.any([api.signal, controller.signal]) : controller.signal;
    inFlight.set(controller, endpoint.id);

    let attempts = 0;
    let decryptRetried = false;
    let steppedUp = false;
    let networkLeft = endpoint.idempotent === true ? networkRetries : 0;
    let tokenRefreshTime: number | undefined;
    const meta = (status: number, requestId?: string): LobbyMeta => ({
      status,
      attempts,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(requestId ? { requestId } : {}),
      ...(tokenRefreshTime !== undefined ? { tokenRefreshTime } : {}),
    });
    /** A caller that handles its errors hears about them from the error alone: no log lines. */
    const quiet = callOptions.handleErrors === true;
    const log: LoggerPort = quiet ? silentLogger : logger;
    /** Resolves to an error; toasts it unless the caller handles errors or a dialog covers it. */
    const fail = (failure: LobbyError, requestId?: string, covered = false): Outcome => {
      const error = idempotencyKey ? { ...failure, idempotencyKey } : failure;
      if (!quiet && !covered && error.code !== ClientErrorCode.ABORTED) {
        toastError(error.message);
      }
      return { error, meta: meta(error.status, requestId) };
    };

    try {
      let url: URL;
      let body: Record<string, unknown> | undefined;
      try {
        if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
          throw new Error(
            `${endpoint.id}: an idempotency key is 1–128 of A–Z, a–z, 0–9, "_" and "-"`,
          );
        }
        url = urlFor(endpoint, request, locale);
        if (hasBody) {
          body = { ...request.body };
          if (
            takesFingerprint(endpoint) &&
            (body.fingerprint === undefined || body.fingerprint === '')
          ) {
            body.fingerprint = await fingerprint();
          }
          if (!callOptions.keepEmpty) body = withNulls(dropEmptyParams(body), body, endpoint);
        }
      } catch (error) {
        log.error(`${endpoint.id}: could not prepare the request`, error);
        return fail({
          status: 0,
          code: ClientErrorCode.REQUEST_FAILED,
          message: error instanceof Error ? error.message : String(error),
        });
      }

      for (;;) {
        attempts += 1;
        const headers = new Headers({ accept: 'application/json' });
        if (options.brand) headers.set(BRAND_HEADER, options.brand);
        const token = endpoint.origin === 'storage' ? undefined : session.getToken();
        const proof =
          endpoint.origin === 'storage' ? undefined : sessionCredentials(session.transport, token);
        for (const [name, value] of Object.entries(proof?.headers ?? {})) headers.set(name, value);
        if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
        const device = endpoint.origin === 'storage' ? undefined : deviceId();
        if (device) headers.set(DEVICE_ID_HEADER, device);

        let payload: string | FormData | undefined;
        if (body !== undefined && request.multipart) {
          payload = toFormData(body);
        } else if (body !== undefined) {
          headers.set('content-type', 'application/json');
          let wire = body;
          if (endpoint.encrypted && endpoint.encrypted.length > 0) {
            try {
              wire = await encryptFields(body, endpoint.encrypted, await keys.get());
            } catch (error) {
              if (signal.aborted) throw error;
              const lobby = (error as { lobby?: LobbyError }).lobby;
              // The key's own failure (`lobby`) already says what went wrong.
              if (!lobby) log.error(`${endpoint.id}: could not encrypt`, error);
              return fail(
                lobby ?? {
                  status: 0,
                  code: ClientErrorCode.REQUEST_FAILED,
                  message: translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback),
                },
              );
            }
          }
          payload = JSON.stringify(wire);
        }

        let response: Response;
        try {
          response = await doFetch(url, {
            method: endpoint.method,
            headers,
            body: payload,
            signal,
            ...(proof?.credentials ? { credentials: proof.credentials } : {}),
          });
        } catch (error) {
          if (signal.aborted || (error as { name?: string })?.name === 'AbortError') throw error;
          const cause = describeNetworkFailure(error, url);
          const what = `${endpoint.id}: no response to ${endpoint.method} ${url.href} (${cause})`;
          if (networkLeft > 0) {
            networkLeft -= 1;
            log.warn(`${what}; sending again`);
            continue;
          }
          log.warn(what);
          return fail({
            status: 0,
            code: ClientErrorCode.NETWORK_ERROR,
            message: translate(SDK_TEXT.networkError.key, SDK_TEXT.networkError.fallback),
            method: endpoint.method,
            url: url.href,
            cause,
          });
        }

        const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
        const refreshTime = Number(response.headers.get(TOKEN_REFRESH_TIME_HEADER) ?? NaN);
        if (Number.isFinite(refreshTime)) tokenRefreshTime = refreshTime;
        const refreshed = answeredToken(
          session.transport,
          response.headers.get(AUTHORIZATION_HEADER),
          token,
        );
        if (refreshed && tokenRefreshTime !== undefined)
          session.refreshToken(refreshed, tokenRefreshTime, token);

        if (response.status === 200) {
          try {
            if (request.download)
              return { data: await readFile(response), meta: meta(200, requestId) };
            const text = await response.text();
            return {
              data: text.length === 0 ? null : JSON.parse(text),
              meta: meta(200, requestId),
            };
          } catch (error) {
            if (signal.aborted) throw error;
            log.error(`${endpoint.id}: unreadable answer`, error);
            return fail(
              {
                status: 200,
                code: ClientErrorCode.BAD_RESPONSE,
                message: translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback),
              },
              requestId,
            );
          }
        }

        const detail = await readErrorBody(response);
        const error: LobbyError = {
          status: response.status,
          code: detail.code ?? ClientErrorCode.HTTP_ERROR,
          message:
            detail.message ||
            response.statusText ||
            translate(SDK_TEXT.loadFailed.key, SDK_TEXT.loadFailed.fallback),
          ...(detail.field !== undefined ? { field: detail.field } : {}),
          ...(detail.key !== undefined ? { key: detail.key } : {}),
          ...(detail.until !== undefined ? { until: detail.until } : {}),
        };

        if (
          error.code === ErrorCode.DECRYPT_FAILED &&
          !decryptRetried &&
          endpoint.encrypted?.length
        ) {
          decryptRetried = true;
          keys.invalidate();
          logger.debug(`${endpoint.id}: the server key rotated; encrypting again`);
          continue;
        }
        // Step-up (beyond the spec): the member proves a second factor, then the same request goes
        // once more. Its 403 is the one that does not end the session.
        if (error.code === ErrorCode.STEP_UP_REQUIRED) {
          if (!steppedUp && options.stepUp) {
            steppedUp = true;
            const proved = await options.stepUp({ endpointId: endpoint.id }).catch((e: unknown) => {
              logger.warn(`${endpoint.id}: step-up failed`, e);
              return false;
            });
            if (proved && !signal.aborted) continue;
          }
          return fail(error, requestId);
        }
        // Spec §8: 401 and 403 mean the session is over. The API answers 403 for nothing else
        // but STEP_UP_REQUIRED above (a switched-off feature is a 404, a refused origin a 400).
        const refused = response.status === 401 || response.status === 403;
        if (refused && (token !== undefined || endpoint.auth)) {
          onSessionRefused(error.message);
          return fail(error, requestId, true);
        }
        // Spec §8: a 503 reloads the page (maintenance: the reload shows its page). Not for
        // SERVER_BUSY (a burst of password checks, answered with Retry-After): nothing changed,
        // and a reload would throw away what the member typed, and could loop while the burst
        // lasts; it is an ordinary error, shown (a toast, or the caller's form), to send again.
        if (response.status === 503 && error.code !== ErrorCode.SERVER_BUSY) {
          session.save();
          navigation.reload();
          return fail(error, requestId, true);
        }
        return fail(error, requestId);
      }
    } catch (error) {
      if (!quiet) logger.debug(`${endpoint.id}: cancelled`, error);
      return {
        error: {
          status: 0,
          code: ClientErrorCode.ABORTED,
          message: 'cancelled',
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        meta: meta(0),
      };
    } finally {
      inFlight.delete(controller);
    }
  }

  const baseQuery = (async (request: LobbyRequest, api: BaseQueryApi) => {
    const outcome = await send(request, api);
    return outcome;
  }) as unknown as LobbyBaseQuery;

  Object.assign(baseQuery, {
    keys,
    cancel(endpointId?: string) {
      let count = 0;
      for (const [controller, id] of inFlight) {
        if (endpointId === undefined || id === endpointId) {
          controller.abort();
          count += 1;
        }
      }
      return count;
    },
  });
  return baseQuery;
}
