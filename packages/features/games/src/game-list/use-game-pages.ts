/**
 * Pages of games.list held in the SDK's cache: page 1..n of one filter, each its own cached
 * query (so a favourite change refreshes exactly the pages showing that game), read back as one
 * list. Changing the filter starts again from page 1.
 */
import type { LobbyStore } from '@lobby/api-client';
import { gamesApi } from '@lobby/api-client/games';
import type { GameItem } from '@lobby/contract/games';
import { useEffect, useMemo, useState } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';

/** The filter of a game list (games.list's query without the page). */
export interface GameFilter {
  readonly type: string;
  readonly channel_id?: number;
  readonly search?: string;
  /** Spec §7: the game list is asked for with platform=1. */
  readonly platform: 1 | 2;
  readonly page_size: number;
}

type Dispatch = LobbyStore['dispatch'];
type State = ReturnType<LobbyStore['getState']>;

/** The loaded pages of a filter, flattened. */
export interface GamePages {
  readonly games: readonly GameItem[];
  /** How many games match, by the server's count (undefined before the first answer). */
  readonly total: number | undefined;
  /** The first page is on its way. */
  readonly loading: boolean;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /** The first page failed. */
  readonly error: boolean;
  /** A further page failed (what was loaded stays). */
  readonly moreError: boolean;
  readonly hasMore: boolean;
  /** Asks for the next page (nothing when one is on its way or none is left). */
  loadMore(): void;
  /** Asks again for every failed page. */
  retry(): void;
}

/** The pages of `filter` (see the module note). */
export function useGamePages(filter: GameFilter): GamePages {
  const dispatch = useDispatch<Dispatch>();
  const key = JSON.stringify(filter);
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;

  const argsList = useMemo(
    () =>
      Array.from({ length: count }, (_, i) => ({
        ...(JSON.parse(key) as GameFilter),
        page: i + 1,
        $options: { handleErrors: true },
      })),
    [key, count],
  );

  useEffect(() => {
    const subscriptions = argsList.map((args) =>
      dispatch(gamesApi.endpoints.gamesList.initiate(args)),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [argsList, dispatch]);

  const selectors = useMemo(
    () => argsList.map((args) => gamesApi.endpoints.gamesList.select(args)),
    [argsList],
  );
  const results = useSelector(
    (state: State) => selectors.map((select) => select(state)),
    shallowEqual,
  );

  const games = useMemo(() => {
    const seen = new Set<number>();
    const out: GameItem[] = [];
    for (const result of results) {
      for (const game of result.data?.list ?? []) {
        // A game that moved between pages while they loaded shows once.
        if (seen.has(game.id)) continue;
        seen.add(game.id);
        out.push(game);
      }
    }
    return out;
  }, [results]);

  const first = results[0];
  const last = results[results.length - 1];
  const total = first?.data?.total;
  const loadingMore = count > 1 && last !== undefined && last.data === undefined && !last.isError;
  const hasMore = total !== undefined && games.length < total && !results.some((r) => r.isError);
  return {
    games,
    total,
    loading: first === undefined || (first.data === undefined && !first.isError),
    loadingMore,
    error: first?.isError === true,
    moreError: results.slice(1).some((r) => r.isError),
    hasMore,
    loadMore: () => {
      if (!hasMore || loadingMore) return;
      setPages({ key, count: count + 1 });
    },
    retry: () => {
      for (const args of argsList) {
        void dispatch(
          gamesApi.endpoints.gamesList.initiate(args, { forceRefetch: true, subscribe: false }),
        );
      }
    },
  };
}
