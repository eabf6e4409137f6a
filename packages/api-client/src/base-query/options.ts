/**
 * What the site gives the base query (`BaseQueryOptions`) and what it gets back
 * (`LobbyBaseQuery`), in a module of their own so the base query's parts share them.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { EndpointLike } from '@lobby/contract/core';
import type { KeyCache } from '../crypto/field-encryption.ts';
import type { FingerprintSource } from '../fingerprint/fingerprint.ts';
import type { LoggerPort, NavigationPort, NotifyPort, Translate } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import type { LobbyError, LobbyMeta, LobbyRequest } from './types.ts';

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
   * in a browser: a random id kept in localStorage (`browserDeviceId`); elsewhere none.
   */
  readonly deviceId?: () => string | undefined;
  /** The contract entry (or route) of `GET /key`. Default the contract's `security.key`. */
  readonly keyEndpoint?: EndpointLike;
  /** Extra sends of an idempotent call after no response. Default 1. */
  readonly networkRetries?: number;
  /** How long error toasts stay. Default `ERROR_TOAST_MS` of `@lobby/domain`. */
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
