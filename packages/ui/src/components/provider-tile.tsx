import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import { providerArtwork } from '../artwork/index.ts';
import { Icon } from '../icons/icon.tsx';
import type { GameType } from '../internal/domain.ts';
import { focusRing } from '../theme/theme-provider.tsx';
import { NearImage } from './near-image.tsx';

const Tile = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  width: 100%;
  padding: ${tokenVars.space.sm};
  padding-inline-end: ${tokenVars.space.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  background-image: ${tokenVars.gradient.surface};
  color: ${tokenVars.color.text};
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${tokenVars.motion.duration.fast},
    transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  &:hover:not(:disabled) {
    border-color: ${tokenVars.color.accentText};
    transform: translateY(-2px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  & > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${tokenVars.radius.md};
  }
  & > svg {
    flex: none;
    color: ${tokenVars.color.textMuted};
  }
  ${focusRing}
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  gap: 2px;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${tokenVars.font.family.display};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

const Meta = styled.span<{ $warn: boolean }>`
  color: ${({ theme, $warn }) => ($warn ? theme.color.warning : theme.color.textMuted)};
  font-size: ${tokenVars.font.size.xs};
`;

/** Props of {@link ProviderTile}. */
export interface ProviderTileProps {
  /** The provider's name, shown on the tile and naming its button. */
  name: string;
  /** The kind of games; it picks the generated emblem when there is no logo. */
  gameType: GameType;
  /** The provider's logo; a generated emblem when absent. */
  logo?: string;
  /** How many games it offers, shown under the name. */
  gameCount?: number;
  /** `maintain` or `closed` greys the tile out and blocks selection (default `open`). */
  status?: 'open' | 'maintain' | 'closed';
  /** Called when the member presses the tile (to open the provider's games). */
  onSelect?: () => void;
  /** The game count and status texts, for translation (English by default). */
  labels?: { games?: (n: number) => string; maintain?: string; closed?: string };
}

/** A game provider in the provider list (spec §2: /games/:gameType). */
export function ProviderTile({
  name,
  gameType,
  logo,
  gameCount,
  status = 'open',
  onSelect,
  labels = {},
}: ProviderTileProps) {
  const meta =
    status === 'maintain'
      ? (labels.maintain ?? 'Maintenance')
      : status === 'closed'
        ? (labels.closed ?? 'Closed')
        : gameCount !== undefined
          ? (labels.games?.(gameCount) ?? `${gameCount} games`)
          : undefined;
  return (
    <Tile type="button" onClick={onSelect} disabled={status !== 'open'}>
      <NearImage
        src={logo}
        draw={() => providerArtwork({ name, gameType })}
        drawKey={`${name}\n${gameType}`}
      />
      <Texts>
        <Name>{name}</Name>
        {meta ? <Meta $warn={status !== 'open'}>{meta}</Meta> : null}
      </Texts>
      <Icon name="chevronRight" size={18} />
    </Tile>
  );
}
