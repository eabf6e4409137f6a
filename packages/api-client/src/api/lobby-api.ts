/**
 * The one RTK Query api of the member API. Endpoints are injected per area; every tag type is
 * declared here so areas can invalidate each other's data (a transfer refreshes the balance).
 *
 * The api is a module singleton, yet each store brings its own base query (through the
 * thunk extra argument), so a page, a test and a Node script can run several clients at once.
 */
import { buildCreateApi, coreModule, coreModuleName } from '@reduxjs/toolkit/query';
import type {
  ApiContext,
  BaseQueryApi,
  BaseQueryFn,
  CoreModule,
  EndpointDefinitions,
  Module,
} from '@reduxjs/toolkit/query';
import type { LobbyBaseQuery } from '../base-query/create-base-query.ts';
import type { LobbyError, LobbyMeta, LobbyRequest } from '../base-query/types.ts';
import type { Session } from '../session/session.ts';

/** Every cache tag of the member API. Areas use these names and no others. */
export const TAG_TYPES = [
  'Config',
  'UserInfo',
  'Balance',
  'ChannelBalance',
  'BankCard',
  'Deposit',
  'Withdrawal',
  'Transfer',
  'Transaction',
  'Game',
  'Favourite',
  'BetRecord',
  'Promotion',
  'MyPromotion',
  'Vip',
  'Referral',
  'Kyc',
  'Message',
  'UnreadCount',
  'Help',
  'Notice',
  'ResponsibleGambling',
  'RealityCheck',
  'Device',
  'SecurityPolicy',
  'TwoFactor',
  'Passkey',
] as const;

/** One cache tag type. */
export type TagType = (typeof TAG_TYPES)[number];

/** Where the api keeps its cache in the store. */
export const REDUCER_PATH = 'lobbyApi';

/** What a Lobby store carries as its thunk extra argument. */
export interface LobbyExtra {
  /** The page's base query (from `createBaseQuery`). */
  readonly baseQuery: LobbyBaseQuery;
  /** The page's session. */
  readonly session: Session;
}

/** Reads the {@link LobbyExtra} of the store a call runs in. */
export function lobbyExtra(extra: unknown): LobbyExtra {
  const candidate = extra as Partial<LobbyExtra> | undefined;
  if (!candidate?.baseQuery || !candidate.session) {
    throw new Error(
      '@lobby/api-client: use a store made by createLobbyStore or createLobbyClient.',
    );
  }
  return candidate as LobbyExtra;
}

/** The base query type every endpoint is defined against. */
export type LobbyBaseQueryFn = BaseQueryFn<
  LobbyRequest,
  unknown,
  LobbyError,
  Record<string, never>,
  LobbyMeta
>;

const storeBaseQuery: LobbyBaseQueryFn = (request, api: BaseQueryApi, extraOptions) =>
  lobbyExtra(api.extra).baseQuery(request, api, extraOptions);

/**
 * A module whose real work arrives later: the React entries attach RTK Query's React hooks
 * module through it, so the core api (and `createLobbyClient`) never import React while the
 * area subpaths still get generated hooks on the very same api object.
 */
type Injector = ReturnType<Module<CoreModule>['init']>;
type AnyInit = (
  api: unknown,
  options: unknown,
  context: ApiContext<EndpointDefinitions>,
) => Injector;
let initArgs:
  [api: unknown, options: unknown, context: ApiContext<EndpointDefinitions>] | undefined;
const attached = new Map<string, Injector>();
const lateModule: Module<CoreModule> = {
  name: coreModuleName,
  init(api, options, context) {
    initArgs = [api, options, context];
    return {
      injectEndpoint(endpointName, definition) {
        for (const injector of attached.values()) injector.injectEndpoint(endpointName, definition);
      },
    };
  },
};

/** The member API. Areas inject into it; stores mount its reducer and middleware. */
export const lobbyApi = buildCreateApi(
  coreModule(),
  lateModule,
)({
  reducerPath: REDUCER_PATH,
  baseQuery: storeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The api's type before any area is injected. */
export type LobbyApi = typeof lobbyApi;

/**
 * Attaches an RTK Query module (the React hooks module) to {@link lobbyApi} once, replaying
 * every endpoint injected so far. Later injections reach it as they happen.
 */
export function attachApiModule(key: string, module: () => { init: unknown }): void {
  if (attached.has(key)) return;
  if (!initArgs) throw new Error('@lobby/api-client: the api is not initialised.');
  const [api, options, context] = initArgs;
  const injector = (module().init as AnyInit)(api, options, context);
  for (const [name, definition] of Object.entries(context.endpointDefinitions)) {
    injector.injectEndpoint(name, definition);
  }
  attached.set(key, injector);
}
