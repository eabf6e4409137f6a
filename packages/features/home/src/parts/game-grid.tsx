/** The home's game grid, with its loading, failed and empty states and its "Show all". */
import type { GameItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { Button, GameTile, NoRecord, Skeleton, up } from '@lobby/ui';
import type { GameType } from '@lobby/ui';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tileStatus, uploadedImage } from '../home/use-lobby.ts';

const TileSkeleton = styled(Skeleton)`
  aspect-ratio: 3 / 4;
  height: auto !important;
`;

const Grid = styled.div<{ $dense: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ $dense }) => ($dense ? tokenVars.space.sm : tokenVars.space.md)};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(${({ $dense }) => ($dense ? 6 : 5)}, minmax(0, 1fr));
  }
  ${({ theme }) => up(theme, 'xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${tokenVars.space.lg};
  }
`;

/** How many tiles a grid shows before "Show all" (a phone screen and a bit). */
export const GRID_PAGE = 12;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  /** The games shown, in order. */
  readonly games: readonly GameItem[];
  /** How many games the type has in all (default: as many as `games` holds). */
  readonly total?: number;
  /** Shows placeholder tiles while the games load. */
  readonly loading: boolean;
  /** The games failed to load: shows the load-failed message. */
  readonly error?: boolean;
  /** The rest of the type is on its way. */
  readonly expanding?: boolean;
  /** Asks for the games `games` does not hold yet. */
  onShowAll?(): void;
  /** Called with the game the member presses to play. */
  onPlay(game: GameItem): void;
  /** Smaller tiles, more to a row. */
  readonly dense?: boolean;
  /** Id of the heading that names the grid for screen readers. */
  readonly labelledBy?: string;
}

/**
 * A grid of game tiles, with skeletons while loading and a no-record note when empty. It shows
 * a first page; "Show all" reveals the rest, asking for the games not loaded yet (`onShowAll`)
 * when the type has more than `games` holds. Memoised, as are the type navigation and the
 * winners: the home's calls answer one by one, and each answer should draw its own section
 * again, not every tile of the grid (see `useLobby`, which keeps their props' identity).
 */
export const GameGrid = memo(function GameGrid({
  games,
  total = games.length,
  loading,
  error,
  expanding = false,
  onShowAll,
  onPlay,
  dense = false,
  labelledBy,
}: GameGridProps) {
  const { t } = useTranslation('home');
  const [all, setAll] = useState(false);
  if (loading) {
    return (
      <Grid $dense={dense} role="status" aria-busy="true" aria-labelledby={labelledBy}>
        {Array.from({ length: 6 }, (_, i) => (
          <TileSkeleton key={i} radius="12px" />
        ))}
      </Grid>
    );
  }
  if (error)
    return <NoRecord title={t('messages:FAILED_TO_GET_DATA')} description={t('games.errorHint')} />;
  if (games.length === 0)
    return <NoRecord title={t('games.emptyTitle')} description={t('games.empty')} />;
  const shown = all ? games : games.slice(0, GRID_PAGE);
  return (
    <>
      <Grid $dense={dense} role="list" aria-labelledby={labelledBy}>
        {shown.map((game) => (
          <div role="listitem" key={game.id}>
            <GameTile
              name={game.name}
              provider={game.channel_name}
              gameType={game.type as GameType}
              {...(uploadedImage(game.image) ? { image: game.image } : {})}
              status={tileStatus(game.status)}
              hot={game.hot}
              isNew={game.is_new}
              onPlay={() => onPlay(game)}
              labels={{
                play: t('games.play'),
                hot: t('games.hot'),
                new: t('games.new'),
                maintain: t('games.maintain'),
                closed: t('games.closed'),
              }}
            />
          </div>
        ))}
      </Grid>
      {shown.length < Math.max(games.length, total) ? (
        <More>
          <Button
            variant="secondary"
            loading={expanding}
            onClick={() => {
              setAll(true);
              if (total > games.length) onShowAll?.();
            }}
            iconEnd="chevronDown"
          >
            {t('games.showAll', { count: total })}
          </Button>
        </More>
      ) : null}
    </>
  );
});
