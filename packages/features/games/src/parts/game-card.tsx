/**
 * The games feature's wiring of `@lobby/ui`'s `GameTile` for the game list, favourites and
 * recently played: the API's game, translated labels, artwork with the site-logo fallback, and
 * the favourite toggle and "For fun" (play money, for guests and members alike) handlers.
 */
import type { GameItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { GameTile, GameTileDemo, GameTileFavourite, Skeleton, up } from '@lobby/ui';
import type { GameTileStatus, GameType } from '@lobby/ui';
import { gameArtwork } from '@lobby/ui/artwork';
import { memo } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import { Artwork } from './artwork.tsx';

/** The fields of a game a tile shows. */
export type TileGame = Pick<
  GameItem,
  'id' | 'name' | 'type' | 'image' | 'channel_name' | 'status' | 'hot' | 'is_new' | 'favourite'
>;

/**
 * Props of {@link GameCard}. The handlers are told which game, so a list passes the same
 * functions to every tile and a tile whose game did not change is not drawn again.
 */
export interface GameCardProps<G extends TileGame = TileGame> {
  readonly game: G;
  onPlay(game: G): void;
  /** Shown when given: adds or removes the game from the member's favourites. */
  onToggleFavourite?: (game: G) => void;
  /** A favourite change of this game is on its way. */
  readonly favouriteBusy?: boolean;
  /**
   * Shown when given, under a game that is open: tries it with play money. Never needs a
   * sign-in, so guests get it too.
   */
  onTryDemo?: (game: G) => void;
  /** The game's play-money page is on its way. */
  readonly demoBusy?: boolean;
  readonly brandName: string;
  readonly logoSrc?: string | undefined;
}

/** The tile's status from the API's code (spec §3: closed 0, open 1, maintain 2). */
function tileStatus(status: number): GameTileStatus {
  if (status === 1) return 'open';
  return status === 2 ? 'maintain' : 'closed';
}

function GameCardView<G extends TileGame>({
  game,
  onPlay,
  onToggleFavourite,
  favouriteBusy = false,
  onTryDemo,
  demoBusy = false,
  brandName,
  logoSrc,
}: GameCardProps<G>) {
  const { t } = useGamesTranslation();
  return (
    <GameTile
      name={game.name}
      provider={game.channel_name}
      gameType={game.type as GameType}
      artwork={
        <Artwork
          src={game.image}
          generated={() => gameArtwork({ seed: game.name, gameType: game.type })}
          logoSrc={logoSrc}
          brandName={brandName}
        />
      }
      status={tileStatus(game.status)}
      hot={game.hot}
      isNew={game.is_new}
      onPlay={() => onPlay(game)}
      labels={{
        play: t('tile.play'),
        hot: t('tile.hot'),
        new: t('tile.new'),
        maintain: t('tile.maintain'),
        closed: t('tile.closed'),
      }}
      actions={
        <>
          {onToggleFavourite ? (
            <GameTileFavourite
              on={game.favourite}
              label={t(game.favourite ? 'tile.unfavourite' : 'tile.favourite', {
                name: game.name,
              })}
              busy={favouriteBusy}
              onToggle={() => onToggleFavourite(game)}
            />
          ) : null}
          {onTryDemo && game.status === 1 ? (
            <GameTileDemo
              text={t('tile.demo')}
              // The name says which game; it holds the visible text, so speech input finds it too.
              label={t('tile.demoLabel', { name: game.name })}
              busy={demoBusy}
              onTry={() => onTryDemo(game)}
            />
          ) : null}
        </>
      }
    />
  );
}

/** One game: play it, or (when offered) favourite it or try it for fun. Drawn again only when its props change. */
export const GameCard = memo(GameCardView) as typeof GameCardView;

/** The grid game tiles sit in: three across on a phone, up to six on a desktop. */
export const GameGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${tokenVars.space.md};
  }
  ${({ theme }) => up(theme, 'xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const TileSkeleton = styled(Skeleton)`
  aspect-ratio: 3 / 4;
  height: auto !important;
`;

/** Placeholder tiles while games load. */
export function GameSkeletons({
  count = 6,
}: {
  /** How many placeholder tiles (default 6). */
  count?: number;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} aria-hidden="true">
          <TileSkeleton radius="12px" />
        </li>
      ))}
    </>
  );
}
