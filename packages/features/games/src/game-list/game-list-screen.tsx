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
import type { GameChannel, GameItem, listGameNames } from '@lobby/contract/games';
import type { EndpointResponse } from '@lobby/contract';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  NoMoreData,
  NoRecord,
  PageHeader,
  Select,
  TextField,
  focusRing,
  up,
} from '@lobby/ui';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRecentlyPlayed } from '../favourites/use-recently-played.ts';
import { useFavouriteToggle } from '../favourites/use-favourite-toggle.ts';
import type { FavouriteToggle } from '../favourites/use-favourite-toggle.ts';
import { useGamesTranslation } from '../i18n.ts';
import { LaunchDialogs } from '../launch/launch-dialogs.tsx';
import { useLaunchFlow } from '../launch/use-launch-flow.ts';
import type { LaunchFlow } from '../launch/use-launch-flow.ts';
import { GameCard, GameGrid, GameSkeletons } from '../parts/game-card.tsx';
import type { GamesScreenProps } from '../types.ts';
import { useRevealed } from '../parts/use-revealed.ts';
import { useGamePages } from './use-game-pages.ts';

/** Games per page (a phone screen or two). */
export const GAME_PAGE_SIZE = 24;
/** Tiles drawn per animation frame (three rows on a phone, see `useRevealed`). */
const TILES_PER_FRAME = 9;
/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;
/** The longest search games.list accepts. */
export const SEARCH_MAX = 64;

/** The orders the list offers; `default` is the server's (the operator's sort). */
export const GAME_SORTS = ['default', 'nameAsc', 'nameDesc', 'hot', 'new'] as const;
/** One of {@link GAME_SORTS}. */
export type GameSort = (typeof GAME_SORTS)[number];

const SORT_LABELS: Record<GameSort, string> = {
  default: 'list.sortDefault',
  nameAsc: 'list.sortNameAsc',
  nameDesc: 'list.sortNameDesc',
  hot: 'list.sortHot',
  new: 'list.sortNew',
};

/** Orders loaded games; the server's order breaks ties, so the order is stable. */
export function sortGames(games: readonly GameItem[], sort: GameSort): readonly GameItem[] {
  if (sort === 'default') return games;
  const indexed = games.map((game, index) => ({ game, index }));
  const by: Record<Exclude<GameSort, 'default'>, (a: GameItem, b: GameItem) => number> = {
    nameAsc: (a, b) => a.name.localeCompare(b.name),
    nameDesc: (a, b) => b.name.localeCompare(a.name),
    hot: (a, b) => Number(b.hot) - Number(a.hot),
    new: (a, b) => Number(b.is_new) - Number(a.is_new),
  };
  return indexed
    .sort((a, b) => by[sort](a.game, b.game) || a.index - b.index)
    .map(({ game }) => game);
}

/** A positive integer query value, or undefined. */
function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

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

const Filters = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  & > * {
    min-width: 0;
  }
  /* A fieldset is as wide as its chips unless told otherwise: let the chips scroll. */
  & > fieldset {
    min-inline-size: 0;
  }
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: minmax(0, 1fr) 220px;
    align-items: end;
  }
`;

const Chips = styled.div`
  display: flex;
  gap: ${tokenVars.space.xs};
  overflow-x: auto;
  padding: 2px 2px ${tokenVars.space.xs};
  scrollbar-width: thin;
  ${({ theme }) => up(theme, 'md')} {
    grid-column: 1 / -1;
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  flex: 0 0 auto;
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.pill};
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${tokenVars.gradient.accent};
    border-color: transparent;
    color: ${tokenVars.color.onAccent};
    font-weight: ${tokenVars.font.weight.bold};
  }
  ${focusRing}
`;

const Count = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.sm};
  min-height: 1px;
`;

const NO_CHANNELS: readonly GameChannel[] = [];

/** A search suggestion (games.names). */
type GameName = EndpointResponse<typeof listGameNames>[number];

/** Props of the list's filters. */
interface ListFiltersProps {
  readonly channels: readonly GameChannel[];
  readonly channelId: number | undefined;
  readonly text: string;
  onText(value: string): void;
  readonly suggestions: readonly GameName[];
  readonly sort: GameSort;
  onParam(name: string, value: string | undefined): void;
}

/**
 * The provider chips, the search box with its suggestions and the order. Memoised: pages of
 * games arriving change none of its props, so they never redraw it.
 */
const ListFilters = memo(function ListFilters({
  channels,
  channelId,
  text,
  onText,
  suggestions,
  sort,
  onParam,
}: ListFiltersProps) {
  const { t } = useGamesTranslation();
  const suggestionsId = useId();
  return (
    <Filters aria-label={t('list.filters')}>
      <Chips role="group" aria-label={t('list.provider')}>
        <Chip
          type="button"
          aria-pressed={channelId === undefined}
          onClick={() => onParam('channel', undefined)}
        >
          {t('list.allProviders')}
        </Chip>
        {channels.map((channel) => (
          <Chip
            key={channel.id}
            type="button"
            aria-pressed={channelId === channel.id}
            onClick={() => onParam('channel', String(channel.id))}
          >
            {channel.name}
          </Chip>
        ))}
      </Chips>
      <TextField
        label={t('list.search')}
        type="search"
        icon="search"
        value={text}
        onChange={onText}
        maxLength={SEARCH_MAX}
        placeholder={t('list.searchHint')}
        list={suggestionsId}
        autoComplete="off"
        enterKeyHint="search"
      />
      <datalist id={suggestionsId}>
        {suggestions.map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
      <Select
        label={t('list.sort')}
        value={sort}
        onChange={(value) => onParam('sort', value === 'default' ? undefined : value)}
        options={GAME_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
      />
    </Filters>
  );
});

/** Props of the grid of game tiles. */
interface GameTilesProps {
  readonly labelledBy: string;
  readonly tiles: readonly GameItem[];
  /** More tiles are on their way (a page loading, or loaded tiles still being drawn). */
  readonly pending: boolean;
  readonly flow: Pick<LaunchFlow<GameItem>, 'play' | 'demoGameId'>;
  readonly favourites: FavouriteToggle;
  onTryDemo(game: GameItem): void;
  readonly brandName: string;
  readonly logoSrc: string | undefined;
}

/** The tiles drawn so far. Memoised, so filter typing and dialogs do not walk every tile. */
const GameTiles = memo(function GameTiles({
  labelledBy,
  tiles,
  pending,
  flow,
  favourites,
  onTryDemo,
  brandName,
  logoSrc,
}: GameTilesProps) {
  return (
    <GameGrid aria-labelledby={labelledBy} aria-busy={pending}>
      {tiles.map((game) => (
        <li key={game.id}>
          <GameCard
            game={game}
            onPlay={flow.play}
            onToggleFavourite={favourites.toggle}
            favouriteBusy={favourites.isBusy(game.id)}
            onTryDemo={onTryDemo}
            demoBusy={flow.demoGameId === game.id}
            brandName={brandName}
            logoSrc={logoSrc}
          />
        </li>
      ))}
      {pending ? <GameSkeletons count={6} /> : null}
    </GameGrid>
  );
});

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
  const { gameType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const channelId = positiveInt(params.get('channel'));
  const search = (params.get('search') ?? '').slice(0, SEARCH_MAX);
  const sortParam = params.get('sort');
  const sort: GameSort = (GAME_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as GameSort)
    : 'default';

  const typeName = useTypesQuery().data?.find((item) => item.type === gameType)?.name ?? gameType;
  const channels = useChannelsQuery({ type: gameType }, { skip: gameType === '' });

  // The search box shows what is typed; the URL (and so the server) gets it after a pause.
  const [text, setText] = useState(search);
  const lastSent = useRef(search);
  useEffect(() => {
    // Back/forward or a link changed the search: show it.
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = wanted;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('search', wanted);
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, searchDebounceMs, setParams]);

  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const pages = useGamePages({
    type: gameType,
    ...(channelId ? { channel_id: channelId } : {}),
    ...(search ? { search } : {}),
    platform: 1,
    page_size: pageSize,
  });
  const shown = useMemo(() => sortGames(pages.games, sort), [pages.games, sort]);
  // The tiles render in a deferred pass, which React splits into short slices, and a few
  // rows per frame: a page of artwork tiles landing at once would otherwise hold the main
  // thread in one long task.
  const deferred = useDeferredValue(shown);
  const revealed = useRevealed(
    deferred.length,
    TILES_PER_FRAME,
    `${gameType}|${channelId ?? ''}|${search}|${sort}`,
  );
  const tiles = useMemo(() => deferred.slice(0, revealed), [deferred, revealed]);
  const tilesPending = deferred !== shown || revealed < shown.length;

  // Name suggestions for the search box (games.names), of this type and provider.
  const names = useNamesQuery(
    {
      search: text.trim(),
      ...(channelId ? { channel_id: channelId } : {}),
      $options: { handleErrors: true },
    },
    { skip: text.trim().length < 2 },
  );
  const suggestions = useMemo(
    () => (names.data ?? []).filter((n) => n.type === gameType).slice(0, 8),
    [names.data, gameType],
  );

  const recent = useRecentlyPlayed();
  const favourites = useFavouriteToggle({ session, onRequireSignIn });
  const flow = useLaunchFlow<GameItem>({
    session,
    onRequireSignIn,
    onLaunched: recent.add,
  });

  const { tryDemo: startDemo } = flow;
  const tryDemo = useCallback((game: GameItem) => void startDemo(game), [startDemo]);

  // Infinite scroll: the sentinel below the grid asks for the next page as it comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, loadMore } = pages;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined' || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  const headingId = useId();
  const title = t('list.title', { type: typeName });
  const channelList = channels.data ?? NO_CHANNELS;
  const onText = useCallback((value: string) => setText(value.slice(0, SEARCH_MAX)), []);

  return (
    <>
      <PageHeader
        title={<span id={headingId}>{title}</span>}
        onBack={() => (gameType ? navigate(getHref('PROVIDER_LIST', { gameType })) : navigate(-1))}
        backLabel={t('list.back')}
      />
      <Page>
        <ListFilters
          channels={channelList}
          channelId={channelId}
          text={text}
          onText={onText}
          suggestions={suggestions}
          sort={sort}
          onParam={setParam}
        />
        {pages.error ? (
          <NoRecord
            title={t('messages:FAILED_TO_GET_DATA')}
            description={t('list.errorHint')}
            action={
              <Button variant="secondary" iconStart="refresh" onClick={pages.retry}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : !pages.loading && shown.length === 0 ? (
          <NoRecord
            title={t('list.emptyTitle')}
            description={search ? t('list.emptySearch', { search }) : t('list.empty')}
          />
        ) : (
          <>
            <Count aria-live="polite">
              {pages.total !== undefined ? t('list.count', { count: pages.total }) : ''}
            </Count>
            <GameTiles
              labelledBy={headingId}
              tiles={tiles}
              pending={pages.loading || loadingMore || tilesPending}
              flow={flow}
              favourites={favourites}
              onTryDemo={tryDemo}
              brandName={brandName}
              logoSrc={logoSrc}
            />
            <More ref={sentinel}>
              {hasMore ? (
                <Button
                  variant="secondary"
                  onClick={loadMore}
                  loading={loadingMore}
                  iconEnd="chevronDown"
                >
                  {loadingMore ? t('list.loading') : t('list.loadMore')}
                </Button>
              ) : null}
              {pages.moreError ? (
                <Button variant="secondary" iconStart="refresh" onClick={pages.retry}>
                  {t('list.retry')}
                </Button>
              ) : null}
              {!pages.loading && !hasMore && !pages.moreError && shown.length > 0 ? (
                <NoMoreData>{t('list.end')}</NoMoreData>
              ) : null}
            </More>
          </>
        )}
      </Page>
      <LaunchDialogs flow={flow} />
    </>
  );
}
