/**
 * A game tile for every place that draws a game (the game list, favourites, recently played,
 * the home page): artwork, name and provider, HOT / NEW badges, a maintenance veil, and, when
 * offered, a favourite toggle and a "for fun" button (`game-tile-actions.tsx`, kept apart so a
 * tile without them does not carry their styles). The toggle and the demo button are siblings
 * of the play button, never inside it, so all three are real buttons for keyboards and screen
 * readers. It holds no data: the caller says what to show and what each press does.
 */
import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gameArtwork } from '../artwork/index.ts';
import type { ArtworkKind } from '../artwork/index.ts';
import { Icon } from '../icons/icon.tsx';
import type { GameType } from '../internal/domain.ts';
import { focusRing, VisuallyHidden } from '../theme/theme-provider.tsx';
import { Badge } from './badge.tsx';
import { NearImage } from './near-image.tsx';

/** Whether a game can be played (spec §3: closed 0, open 1, maintain 2). */
export type GameTileStatus = 'open' | 'maintain' | 'closed';

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
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
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

/** Props of {@link GameTile}. */
export interface GameTileProps {
  /** The game's name, shown on the tile and naming its button. */
  name: string;
  /** The provider's name, shown under the game's. */
  provider?: string | undefined;
  /** The kind of game; it picks the generated artwork when there is no image. */
  gameType: GameType;
  /** The game's uploaded image; generated artwork (seeded by the name) is shown when absent. */
  image?: string | undefined;
  /** Pick the generated glyph explicitly. */
  artworkKind?: ArtworkKind;
  /**
   * The picture, drawn by the caller (e.g. with its own logo fallback); replaces `image` and
   * the generated artwork. It fills the tile and should be decorative (`alt=""`).
   */
  artwork?: ReactNode;
  /** `maintain` or `closed` greys the tile out and blocks play (default `open`). */
  status?: GameTileStatus;
  /** Shows the HOT badge. */
  hot?: boolean | undefined;
  /** Shows the NEW badge. */
  isNew?: boolean | undefined;
  /** Called when the member presses the tile to play. */
  onPlay?: (() => void) | undefined;
  /**
   * Drawn beside the play button, never inside it, so each stays a real button: the
   * `GameTileFavourite` toggle and, under an open game, the `GameTileDemo` button.
   */
  actions?: ReactNode;
  /** Labels, for translation. */
  labels?: { play?: string; hot?: string; new?: string; maintain?: string; closed?: string };
}

/** A game: artwork, name, provider, HOT/NEW, a veil when it cannot be played, and the offered actions. */
export function GameTile({
  name,
  provider,
  gameType,
  image,
  artworkKind,
  artwork,
  status = 'open',
  hot,
  isNew,
  onPlay,
  actions,
  labels = {},
}: GameTileProps) {
  const unavailable = status !== 'open';
  const statusText =
    status === 'maintain' ? (labels.maintain ?? 'Maintenance') : (labels.closed ?? 'Closed');
  return (
    <Wrap>
      <Tile type="button" onClick={onPlay} disabled={unavailable}>
        <Face>
          {artwork ?? (
            <NearImage
              src={image}
              draw={() =>
                gameArtwork({ seed: name, gameType, ...(artworkKind ? { kind: artworkKind } : {}) })
              }
              drawKey={`${name}\n${gameType}\n${artworkKind ?? ''}`}
              draggable={false}
            />
          )}
          <Info>
            <Name>
              <VisuallyHidden>{labels.play ?? 'Play'} </VisuallyHidden>
              {name}
            </Name>
            {provider ? <Provider>{provider}</Provider> : null}
          </Info>
          {hot || isNew ? (
            <Badges>
              {hot ? (
                <Badge solid icon="fire">
                  {labels.hot ?? 'Hot'}
                </Badge>
              ) : null}
              {isNew ? (
                <Badge solid icon="sparkle">
                  {labels.new ?? 'New'}
                </Badge>
              ) : null}
            </Badges>
          ) : null}
          {unavailable ? (
            <Veil>
              <Icon name={status === 'maintain' ? 'settings' : 'close'} size={22} />
              {statusText}
            </Veil>
          ) : null}
        </Face>
      </Tile>
      {actions}
    </Wrap>
  );
}
