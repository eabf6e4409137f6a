/**
 * A provider list's call, started before the screen renders: the site runs this once start-up
 * knows the brand is open, so the providers of the game type travel with start-up's calls (or,
 * on the page's server, are in the drawing of the first screen) instead of one round trip after
 * the list's first render. The list's hook asks with the same arguments ({@link channelsArgs}),
 * so it finds the answer in the cache.
 */
import { gamesApi } from '@lobby/api-client/games';

/** A prefetch action of the games endpoints (a thunk the site's store runs). */
type PrefetchAction = ReturnType<typeof gamesApi.util.prefetch>;

/** How old (seconds) a cached answer may be before a prefetch asks again. */
const FRESH_FOR_SECONDS = 60;

/** The providers call of a game type: a refusal (an unknown type) is the list's to show. */
export function channelsArgs(gameType: string) {
  return { type: gameType, $options: { handleErrors: true } } as const;
}

/** Starts the provider list's call for `gameType` (none without a type). */
export function prefetchProviderList(
  dispatch: (action: PrefetchAction) => unknown,
  gameType: string | undefined,
): void {
  if (!gameType) return;
  dispatch(
    gamesApi.util.prefetch('channels', channelsArgs(gameType), { ifOlderThan: FRESH_FOR_SECONDS }),
  );
}
