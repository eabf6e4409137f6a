/**
 * `@lobby/api-client`: the SDK's entry points, without React: the client (`createLobbyClient`),
 * or its parts for a site that builds its own store (`createSession`, `createBaseQuery`,
 * `createLobbyStore`, `lobbyApi`), the error helpers and the ports a site plugs in. Each area's
 * hooks and api live on its subpath (`@lobby/api-client/auth`, `@lobby/api-client/wallet`, ...),
 * which shares this api and store; the balance feed is `@lobby/api-client/feed` and the generic
 * React hooks `@lobby/api-client/react`.
 */
// Every area's endpoints are injected once the root is loaded, so `lobbyApi` alone holds them
// all (a site that builds its own store imports nothing else).
import './areas/registry.ts';

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
export type { CallOptions, LobbyError } from './base-query/types.ts';

export { createSession } from './session/session.ts';
export type { Session, SessionOptions, SessionSnapshot } from './session/session.ts';
export { COOKIE_SESSION_MARKER } from './session/transport.ts';
export type { SessionTransport } from './session/transport.ts';

export { createBaseQuery } from './base-query/create-base-query.ts';
export type { BaseQueryOptions, StepUpPort } from './base-query/create-base-query.ts';
export { createLobbyStore } from './store/create-lobby-store.ts';
export type { LobbyStore, LobbyStoreOptions } from './store/create-lobby-store.ts';
export { lobbyApi, REDUCER_PATH } from './api/lobby-api.ts';
export type { LobbyApi, LobbyExtra, TagType } from './api/lobby-api.ts';
export { cancelCalls } from './api/cancel-calls.ts';

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
export { consoleLogger, defaultCookies } from './ports/browser-ports.ts';
export { memoryChannelHub, memoryCookies, memoryStorage } from './ports/memory-ports.ts';
