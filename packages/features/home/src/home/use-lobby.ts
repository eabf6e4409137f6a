/**
 * The lobby's data and actions for every home layout: banners, game types in sort order, the
 * games of the chosen type, hot games, top winners, the brand currency, and playing a game
 * (a guest is asked to sign in; a member's game opens in a new window).
 */
import { useCurrenciesQuery, usePermissionsQuery } from '@lobby/api-client/config';
import { useSessionSnapshot } from '@lobby/api-client/react';
import type { GameItem } from '@lobby/contract/games';
import type { BannerSlide, GameTileStatus } from '@lobby/ui';
import { artworkKindFor } from '@lobby/ui/artwork';
import { useToast } from '@lobby/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import {
  useBannerGamesQuery,
  useHotQuery,
  useLaunchMutation,
  useGamesListQuery,
  useTopWinnersQuery,
  useTypesQuery,
} from '@lobby/api-client/games';
import type { HomeScreenProps } from '../types.ts';

/** The tile status of a game status value (spec §3: 0 closed, 1 open, 2 maintain). */
export function tileStatus(status: number): GameTileStatus {
  if (status === 1) return 'open';
  if (status === 2) return 'maintain';
  return 'closed';
}

/**
 * The image to show for an uploaded picture: the reference API's generated placeholders
 * (`/media/...`, which carry their own caption and a landscape frame) give way to the design
 * system's artwork, drawn for each tile shape; real uploads are shown as they are.
 */
export function uploadedImage(src: string | undefined): string | undefined {
  if (!src || src.startsWith('/media/')) return undefined;
  return src;
}

/** How many banners the carousel shows (one screen of dots). */
export const MAX_BANNERS = 6;

/** The special "hot" entry of the type navigation. */
export const HOT = '__hot__';

/** The list a section gets before its call answers: one array, so its identity holds too. */
const NONE: readonly never[] = [];

/** Games of a type that home loads at first. */
export const PREVIEW_PAGE_SIZE = 18;
/** The API's largest page: what "Show all" asks for. */
export const FULL_PAGE_SIZE = 100;

/** Everything a home layout shows and does. */
export function useLobby({
  session,
  onRequireSignIn,
}: Pick<HomeScreenProps, 'session' | 'onRequireSignIn'>) {
  const { t } = useTranslation('home');
  const toast = useToast();
  const theme = useTheme();
  const snapshot = useSessionSnapshot(session);
  const permissions = usePermissionsQuery().data;
  const currency = useCurrenciesQuery().data?.[0];
  const showHot = (permissions?.game.show_hot_game ?? 1) === 1;
  const types = useTypesQuery();
  const banners = useBannerGamesQuery();
  const hot = useHotQuery(undefined, { skip: !showHot });
  const winners = useTopWinnersQuery();
  const [launch] = useLaunchMutation();
  // The API answers in the brand's sort order; sorting again keeps the order if it ever does not.
  const sortedTypes = useMemo(
    () => [...(types.data ?? [])].sort((a, b) => a.sort - b.sort),
    [types.data],
  );
  const firstType = sortedTypes[0]?.type;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = chosen ?? (showHot ? HOT : firstType);
  const listed = Boolean(active) && active !== HOT;
  // Home previews a page of the type; "Show all" asks for the whole type (the API's largest
  // page) while the preview stays on screen until it arrives.
  const [expandedType, setExpandedType] = useState<string | undefined>(undefined);
  const expanded = listed && expandedType === active;
  const games = useGamesListQuery(
    { type: active ?? '', page_size: PREVIEW_PAGE_SIZE },
    { skip: !listed },
  );
  const allGames = useGamesListQuery(
    { type: active ?? '', page_size: FULL_PAGE_SIZE },
    { skip: !expanded },
  );

  // The handlers and lists below keep their identity from render to render (`useCallback`,
  // `useMemo`): the sections take them as props and are memoised on them, so when one of the
  // home's calls answers, only the section showing it draws again. Rebuilt on every render, the
  // winners' answer alone drew every tile of the grid again, on a phone before the banner showed.
  const signedIn = snapshot.signedIn;
  const themeName = theme.name;
  const play = useCallback(
    async (game: Pick<GameItem, 'id' | 'name' | 'status'>) => {
      if (!signedIn) {
        onRequireSignIn();
        return;
      }
      if (game.status !== 1) {
        toast.show(t('play.unavailable', { name: game.name }), { tone: 'warning' });
        return;
      }
      // Opened first, filled in after the answer: a window opened later would be blocked.
      const popup = window.open('', '_blank');
      try {
        const answer = await launch({
          game_id: game.id,
          is_mobile: window.matchMedia?.('(max-width: 1023px)').matches ? 1 : 0,
          theme: themeName,
          base_url: window.location.origin,
        }).unwrap();
        if (popup) popup.location.href = answer.url;
        else window.location.assign(answer.url);
      } catch {
        popup?.close();
      }
    },
    [signedIn, onRequireSignIn, toast, t, launch, themeName],
  );

  // One banner per game type first (so every type gets a turn), then the rest, up to the cap.
  const slides: readonly BannerSlide[] = useMemo(() => {
    const groups = banners.data ?? [];
    const ordered = [
      ...groups.map((g) => g.banners[0]),
      ...groups.flatMap((g) => g.banners.slice(1)),
    ].filter((b): b is NonNullable<typeof b> => b !== undefined);
    return ordered.slice(0, MAX_BANNERS).map((banner) => {
      const game = banner.game;
      const image = uploadedImage(banner.image);
      return {
        id: String(banner.id),
        title: banner.title,
        subtitle: banner.subtitle,
        ...(image ? { image } : {}),
        ...(game ? { artworkKind: artworkKindFor(game.type, game.name) } : {}),
        ...(game ? { ctaLabel: t('banner.play'), onCta: () => void play(game) } : {}),
      };
    });
  }, [banners.data, t, play]);
  const onShowAll = useCallback(() => setExpandedType(active), [active]);
  const onPlay = useCallback((game: GameItem) => void play(game), [play]);

  // `currentData`, not `data`: while another type's games load, `data` still holds the previous
  // type's list, which would show under the new type's name (and play as if it were that type).
  const shownGames: readonly GameItem[] =
    active === HOT
      ? (hot.data ?? NONE)
      : ((expanded ? allGames.currentData?.list : undefined) ?? games.currentData?.list ?? NONE);
  const grid = {
    games: shownGames,
    total: active === HOT ? shownGames.length : (games.currentData?.total ?? shownGames.length),
    loading:
      types.isLoading || (active === HOT ? hot.isLoading : games.isFetching && !games.currentData),
    error: active === HOT ? hot.isError : games.isError,
    expanding: expanded && allGames.isFetching,
    onShowAll,
    onPlay,
  };
  return {
    t,
    snapshot,
    currency,
    showHot,
    types: sortedTypes,
    typesLoading: types.isLoading,
    active,
    choose: setChosen,
    slides,
    bannersLoading: banners.isLoading,
    grid,
    hotGames: hot.data ?? NONE,
    // The winners list's props, as `grid` is the game grid's: every layout spreads them.
    board: { winners: winners.data ?? NONE, loading: winners.isLoading, currency },
    play,
  };
}

/** What {@link useLobby} returns. */
export type Lobby = ReturnType<typeof useLobby>;
