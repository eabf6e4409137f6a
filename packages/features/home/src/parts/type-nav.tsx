/** The game-type navigation: chips (most layouts) or big artwork tiles (RETRO). */
import type { GameTypeItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { Icon, NearImage, focusRing, shadedArtworkLayer, up } from '@lobby/ui';
import { gameArtwork } from '@lobby/ui/artwork';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Static } from 'typebox';
import { HOT, uploadedImage } from '../home/use-lobby.ts';

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
