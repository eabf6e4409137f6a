/**
 * `createLobbyClient`: the SDK without React. One call gives a store, a session and typed async
 * calls for every endpoint, grouped by area (`client.auth.login(...)`), for developers' own
 * apps and Node scripts. A React site uses the same store with the area hooks.
 */
import type { Api, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { EndpointLike } from '@lobby/contract/core';
import { registeredEndpoints } from '../api/define-area.ts';
import { cancelCalls } from '../api/cancel-calls.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { createBaseQuery, movesMoney } from '../base-query/create-base-query.ts';
import type { BaseQueryOptions, LobbyBaseQuery } from '../base-query/create-base-query.ts';
import { CALL_OPTIONS, ClientErrorCode } from '../base-query/types.ts';
import type { CallOptions } from '../base-query/types.ts';
import { areaApis } from '../areas/registry.ts';
import type { AreaName } from '../areas/registry.ts';
import { consoleLogger, defaultNavigation, hasDom } from '../ports/browser-ports.ts';
import { bindActivityEvents } from '../session/activity-events.ts';
import { createSession } from '../session/session.ts';
import type { Session, SessionOptions } from '../session/session.ts';
import type { SessionTransport } from '../session/transport.ts';
import { createLobbyStore } from '../store/create-lobby-store.ts';
import type { LobbyStore } from '../store/create-lobby-store.ts';
import { normaliseBaseUrl } from '../urls/api-root.ts';
import { assetUrl, mediaUrl } from '../urls/asset-urls.ts';
import type { MediaParams } from '../urls/asset-urls.ts';
import { LobbyApiError, toLobbyApiError } from './lobby-api-error.ts';

/** Options of {@link createLobbyClient}: the base query's, plus how to make the session. */
export interface LobbyClientOptions extends Omit<BaseQueryOptions, 'session' | 'keyEndpoint'> {
  /** A session to use, or options to create one (ports default to the browser's). */
  readonly session?: Session | SessionOptions;
  /**
   * How requests prove the session (`session/transport.ts`): `bearer` (default, the spec's
   * token in JavaScript) or `cookie` (the API's HttpOnly cookie; the API must be on the page's
   * origin). Applies to the session the client creates; a given {@link Session} keeps its own.
   */
  readonly sessionTransport?: SessionTransport;
  /** The contract entry (or route) of `GET /key`. Default the contract's `security.key`. */
  readonly keyEndpoint?: EndpointLike;
  /**
   * Start the inactivity watch (spec §4) and, in a browser, count pointer and key events as
   * activity. Default: when a DOM is present.
   */
  readonly watchInactivity?: boolean;
}

/** Per-call options of the client's calls: the base query's, plus a way to cancel the call. */
export interface ClientCallOptions extends CallOptions {
  /**
   * Aborts the call (spec §7: a channel balance is cancellable). A cancelled call rejects with
   * `code: 'ABORTED'` and is only logged, never toasted. Hooks cancel through the `abort()`
   * of what their trigger returns, or `cancelCalls(name)`.
   */
  readonly signal?: AbortSignal;
}

/** One typed call: the endpoint's argument, then per-call options; resolves with the answer. */
type CallOf<D> =
  D extends QueryDefinition<infer Arg, infer _B, infer _T, infer Result, infer _R>
    ? (arg: Arg, options?: ClientCallOptions) => Promise<Result>
    : D extends MutationDefinition<infer Arg, infer _B, infer _T, infer Result, infer _R>
      ? (arg: Arg, options?: ClientCallOptions) => Promise<Result>
      : never;

/** The calls of one area, by endpoint name. */
export type AreaCalls<A> =
  A extends Api<infer _B, infer Definitions, infer _R, infer _T, infer _E>
    ? { readonly [K in keyof Definitions]: CallOf<Definitions[K]> }
    : never;

/** The client's calls: one object per area. */
export type LobbyCalls = { readonly [A in AreaName]: AreaCalls<(typeof areaApis)[A]> };

/** What {@link createLobbyClient} returns. */
export interface LobbyClient extends LobbyCalls {
  /** The Redux store (mount it in `<Provider>` to use the area hooks on the same cache). */
  readonly store: LobbyStore;
  readonly session: Session;
  readonly baseQuery: LobbyBaseQuery;
  /** The one RTK Query api, for `util` helpers and endpoint selectors. */
  readonly api: typeof lobbyApi;
  /** Cancels in-flight calls of one endpoint (e.g. `channelBalance`), or all; answers how many. */
  cancel(endpointName?: string): number;
  /**
   * URLs the browser loads itself (artwork on the storage origin), built against this
   * client's storage origin.
   */
  readonly urls: {
    /** An artwork path from an answer (`/media/game/12.svg`) as an absolute URL. */
    asset(path: string): string;
    /** The URL of one generated artwork (`games.media`). */
    media(params: MediaParams): string;
  };
  /**
   * Refreshes the member's profile unless it was fetched in the last 30 s (spec §4); `force`
   * skips the wait. Resolves with the session's user info.
   */
  refreshUserInfo(options?: {
    force?: boolean;
  }): Promise<Session['getUserInfo'] extends () => infer U ? U : never>;
  /**
   * Cancels in-flight calls and empties the cache; stops the session's timers and channel when
   * the client made the session. A Node script exits once its client is disposed.
   */
  dispose(): void;
}

function isSession(value: Session | SessionOptions | undefined): value is Session {
  return typeof (value as Session | undefined)?.getToken === 'function';
}

/**
 * Creates a client. In a browser every port has a default; in Node pass `fetch` if needed
 * and, for sign-in state across runs, a session with your own storage.
 */
export function createLobbyClient(options: LobbyClientOptions): LobbyClient {
  const logger = options.logger ?? consoleLogger;
  const navigation = options.navigation ?? defaultNavigation(logger);
  /** Filled once the client exists; the idle logout of the session it makes calls through it. */
  const ref: { client?: LobbyClient } = {};

  const ownSession = !isSession(options.session);
  const session = isSession(options.session)
    ? options.session
    : createSession({
        logger,
        navigation,
        ...(options.notify ? { notify: options.notify } : {}),
        ...(options.translate ? { translate: options.translate } : {}),
        ...(options.sessionTransport ? { transport: options.sessionTransport } : {}),
        ...options.session,
        onIdle:
          options.session?.onIdle ??
          (async (idle) => {
            await ref.client?.auth.logout(undefined, { handleErrors: true }).catch(() => undefined);
            idle.signOut();
            navigation.goHome();
          }),
      });

  const baseQuery = createBaseQuery({
    ...options,
    logger,
    navigation,
    session,
  });
  const store = createLobbyStore({ baseQuery, session });
  let unbindActivity = () => {};

  const aborted = (name: string, idempotencyKey: string | undefined) =>
    new LobbyApiError(name, {
      status: 0,
      code: ClientErrorCode.ABORTED,
      message: 'cancelled',
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });

  const run = async (
    name: string,
    arg: unknown,
    clientOptions?: ClientCallOptions,
  ): Promise<unknown> => {
    const registered = registeredEndpoints.get(name);
    const endpoint = (
      lobbyApi.endpoints as Record<string, { initiate: (...args: unknown[]) => unknown }>
    )[name];
    if (!registered || !endpoint) throw new Error(`Unknown endpoint "${name}".`);
    // The signal stays out of the argument: the argument is the cache key and lives in the store.
    const { signal, ...given } = clientOptions ?? {};
    // A money call's key is made here rather than in the base query, so a call cancelled while
    // in flight (it may have reached the server) can still name the key to retry it with.
    const callOptions: CallOptions =
      movesMoney(registered.entry) && given.idempotencyKey === undefined
        ? { ...given, idempotencyKey: globalThis.crypto.randomUUID() }
        : given;
    if (signal?.aborted) {
      logger.debug(`${registered.entry.id}: cancelled before it was sent`, signal.reason);
      throw aborted(name, callOptions.idempotencyKey);
    }
    const finalArg =
      Object.keys(callOptions).length > 0
        ? { ...(arg as object | undefined), [CALL_OPTIONS]: callOptions }
        : arg;
    // Subscribed while a query runs so its answer is still cached when read, then released.
    const action =
      registered.kind === 'query'
        ? endpoint.initiate(finalArg, { forceRefetch: true })
        : endpoint.initiate(finalArg);
    const promise = store.dispatch(action as never) as unknown as {
      unwrap(): Promise<unknown>;
      abort(): void;
      unsubscribe?: () => void;
      reset?: () => void;
    };
    const abort = () => promise.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      return await promise.unwrap();
    } catch (rejection) {
      // An aborted thunk rejects with RTK's own AbortError before the base query answers.
      if ((rejection as { name?: string } | undefined)?.name === 'AbortError') {
        throw aborted(name, callOptions.idempotencyKey);
      }
      throw toLobbyApiError(name, rejection);
    } finally {
      signal?.removeEventListener('abort', abort);
      promise.unsubscribe?.();
      promise.reset?.();
    }
  };

  const calls: Record<string, Record<string, unknown>> = {};
  for (const area of Object.keys(areaApis)) calls[area] = {};
  for (const registered of registeredEndpoints.values()) {
    const area = calls[registered.area];
    if (area) {
      area[registered.name] = (arg: unknown, callOptions?: ClientCallOptions) =>
        run(registered.name, arg, callOptions);
    }
  }
  const storageOrigin = normaliseBaseUrl(options.storageUrl ?? options.baseUrl, options.apiPath);

  const client: LobbyClient = {
    ...(calls as unknown as LobbyCalls),
    store,
    session,
    baseQuery,
    api: lobbyApi,
    cancel(endpointName) {
      return store.dispatch(cancelCalls(endpointName));
    },
    urls: {
      asset: (path) => assetUrl(storageOrigin, path),
      media: (params) => mediaUrl(storageOrigin, params),
    },
    async refreshUserInfo(refreshOptions = {}) {
      if (!session.isSignedIn()) return undefined;
      if (refreshOptions.force || session.userInfoDue()) await run('profile', undefined);
      return session.getUserInfo();
    },
    dispose() {
      baseQuery.cancel();
      unbindActivity();
      // Drops the cache and its removal timers, which would otherwise keep Node alive a minute.
      store.dispatch(lobbyApi.util.resetApiState());
      if (ownSession) session.dispose();
      else session.stopInactivityWatch();
    },
  };

  ref.client = client;
  if (options.watchInactivity ?? hasDom()) {
    if (hasDom()) unbindActivity = bindActivityEvents(session);
    session.startInactivityWatch();
  }
  return client;
}
