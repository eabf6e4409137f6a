/**
 * The lobby's own calls, started before the home renders: the site runs this as soon as
 * start-up knows the brand is open, so the banners, hot games and top winners travel with
 * start-up's calls instead of one round trip after the home's first render. The home's hooks
 * then find the answers in the cache (same endpoints, same arguments), and its first render
 * already has them: fewer commits and an earlier largest paint.
 */
import { gamesApi } from '@lobby/api-client/games';

/** A prefetch action of the games endpoints (a thunk the site's store runs). */
type PrefetchAction = ReturnType<typeof gamesApi.util.prefetch>;

/** How old (seconds) a cached answer may be before a prefetch asks again. */
const FRESH_FOR_SECONDS = 60;

/** Starts the home's calls that need nothing from start-up; the store keeps the answers. */
export function prefetchLobby(dispatch: (action: PrefetchAction) => unknown): void {
  const options = { ifOlderThan: FRESH_FOR_SECONDS };
  dispatch(gamesApi.util.prefetch('bannerGames', undefined, options));
  dispatch(gamesApi.util.prefetch('hot', undefined, options));
  dispatch(gamesApi.util.prefetch('topWinners', undefined, options));
}
