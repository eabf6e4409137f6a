/**
 * The game list's results: the failure and empty states, the count, the grid of tiles drawn so
 * far, and the way to more (infinite scroll, a "Load more" button, the end of the list).
 */
import type { GameItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { Button, NoMoreData, NoRecord } from '@lobby/ui';
import { memo, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FavouriteToggle } from '../favourites/use-favourite-toggle.ts';
import { useGamesTranslation } from '../i18n.ts';
import type { LaunchFlow } from '../launch/use-launch-flow.ts';
import { GameCard, GameGrid, GameSkeletons } from '../parts/game-card.tsx';
import type { GamePages } from './use-game-pages.ts';

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

/** Props of {@link ListResults}. */
interface ListResultsProps extends Omit<GameTilesProps, 'pending'> {
  readonly pages: GamePages;
  /** How many games the list holds once sorted (what is drawn may still be fewer). */
  readonly shownCount: number;
  /** Loaded tiles are still being drawn. */
  readonly tilesPending: boolean;
  /** The search the list answers (for the empty state's words). */
  readonly search: string;
}

/** The results under the filters (see the module note). */
export function ListResults({
  pages,
  shownCount,
  tilesPending,
  search,
  ...tiles
}: ListResultsProps) {
  const { t } = useGamesTranslation();
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

  if (pages.error)
    return (
      <NoRecord
        title={t('messages:FAILED_TO_GET_DATA')}
        description={t('list.errorHint')}
        action={
          <Button variant="secondary" iconStart="refresh" onClick={pages.retry}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  if (!pages.loading && shownCount === 0)
    return (
      <NoRecord
        title={t('list.emptyTitle')}
        description={search ? t('list.emptySearch', { search }) : t('list.empty')}
      />
    );
  return (
    <>
      <Count aria-live="polite">
        {pages.total !== undefined ? t('list.count', { count: pages.total }) : ''}
      </Count>
      <GameTiles {...tiles} pending={pages.loading || loadingMore || tilesPending} />
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
        {!pages.loading && !hasMore && !pages.moreError && shownCount > 0 ? (
          <NoMoreData>{t('list.end')}</NoMoreData>
        ) : null}
      </More>
    </>
  );
}
