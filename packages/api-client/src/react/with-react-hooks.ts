/**
 * The React side of the SDK: attaches RTK Query's React hooks module to the one api and
 * retypes an area's api with its hooks. Only the area subpaths import this file, so the core
 * entry stays free of React.
 */
import type { Api, CoreModule, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { attachApiModule } from '../api/lobby-api.ts';
import type { LobbyBaseQueryFn, REDUCER_PATH, TagType } from '../api/lobby-api.ts';

/** An area's api with RTK Query's generated React hooks. */
export type WithReactHooks<A> =
  A extends Api<
    LobbyBaseQueryFn,
    infer D extends EndpointDefinitions,
    typeof REDUCER_PATH,
    TagType,
    CoreModule
  >
    ? Api<
        LobbyBaseQueryFn,
        D,
        typeof REDUCER_PATH,
        TagType,
        CoreModule | typeof reactHooksModuleName
      >
    : never;

/**
 * Attaches the React hooks module (once; it replays the endpoints injected so far) and returns
 * the same api object typed with its hooks. The attach happens here, in the call, rather than
 * at module load: a bundler that sees `sideEffects: false` and an identity function would
 * otherwise drop it from production builds.
 */
export function withReactHooks<A>(api: A): WithReactHooks<A> {
  attachApiModule('react', () => reactHooksModule());
  return api as unknown as WithReactHooks<A>;
}
