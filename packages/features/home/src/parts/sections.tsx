import { tokenVars } from '@lobby/tokens';
/**
 * Building blocks of the home layouts: the game grid with its loading and empty states, the
 * type navigation (chips or tiles) with the link to a type's providers, and the top-winners
 * list (ticker or leaderboard).
 */
import type { GameItem, GameTypeItem } from '@lobby/contract/games';
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import type { Static } from 'typebox';
import {
  Button,
  GameTile,
  Icon,
  NearImage,
  NoRecord,
  Skeleton,
  focusRing,
  shadedArtworkLayer,
  up,
  useNearViewport,
} from '@lobby/ui';
import type { CurrencyLike, GameType } from '@lobby/ui';
import { gameArtwork } from '@lobby/ui/artwork';
import type { ReactNode } from 'react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { HOT, tileStatus, uploadedImage } from '../home/use-lobby.ts';

/** A titled block of the home page. */
export const Section = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** A section heading row: title and an optional trailing element. */
export function SectionHead({
  id,
  icon,
  children,
  trailing,
  loud,
}: {
  id: string;
  icon?: Parameters<typeof Icon>[0]['name'];
  children: ReactNode;
  trailing?: ReactNode;
  loud?: boolean;
}) {
  return (
    <Head $loud={Boolean(loud)}>
      <h2 id={id}>
        {icon ? <Icon name={icon} size={loud ? 26 : 20} /> : null}
        {children}
      </h2>
      {trailing}
    </Head>
  );
}

const Head = styled.div<{ $loud: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  h2 {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${({ $loud }) => ($loud ? tokenVars.font.size.xl : tokenVars.font.size.lg)};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
    text-transform: ${({ $loud }) => ($loud ? 'uppercase' : 'none')};
  }
  h2 svg {
    color: ${tokenVars.color.accentText};
  }
`;

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

const Chips = styled.div`
  display: flex;
  gap: ${tokenVars.space.xs};
  overflow-x: auto;
  padding: 2px 2px ${tokenVars.space.xs};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const chipBase = css`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  flex: 0 0 auto;
  min-height: 40px;
  padding: 0 ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.pill};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.textMuted};
  font-weight: ${tokenVars.font.weight.medium};
  font-size: ${tokenVars.font.size.sm};
  text-transform: ${tokenVars.font.controlCase};
  /* Chosen in JS from the theme's control case: CSS cannot branch on a variable's value. */
  letter-spacing: ${({ theme }) =>
    theme.font.controlCase === 'uppercase' ? tokenVars.font.letterSpacing.caps : 'normal'};
  cursor: pointer;
  transition: background ${tokenVars.motion.duration.fast};
  &[aria-pressed='true'] {
    background: ${tokenVars.gradient.accent};
    border-color: transparent;
    color: ${tokenVars.color.onAccent};
  }
  ${focusRing}
`;

const Chip = styled.button`
  ${chipBase}
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/**
 * A big type tile (RETRO). Its artwork is an image behind the name, drawn once the tile nears
 * the viewport, never a CSS background: a browser loads a background's SVG while it computes
 * styles, and the eleven tiles' artwork made the home's first style pass six to ten times
 * longer (about 300 ms at 4× CPU).
 */
const TypeTile = styled.button`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: flex-end;
  min-height: 92px;
  padding: ${tokenVars.space.sm};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgRaised};
  color: #fff;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.md};
  text-transform: uppercase;
  text-align: start;
  cursor: pointer;
  box-shadow: 4px 4px 0 ${tokenVars.color.border};
  transition: transform ${tokenVars.motion.duration.fast};
  &[aria-pressed='true'] {
    box-shadow: 4px 4px 0 ${tokenVars.color.accent};
    transform: translate(-2px, -2px);
  }
  /* The artwork, darkened towards the foot under the name. */
  ${shadedArtworkLayer('linear-gradient(180deg, rgba(0, 0, 0, 0) 30%, rgba(0, 0, 0, 0.75) 100%)')}
  small {
    position: absolute;
    top: ${tokenVars.space.xs};
    right: ${tokenVars.space.xs};
    padding: 0 6px;
    border-radius: ${tokenVars.radius.pill};
    background: rgba(0, 0, 0, 0.6);
    font-family: ${tokenVars.font.family.body};
    font-size: ${tokenVars.font.size.xs};
  }
  ${focusRing}
`;

/** Props of {@link TypeNav}. */
export interface TypeNavProps {
  /** The game types offered, in order. */
  readonly types: readonly Static<typeof GameTypeItem>[];
  /** The chosen type (or the hot list); none chosen when undefined. */
  readonly active: string | undefined;
  /** Offers the hot list before the types. */
  readonly showHot: boolean;
  /** Called with the type (or the hot list) the member picks. */
  onChoose(type: string): void;
  /** Chips (default) or big artwork tiles (RETRO). */
  readonly look?: 'chips' | 'tiles';
  /** Names the navigation for screen readers. */
  readonly label: string;
}

/** The game-type navigation, in sort order, with "Hot" first when the brand shows hot games. */
export const TypeNav = memo(function TypeNav({
  types,
  active,
  showHot,
  onChoose,
  look = 'chips',
  label,
}: TypeNavProps) {
  const { t } = useTranslation('home');
  if (look === 'tiles') {
    return (
      <Tiles role="group" aria-label={label}>
        {showHot ? (
          <TypeTile type="button" aria-pressed={active === HOT} onClick={() => onChoose(HOT)}>
            <NearImage
              draw={() => gameArtwork({ seed: 'hot', kind: 'slots', width: 300, height: 200 })}
              drawKey={HOT}
            />
            {t('types.hot')}
          </TypeTile>
        ) : null}
        {types.map((type) => (
          <TypeTile
            key={type.type}
            type="button"
            aria-pressed={active === type.type}
            onClick={() => onChoose(type.type)}
          >
            <NearImage
              src={uploadedImage(type.image)}
              draw={() =>
                gameArtwork({ seed: type.type, gameType: type.type, width: 300, height: 200 })
              }
              drawKey={type.type}
            />
            {type.name}
            <small>{type.count}</small>
          </TypeTile>
        ))}
      </Tiles>
    );
  }
  return (
    <Chips role="group" aria-label={label}>
      {showHot ? (
        <Chip type="button" aria-pressed={active === HOT} onClick={() => onChoose(HOT)}>
          <Icon name="fire" size={16} />
          {t('types.hot')}
        </Chip>
      ) : null}
      {types.map((type) => (
        <Chip
          key={type.type}
          type="button"
          aria-pressed={active === type.type}
          onClick={() => onChoose(type.type)}
        >
          {type.name}
        </Chip>
      ))}
    </Chips>
  );
});

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xxs};
  min-height: ${tokenVars.size.touch};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${tokenVars.radius.sm};
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** Props of {@link ProvidersLink}. */
export interface ProvidersLinkProps {
  /** The type whose providers the link opens; none (the hot list is no type) shows no link. */
  readonly type: Static<typeof GameTypeItem> | undefined;
}

/**
 * A link to a game type's provider list (`/games/:gameType`), named after the type. Home
 * previews one type's games; this is the way on to every provider of the type and from there
 * to the full game list with its search and filters.
 */
export function ProvidersLink({ type }: ProvidersLinkProps) {
  const { t } = useTranslation('home');
  if (!type) return null;
  return (
    <MoreLink to={getHref('PROVIDER_LIST', { gameType: type.type })}>
      {t('types.providers', { type: type.name })}
      <Icon name="chevronRight" size={16} />
    </MoreLink>
  );
}

/** One top-winner row as the API sends it. */
export interface Winner {
  readonly username: string;
  readonly game_id: number;
  readonly game_name: string;
  readonly type: string;
  readonly image: string;
  readonly amount: number;
  readonly time: number;
}

const Ticker = styled.ul`
  display: flex;
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 2px 2px ${tokenVars.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    scroll-snap-align: start;
    flex: 0 0 auto;
    display: grid;
    grid-template-columns: 48px auto;
    align-items: center;
    gap: ${tokenVars.space.sm};
    min-width: 220px;
    padding: ${tokenVars.space.sm};
    border-radius: ${tokenVars.radius.lg};
    background: ${tokenVars.color.bgSurface};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  img {
    width: 48px;
    height: 64px;
    object-fit: cover;
    border-radius: ${tokenVars.radius.md};
  }
`;

const Board = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  overflow: hidden;
  li {
    display: grid;
    grid-template-columns: 40px 1fr auto;
    align-items: center;
    gap: ${tokenVars.space.sm};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    background: ${tokenVars.color.bgSurface};
  }
  li:nth-child(even) {
    background: ${tokenVars.color.bgSunken};
  }
  li > span:first-child {
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    color: ${tokenVars.color.accentText};
  }
`;

const Compact = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${tokenVars.space.sm};
    padding: ${tokenVars.space.sm} 0;
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const Who = styled.span`
  display: grid;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Win = styled.span`
  color: ${tokenVars.color.win};
  font-weight: ${tokenVars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Props of {@link Winners}. */
export interface WinnersProps {
  /** The latest big wins, newest first. */
  readonly winners: readonly Winner[];
  /** Shows placeholders while the wins load. */
  readonly loading: boolean;
  /** Symbol and decimals of the amounts; the brand's currency once it has loaded. */
  readonly currency: CurrencyLike | undefined;
  /** A scrolling `ticker`, a ranked `board`, or a `compact` list, as the layout wants. */
  readonly look: 'ticker' | 'board' | 'compact';
  /** Id of the heading that names the list for screen readers. */
  readonly labelledBy: string;
}

/** A winner's game picture in the ticker, drawn once the row scrolls near it. */
function WinnerArt({
  image,
  game,
  gameType,
}: {
  image: string | undefined;
  game: string;
  gameType: string;
}) {
  const [ref, near] = useNearViewport<HTMLImageElement>();
  const src = useMemo(
    () =>
      image ?? (near ? gameArtwork({ seed: game, gameType, width: 96, height: 128 }) : undefined),
    [image, near, game, gameType],
  );
  return <img ref={ref} src={src} alt="" loading="lazy" width={48} height={64} />;
}

/** The top winners: a scrolling ticker (DIAMOND), a ranked board (RETRO) or a plain list (LITE). */
export const Winners = memo(function Winners({
  winners,
  loading,
  currency,
  look,
  labelledBy,
}: WinnersProps) {
  const { t } = useTranslation('home');
  if (loading) return <Skeleton lines={3} />;
  if (winners.length === 0)
    return <NoRecord title={t('winners.emptyTitle')} description={t('winners.empty')} />;
  const money = (amount: number) => formatMoney(amount, currency ? { currency } : {});
  const top = winners.slice(0, look === 'ticker' ? 12 : 8);
  if (look === 'board') {
    return (
      <Board aria-labelledby={labelledBy}>
        {top.map((w, i) => (
          <li key={`${w.username}-${w.game_id}-${w.time}`}>
            <span aria-hidden="true">{i + 1}</span>
            <Who>
              <strong>{w.username}</strong>
              <span>{w.game_name}</span>
            </Who>
            <Win>{money(w.amount)}</Win>
          </li>
        ))}
      </Board>
    );
  }
  if (look === 'compact') {
    return (
      <Compact aria-labelledby={labelledBy}>
        {top.map((w) => (
          <li key={`${w.username}-${w.game_id}-${w.time}`}>
            <span>{t('winners.line', { name: w.username, game: w.game_name })}</span>
            <Win>{money(w.amount)}</Win>
          </li>
        ))}
      </Compact>
    );
  }
  return (
    // Focusable so keyboard users can scroll the ticker sideways.
    <Ticker aria-labelledby={labelledBy} tabIndex={0}>
      {top.map((w) => (
        <li key={`${w.username}-${w.game_id}-${w.time}`}>
          <WinnerArt image={uploadedImage(w.image)} game={w.game_name} gameType={w.type} />
          <Who>
            <strong>{w.username}</strong>
            <span>{w.game_name}</span>
            <Win>{money(w.amount)}</Win>
          </Who>
        </li>
      ))}
    </Ticker>
  );
});
