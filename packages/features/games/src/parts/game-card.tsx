/**
 * A game tile for the game list, favourites and recently played: artwork with the logo
 * fallback, name and provider, HOT / NEW badges, a maintenance veil and a favourite toggle.
 * The toggle is a sibling of the play button, never inside it, so both are real buttons for
 * keyboards and screen readers; so is the "For fun" button under an open game, which opens it
 * with play money for guests and members alike.
 */
import type { GameItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { Badge, Icon, Skeleton, VisuallyHidden, focusRing, up } from '@lobby/ui';
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

const Wrap = styled.div`
  position: relative;
  min-width: 0;
`;

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  padding: 0;
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  overflow: hidden;
  background: ${tokenVars.color.bgRaised};
  color: #ffffff;
  text-align: start;
  cursor: pointer;
  box-shadow: ${tokenVars.shadow.sm};
  isolation: isolate;
  transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  &:hover:not(:disabled) {
    transform: translateY(-3px);
  }
  &:disabled {
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
  ${focusRing}
`;

/**
 * Everything drawn inside a tile. Off-screen faces skip style, layout and paint (the tile
 * clips its face anyway, so nothing is lost), so a long list only pays for the tiles in view.
 */
const Face = styled.span`
  position: absolute;
  inset: 0;
  content-visibility: auto;
`;

const Info = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: 1px;
  padding: ${tokenVars.space.xl} ${tokenVars.space.sm} ${tokenVars.space.sm};
  background: linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.82) 55%);
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  color: #ffffff;
`;

const Provider = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${tokenVars.font.size.xs};
  color: #ececf2;
`;

const Badges = styled.span`
  position: absolute;
  top: ${tokenVars.space.xs};
  left: ${tokenVars.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.xxs};
  max-width: calc(100% - 52px);
`;

const Veil = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${tokenVars.space.xs};
  background: rgba(6, 8, 14, 0.78);
  color: #ffffff;
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.bold};
  text-transform: uppercase;
`;

const Heart = styled.button`
  position: absolute;
  top: ${tokenVars.space.xxs};
  right: ${tokenVars.space.xxs};
  display: grid;
  place-items: center;
  width: ${tokenVars.size.touch};
  height: ${tokenVars.size.touch};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #ffffff;
  cursor: pointer;
  & > span {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
  }
  &[aria-pressed='true'] > span {
    background: ${tokenVars.color.danger};
    color: ${tokenVars.color.onDanger};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
  ${focusRing}
`;

const TryDemo = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokenVars.space.xxs};
  width: 100%;
  min-height: 32px;
  margin-top: ${tokenVars.space.xs};
  padding: 0 ${tokenVars.space.xs};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.pill};
  background: transparent;
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.bold};
  white-space: nowrap;
  cursor: pointer;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > svg {
    flex: 0 0 auto;
  }
  &:hover:not(:disabled) {
    background: ${tokenVars.color.bgHover};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
  ${focusRing}
`;

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
  const unavailable = game.status !== 1;
  return (
    <Wrap>
      <Tile type="button" onClick={() => onPlay(game)} disabled={unavailable}>
        <Face>
          <Artwork
            src={game.image}
            generated={() => gameArtwork({ seed: game.name, gameType: game.type })}
            logoSrc={logoSrc}
            brandName={brandName}
          />
          <Info>
            <Name>
              <VisuallyHidden>{t('tile.play')} </VisuallyHidden>
              {game.name}
            </Name>
            {game.channel_name ? <Provider>{game.channel_name}</Provider> : null}
          </Info>
          {game.hot || game.is_new ? (
            <Badges>
              {game.hot ? (
                <Badge solid icon="fire">
                  {t('tile.hot')}
                </Badge>
              ) : null}
              {game.is_new ? (
                <Badge solid icon="sparkle">
                  {t('tile.new')}
                </Badge>
              ) : null}
            </Badges>
          ) : null}
          {unavailable ? (
            <Veil>
              <Icon name={game.status === 2 ? 'settings' : 'close'} size={22} />
              {game.status === 2 ? t('tile.maintain') : t('tile.closed')}
            </Veil>
          ) : null}
        </Face>
      </Tile>
      {onToggleFavourite ? (
        <Heart
          type="button"
          aria-pressed={game.favourite}
          aria-label={t(game.favourite ? 'tile.unfavourite' : 'tile.favourite', {
            name: game.name,
          })}
          aria-busy={favouriteBusy || undefined}
          disabled={favouriteBusy}
          onClick={() => onToggleFavourite(game)}
        >
          <span>
            <Icon name="heart" size={18} fill={game.favourite ? 'currentColor' : 'none'} />
          </span>
        </Heart>
      ) : null}
      {onTryDemo && !unavailable ? (
        <TryDemo
          type="button"
          // The name says which game; it holds the visible text, so speech input finds it too.
          aria-label={t('tile.demoLabel', { name: game.name })}
          aria-busy={demoBusy || undefined}
          disabled={demoBusy}
          onClick={() => onTryDemo(game)}
        >
          <Icon name="play" size={14} />
          <span>{t('tile.demo')}</span>
        </TryDemo>
      ) : null}
    </Wrap>
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
