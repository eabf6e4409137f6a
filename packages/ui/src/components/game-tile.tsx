import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import type { ArtworkKind } from '../artwork/index.ts';
import { gameArtwork } from '../artwork/index.ts';
import { Icon } from '../icons/icon.tsx';
import type { GameType } from '../internal/domain.ts';
import { artworkLayer, focusRing, VisuallyHidden } from '../theme/theme-provider.tsx';
import { Badge } from './badge.tsx';
import { NearImage } from './near-image.tsx';

/** Whether a game can be played (spec §3: closed 0, open 1, maintain 2). */
export type GameTileStatus = 'open' | 'maintain' | 'closed';

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
  transition:
    transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized},
    box-shadow ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  ${artworkLayer}
  & > img {
    transition: transform ${tokenVars.motion.duration.slow} ${tokenVars.motion.easing.standard};
  }
  &:hover:not(:disabled) {
    transform: translateY(-3px);
    box-shadow: ${tokenVars.shadow.md}, ${tokenVars.shadow.glow};
  }
  &:hover:not(:disabled) > img {
    transform: scale(1.05);
  }
  &:disabled {
    cursor: not-allowed;
  }
  ${focusRing}
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
  background: linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.78) 55%);
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  color: #ffffff;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
`;

const Provider = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.6875rem;
  color: #e6e6ee;
`;

/** The hot and new badges: a second one wraps below the first on a narrow tile, never clipped. */
const Badges = styled.span`
  position: absolute;
  top: ${tokenVars.space.xs};
  left: ${tokenVars.space.xs};
  right: ${tokenVars.space.xs};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokenVars.space.xxs};
  pointer-events: none;
`;

const Veil = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${tokenVars.space.xs};
  background: rgba(6, 8, 14, 0.72);
  backdrop-filter: grayscale(1);
  color: #ffffff;
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Play = styled.span`
  position: absolute;
  top: 38%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${tokenVars.color.accent};
  color: ${tokenVars.color.onAccent};
  box-shadow: ${tokenVars.shadow.glow};
  transform: translate(-50%, -50%) scale(0.6);
  opacity: 0;
  transition:
    opacity ${tokenVars.motion.duration.fast},
    transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  button:hover:not(:disabled) > &,
  button:focus-visible > & {
    opacity: 1;
    transform: translate(-50%, -50%) scale(1);
  }
`;

/** Props of {@link GameTile}. */
export interface GameTileProps {
  /** The game's name, shown on the tile and naming its button. */
  name: string;
  /** The provider's name, shown under the game's. */
  provider?: string;
  /** The kind of game; it picks the generated artwork when there is no image. */
  gameType: GameType;
  /** The game's uploaded image; generated artwork (seeded by the name) is shown when absent. */
  image?: string;
  /** Pick the generated glyph explicitly. */
  artworkKind?: ArtworkKind;
  /** `maintain` or `closed` greys the tile out and blocks play (default `open`). */
  status?: GameTileStatus;
  /** Shows the HOT badge. */
  hot?: boolean;
  /** Shows the NEW badge. */
  isNew?: boolean;
  /** Called when the member presses the tile to play. */
  onPlay?: () => void;
  /** Labels, for translation. */
  labels?: { play?: string; hot?: string; new?: string; maintain?: string; closed?: string };
}

/** A game in the lobby grid: artwork, name, provider, HOT/NEW, and a play affordance. */
export function GameTile({
  name,
  provider,
  gameType,
  image,
  artworkKind,
  status = 'open',
  hot,
  isNew,
  onPlay,
  labels = {},
}: GameTileProps) {
  const unavailable = status !== 'open';
  const statusText =
    status === 'maintain' ? (labels.maintain ?? 'Maintenance') : (labels.closed ?? 'Closed');
  return (
    <Tile type="button" onClick={onPlay} disabled={unavailable}>
      <NearImage
        src={image}
        draw={() =>
          gameArtwork({ seed: name, gameType, ...(artworkKind ? { kind: artworkKind } : {}) })
        }
        drawKey={`${name}\n${gameType}\n${artworkKind ?? ''}`}
        draggable={false}
      />
      {!unavailable ? (
        <Play aria-hidden>
          <Icon name="play" size={22} fill="currentColor" />
        </Play>
      ) : null}
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
    </Tile>
  );
}
