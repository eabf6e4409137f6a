/**
 * The actions a game tile may offer beside its play button (see `game-tile.tsx`): the favourite
 * toggle over the artwork's corner and the "for fun" (play money) button under the tile. Apart
 * from the tile so a page drawing tiles without them (the home page) does not carry them.
 */
import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { focusRing } from '../theme/theme-provider.tsx';

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

/** Props of {@link GameTileFavourite}. */
export interface GameTileFavouriteProps {
  /** The game is one of the member's favourites (the toggle is pressed). */
  readonly on: boolean;
  /** The toggle's accessible name, naming the game (e.g. "Add Dragon Fortune to favourites"). */
  readonly label: string;
  /** A change is on its way: the toggle is busy and disabled. */
  readonly busy?: boolean;
  /** Adds or removes the game. */
  onToggle(): void;
}

/** Props of {@link GameTileDemo}. */
export interface GameTileDemoProps {
  /** The visible text. */
  readonly text: string;
  /** The accessible name, naming the game and holding the visible text. */
  readonly label: string;
  /** The play-money page is on its way: the button is busy and disabled. */
  readonly busy?: boolean;
  /** Opens the game with play money. */
  onTry(): void;
}

/** The favourite toggle of a game tile: pass it in the tile's `actions`. */
export function GameTileFavourite({ on, label, busy = false, onToggle }: GameTileFavouriteProps) {
  return (
    <Heart
      type="button"
      aria-pressed={on}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
    >
      <span>
        <Icon name="heart" size={18} fill={on ? 'currentColor' : 'none'} />
      </span>
    </Heart>
  );
}

/** The "for fun" button of an open game's tile: pass it in the tile's `actions`. */
export function GameTileDemo({ text, label, busy = false, onTry }: GameTileDemoProps) {
  return (
    <TryDemo
      type="button"
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onTry}
    >
      <Icon name="play" size={14} />
      <span>{text}</span>
    </TryDemo>
  );
}
