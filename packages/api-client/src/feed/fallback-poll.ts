/**
 * The balance feed's fallback while the push is unavailable: refreshes the profile and the
 * unread count on a fixed period (the spec §4 user-info bound).
 */
import { lobbyApi } from '../api/lobby-api.ts';
import { memberApi } from '../areas/member/endpoints.ts';
import type { Session } from '../session/session.ts';
import { staleTags } from './feed-events.ts';
import type { FeedStore } from './feed-events.ts';

/** A fallback refresh that can be started and stopped any number of times. */
export interface FallbackPoll {
  /** Starts refreshing every period; no-op when already running. */
  start(): void;
  stop(): void;
}

/** Refreshes the profile when due; other balances are made stale when the money moved. */
function refreshProfile(store: FeedStore, session: Session): void {
  if (!session.userInfoDue()) return;
  const before = session.getUserInfo()?.money;
  const call = store.dispatch(
    memberApi.endpoints.profile.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  void call.then((done) => {
    const money = done.data?.money;
    // The profile refreshed the session; other balances follow when the money moved.
    if (money !== undefined && before !== undefined && money !== before)
      store.dispatch(lobbyApi.util.invalidateTags(staleTags(null, true)));
  });
}

/** Creates the fallback refresh of `session`'s profile and unread count, every `pollMs`. */
export function createFallbackPoll(
  store: FeedStore,
  session: Session,
  pollMs: number,
): FallbackPoll {
  let timer: ReturnType<typeof setInterval> | undefined;
  /**
   * The fallback's tick: the unread count has no other refresh while the push is down, so the
   * screens showing it refetch (a count nobody shows is dropped, not fetched).
   */
  const refresh = () => {
    if (!session.isSignedIn()) return;
    store.dispatch(lobbyApi.util.invalidateTags(['UnreadCount']));
    refreshProfile(store, session);
  };
  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(refresh, pollMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
