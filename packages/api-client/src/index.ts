/**
 * `@lobby/api-client`: the SDK core, without React. React hooks live in the area subpaths
 * (`@lobby/api-client/auth`, `@lobby/api-client/member`, ...), which share this api and store;
 * the balance feed lives in `@lobby/api-client/feed`.
 */
export { createLobbyClient } from './client/create-lobby-client.ts';
export type {
  LobbyClient,
  LobbyClientOptions,
  LobbyCalls,
  AreaCalls,
  ClientCallOptions,
} from './client/create-lobby-client.ts';
export { LobbyApiError } from './client/lobby-api-error.ts';
export { errorField, errorMessage, isAborted, lobbyErrorOf } from './errors/reading-errors.ts';

export { createBaseQuery, movesMoney } from './base-query/create-base-query.ts';
export type {
  BaseQueryOptions,
  LobbyBaseQuery,
  StepUpPort,
} from './base-query/create-base-query.ts';
export { CALL_OPTIONS, ClientErrorCode } from './base-query/types.ts';
export type {
  CallOptions,
  DownloadedFile,
  LobbyError,
  LobbyMeta,
  LobbyRequest,
} from './base-query/types.ts';

// The balance feed itself is `@lobby/api-client/feed`: a page loads it when a member signs in.
export { getBalanceFeedState, subscribeBalanceFeed } from './feed/balance-feed-status.ts';
export type { BalanceFeedState, BalanceFeedStatus } from './feed/balance-feed-status.ts';
export { createSseParser } from './feed/sse-parser.ts';
export type { SseEvent, SseParser } from './feed/sse-parser.ts';

export { createLocalCache, isCacheFresh } from './cache/local-cache.ts';
export type { LocalCache, LocalCacheOptions } from './cache/local-cache.ts';
export { createSession } from './session/session.ts';
export type { Session, SessionOptions, SessionSnapshot } from './session/session.ts';
export { COOKIE_SESSION_MARKER } from './session/transport.ts';
export type { SessionTransport } from './session/transport.ts';
export { bindActivityEvents, ACTIVITY_EVENTS } from './session/activity-events.ts';

export { createLobbyStore } from './store/create-lobby-store.ts';
export type { LobbyStore, LobbyStoreOptions } from './store/create-lobby-store.ts';

export { lobbyApi, TAG_TYPES, REDUCER_PATH, lobbyExtra } from './api/lobby-api.ts';
export type { LobbyApi, LobbyExtra, TagType, LobbyBaseQueryFn } from './api/lobby-api.ts';
export {
  endpointFromContract,
  requestFromArg,
  kindOf,
  localCacheKey,
} from './api/endpoint-from-contract.ts';
export type {
  ResultOf,
  EntryLifecycleApi,
  EntryArg,
  EntryInput,
  EntryResult,
  EntryPolicy,
  EntryLifecycle,
  EntryOutcome,
  EndpointKind,
  DefinitionOf,
  KindOf,
  WithCallOptions,
} from './api/endpoint-from-contract.ts';
export {
  defineArea,
  endpointName,
  registeredEndpoints,
  registeredEntry,
  withoutEntries,
} from './api/define-area.ts';
export { cancelCalls } from './api/cancel-calls.ts';
export type { CancelCallsThunk } from './api/cancel-calls.ts';
export type {
  AreaOptions,
  AreaEntries,
  AreaPolicies,
  AreaDefinitions,
  AreaBuilder,
  EndpointName,
  RegisteredEndpoint,
} from './api/define-area.ts';
export { areaApis, SERVER_AREAS, STREAM_ENTRIES, URL_ENTRIES } from './areas/registry.ts';
export { assetUrl, mediaUrl } from './urls/asset-urls.ts';
export type { MediaParams } from './urls/asset-urls.ts';
export type { AreaName } from './areas/registry.ts';

export {
  encryptFields,
  encryptValue,
  importPublicKey,
  createKeyCache,
  pemToDer,
  bytesToBase64,
  base64ToBytes,
} from './crypto/field-encryption.ts';
export type { EncryptionKey, KeyCache, PublicKeyAnswer } from './crypto/field-encryption.ts';
export {
  browserFingerprint,
  cachedFingerprint,
  deviceSignals,
  sha256Hex,
} from './fingerprint/fingerprint.ts';
export type { FingerprintSource } from './fingerprint/fingerprint.ts';

export { SDK_TEXT, untranslated } from './ports/ports.ts';
export type {
  ChannelFactory,
  ChannelPort,
  CookiePort,
  LoggerPort,
  NavigationPort,
  NotifyPort,
  StoragePort,
  ToastOptions,
  Translate,
} from './ports/ports.ts';
export {
  consoleLogger,
  defaultNavigation,
  defaultNotify,
  defaultCookies,
  documentCookies,
  webStorage,
  broadcastChannels,
  hasDom,
} from './ports/browser-ports.ts';
export { memoryCookies, memoryStorage, memoryChannelHub } from './ports/memory-ports.ts';
