/**
 * What one base query holds for its life: the site's ports with their defaults, where calls go,
 * the in-flight registry, the server key and the guard that keeps the 401/403 confirm to one at
 * a time. Resolved once from `BaseQueryOptions`; every call reads it.
 */
import { API_PREFIX } from '@lobby/contract/core';
import { ERROR_TOAST_MS } from '@lobby/domain';
import { createKeyCache } from '../crypto/field-encryption.ts';
import type { KeyCache, PublicKeyAnswer } from '../crypto/field-encryption.ts';
import { browserFingerprint, cachedFingerprint } from '../fingerprint/fingerprint.ts';
import type { FingerprintSource } from '../fingerprint/fingerprint.ts';
import {
  browserDeviceId,
  consoleLogger,
  defaultNavigation,
  defaultNotify,
} from '../ports/browser-ports.ts';
import { untranslated } from '../ports/ports.ts';
import type { LoggerPort, NavigationPort, Translate } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import { apiRootOf, normaliseBaseUrl } from '../urls/api-root.ts';
import type { BaseQueryOptions, FetchLike } from './options.ts';
import type { RequestRoots } from './request.ts';

/** A base query's resolved options and state. */
export interface QueryContext {
  readonly options: BaseQueryOptions;
  readonly session: Session;
  readonly logger: LoggerPort;
  readonly navigation: NavigationPort;
  readonly translate: Translate;
  readonly doFetch: FetchLike;
  readonly fingerprint: FingerprintSource;
  readonly deviceId: () => string | undefined;
  readonly roots: RequestRoots;
  readonly networkRetries: number;
  /** Calls in flight, by the id of their entry, for `cancel`. */
  readonly inFlight: Map<AbortController, string>;
  /** The cached server key for encrypted fields. */
  readonly keys: KeyCache;
  toastError(message: string): void;
  /** Applies the 401/403 policy: user info cleared, one confirm, then storage cleared and root. */
  onSessionRefused(message: string): void;
}

/** Resolves the options; `fetchKey` asks `GET /key` through the base query itself. */
export function queryContext(
  options: BaseQueryOptions,
  fetchKey: () => Promise<PublicKeyAnswer>,
): QueryContext {
  const logger = options.logger ?? consoleLogger;
  const notify = options.notify ?? defaultNotify(logger);
  const navigation = options.navigation ?? defaultNavigation(logger);
  const session = options.session;
  const apiPath = options.apiPath ?? API_PREFIX;
  const toastMs = options.errorToastMs ?? ERROR_TOAST_MS;
  let authDialogOpen = false;
  return {
    options,
    session,
    logger,
    navigation,
    translate: options.translate ?? untranslated,
    doFetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    fingerprint: cachedFingerprint(options.fingerprint ?? browserFingerprint),
    deviceId: options.deviceId ?? browserDeviceId(),
    roots: {
      apiRoot: apiRootOf(options.baseUrl, apiPath),
      storageRoot: normaliseBaseUrl(options.storageUrl ?? options.baseUrl, apiPath),
      brand: options.brand,
    },
    networkRetries: options.networkRetries ?? 1,
    inFlight: new Map(),
    keys: createKeyCache(fetchKey),
    toastError: (message) =>
      notify.toast(message, { kind: 'error', durationMs: toastMs, closable: true }),
    onSessionRefused(message) {
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
    },
  };
}

/** Aborts the calls in flight of one entry id, or all; answers how many. */
export function cancelInFlight(
  inFlight: ReadonlyMap<AbortController, string>,
  endpointId?: string,
): number {
  let count = 0;
  for (const [controller, id] of inFlight) {
    if (endpointId === undefined || id === endpointId) {
      controller.abort();
      count += 1;
    }
  }
  return count;
}
