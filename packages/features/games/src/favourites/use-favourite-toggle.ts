/**
 * Favourite toggles (games.collect / games.desert), optimistic: every cached list that shows
 * the game flips its heart at once (and the favourites list gains or loses it), the call goes
 * out, and a refusal puts every list back as it was and says why in a toast. A second tap on
 * the same game while its call is on the way sends nothing. A guest is asked to sign in.
 */
import type { LobbyError, LobbyStore, Session } from '@lobby/api-client';
import { gamesApi, useCollectMutation, useDesertMutation } from '@lobby/api-client/games';
import { useSignedIn } from '@lobby/api-client/react';
import type { GameItem } from '@lobby/contract/games';
import { useToast } from '@lobby/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useGamesTranslation } from '../i18n.ts';

/** Lists whose answers carry games with a favourite flag. */
const GAME_LISTS = ['gamesList', 'hot', 'favourites', 'bannerGames'] as const;

type Dispatch = LobbyStore['dispatch'];
type State = ReturnType<LobbyStore['getState']>;
type Draft = unknown;

function flip(draft: Draft, id: number, favourite: boolean, game: GameItem, endpoint: string) {
  const mark = (item: { id: number; favourite: boolean } | null | undefined) => {
    if (item && item.id === id) item.favourite = favourite;
  };
  if (endpoint === 'favourites') {
    const list = draft as GameItem[];
    const at = list.findIndex((item) => item.id === id);
    if (favourite && at < 0) list.unshift({ ...game, favourite: true });
    if (!favourite && at >= 0) list.splice(at, 1);
    return;
  }
  if (endpoint === 'gamesList') for (const item of (draft as { list: GameItem[] }).list) mark(item);
  else if (endpoint === 'hot') for (const item of draft as GameItem[]) mark(item);
  else if (endpoint === 'bannerGames')
    for (const group of draft as { banners: { game: GameItem | null }[] }[])
      for (const banner of group.banners) mark(banner.game);
}

/** Everything a screen needs to show and toggle favourites. */
export interface FavouriteToggle {
  /** Adds the game to the member's favourites, or removes it. */
  toggle(game: GameItem): void;
  /** Whether a change of this game is on its way. */
  isBusy(id: number): boolean;
}

/** Favourite toggles for a screen (see the module note). */
export function useFavouriteToggle({
  session,
  onRequireSignIn,
}: {
  readonly session: Session;
  onRequireSignIn(): void;
}): FavouriteToggle {
  const { t } = useGamesTranslation();
  const toast = useToast();
  const signedIn = useSignedIn(session);
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<State>();
  const [collect] = useCollectMutation();
  const [desert] = useDesertMutation();
  const inFlight = useRef(new Set<number>());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    (game: GameItem) => {
      if (!signedIn) {
        onRequireSignIn();
        return;
      }
      if (inFlight.current.has(game.id)) return;
      inFlight.current.add(game.id);
      setBusy(new Set(inFlight.current));
      const next = !game.favourite;
      const patches = gamesApi.util
        .selectInvalidatedBy(store.getState(), [
          { type: 'Favourite', id: game.id },
          { type: 'Favourite', id: 'LIST' },
        ])
        .filter((entry) => (GAME_LISTS as readonly string[]).includes(entry.endpointName))
        .map((entry) =>
          dispatch(
            gamesApi.util.updateQueryData(
              entry.endpointName as 'gamesList',
              entry.originalArgs as never,
              (draft) => flip(draft, game.id, next, game, entry.endpointName),
            ),
          ),
        );
      const call = next ? collect : desert;
      call({ id: game.id, $options: { handleErrors: true } })
        .unwrap()
        .catch((error: LobbyError) => {
          for (const patch of patches) patch.undo();
          toast.show(t('tile.favouriteFailed', { message: error.message }), { tone: 'error' });
        })
        .finally(() => {
          inFlight.current.delete(game.id);
          setBusy(new Set(inFlight.current));
        });
    },
    [signedIn, onRequireSignIn, store, dispatch, collect, desert, toast, t],
  );

  // Stable between changes of the busy set, so memoised lists skip unrelated store updates.
  return useMemo(() => ({ toggle, isBusy: (id: number) => busy.has(id) }), [toggle, busy]);
}
