/**
 * The game list (spec §2 GAME_LIST, /games/list/:gameType): the games of a type, filtered by
 * provider (`?channel=`), searched by name on the server (`?search=`, debounced, with name
 * suggestions from games.names), sorted, with HOT / NEW badges and favourite hearts, loaded a
 * page at a time as the member scrolls (a "Load more" button too, for browsers without
 * IntersectionObserver and for keyboards), and launched through the transfer-before-play flow
 * or tried for fun with play money (no sign-in needed).
 * The filter lives in the URL, so a link or the back button shows the same list.
 */
import { useChannelsQuery, useNamesQuery, useTypesQuery } from '@lobby/api-client/games';
import type { GameChannel, GameItem } from '@lobby/contract/games';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { PageHeader, up } from '@lobby/ui';
import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRecentlyPlayed } from '../favourites/use-recently-played.ts';
import { useFavouriteToggle } from '../favourites/use-favourite-toggle.ts';
import { useGamesTranslation } from '../i18n.ts';
import { LaunchDialogs } from '../launch/launch-dialogs.tsx';
import { useLaunchFlow } from '../launch/use-launch-flow.ts';
import type { GamesScreenProps } from '../types.ts';
import { useRevealed } from '../parts/use-revealed.ts';
import { ListFilters, sortGames } from './list-filters.tsx';
import type { GameSort } from './list-filters.tsx';
import { ListResults } from './list-results.tsx';
import { useGamePages } from './use-game-pages.ts';
import { useListParams } from './use-list-params.ts';

export { GAME_SORTS, SEARCH_MAX, sortGames } from './list-filters.tsx';
export type { GameSort } from './list-filters.tsx';

/** Games per page (a phone screen or two). */
export const GAME_PAGE_SIZE = 24;
/** Tiles drawn per animation frame (three rows on a phone, see `useRevealed`). */
const TILES_PER_FRAME = 9;
/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Props of {@link GameListScreen}. */
export interface GameListScreenProps extends GamesScreenProps {
  /** Games per page (default {@link GAME_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
  /** Delay before a typed search is sent (default {@link SEARCH_DEBOUNCE_MS}). */
  readonly searchDebounceMs?: number;
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: 0 ${tokenVars.space.md} ${tokenVars.space.xl};
  ${({ theme }) => up(theme, 'md')} {
    padding: 0 ${tokenVars.space.lg} ${tokenVars.space.xxl};
  }
`;

const NO_CHANNELS: readonly GameChannel[] = [];

/**
 * The games of the filter, sorted, and the part of them drawn so far: the tiles render in a
 * deferred pass, which React splits into short slices, and a few rows per frame, since a page
 * of artwork tiles landing at once would otherwise hold the main thread in one long task.
 */
function useShownGames(
  filter: { gameType: string; channelId: number | undefined; search: string; sort: GameSort },
  pageSize: number,
) {
  const { gameType, channelId, search, sort } = filter;
  const pages = useGamePages({
    type: gameType,
    ...(channelId ? { channel_id: channelId } : {}),
    ...(search ? { search } : {}),
    platform: 1,
    page_size: pageSize,
  });
  const shown = useMemo(() => sortGames(pages.games, sort), [pages.games, sort]);
  const deferred = useDeferredValue(shown);
  const revealed = useRevealed(
    deferred.length,
    TILES_PER_FRAME,
    `${gameType}|${channelId ?? ''}|${search}|${sort}`,
  );
  const tiles = useMemo(() => deferred.slice(0, revealed), [deferred, revealed]);
  const tilesPending = deferred !== shown || revealed < shown.length;
  return { pages, shownCount: shown.length, tiles, tilesPending };
}

/** Name suggestions for the search box (games.names), of this type and provider. */
function useSuggestions(text: string, gameType: string, channelId: number | undefined) {
  const names = useNamesQuery(
    {
      search: text.trim(),
      ...(channelId ? { channel_id: channelId } : {}),
      $options: { handleErrors: true },
    },
    { skip: text.trim().length < 2 },
  );
  return useMemo(
    () => (names.data ?? []).filter((n) => n.type === gameType).slice(0, 8),
    [names.data, gameType],
  );
}

/** The game list screen (see the module note). */
export function GameListScreen(props: GameListScreenProps) {
  const {
    session,
    brandName,
    onRequireSignIn,
    logoSrc,
    pageSize = GAME_PAGE_SIZE,
    searchDebounceMs = SEARCH_DEBOUNCE_MS,
  } = props;
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const filter = useListParams(searchDebounceMs);
  const { gameType, channelId, search, text } = filter;
  const typeName = useTypesQuery().data?.find((item) => item.type === gameType)?.name ?? gameType;
  const channels = useChannelsQuery({ type: gameType }, { skip: gameType === '' });
  const { pages, shownCount, tiles, tilesPending } = useShownGames(filter, pageSize);
  const suggestions = useSuggestions(text, gameType, channelId);

  const recent = useRecentlyPlayed();
  const favourites = useFavouriteToggle({ session, onRequireSignIn });
  const flow = useLaunchFlow<GameItem>({
    session,
    onRequireSignIn,
    onLaunched: recent.add,
  });
  const { tryDemo: startDemo } = flow;
  const tryDemo = useCallback((game: GameItem) => void startDemo(game), [startDemo]);
  const headingId = useId();

  return (
    <>
      <PageHeader
        title={<span id={headingId}>{t('list.title', { type: typeName })}</span>}
        onBack={() => (gameType ? navigate(getHref('PROVIDER_LIST', { gameType })) : navigate(-1))}
        backLabel={t('list.back')}
      />
      <Page>
        <ListFilters
          channels={channels.data ?? NO_CHANNELS}
          channelId={channelId}
          text={text}
          onText={filter.onText}
          suggestions={suggestions}
          sort={filter.sort}
          onParam={filter.setParam}
        />
        <ListResults
          pages={pages}
          shownCount={shownCount}
          tilesPending={tilesPending}
          search={search}
          labelledBy={headingId}
          tiles={tiles}
          flow={flow}
          favourites={favourites}
          onTryDemo={tryDemo}
          brandName={brandName}
          logoSrc={logoSrc}
        />
      </Page>
      <LaunchDialogs flow={flow} />
    </>
  );
}
