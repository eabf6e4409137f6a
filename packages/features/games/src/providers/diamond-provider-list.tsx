/**
 * DIAMOND's provider list: a jewelled hero (title and lead beside the all-games link) over a
 * grid of artwork cards, each with its state badge on the picture, the name, its state or games
 * count and, for a member, the provider wallet's balance.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProviderLink, ProviderListScreen, providerGrid, skeletons } from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Hero = styled.header`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${tokenVars.space.xl};
  }
  div {
    display: grid;
    gap: ${tokenVars.space.xs};
  }
`;

const CardGrid = styled.ul`
  ${providerGrid(2, 3, 4, 'lg')}
`;

const DiamondCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  border-radius: ${tokenVars.radius.xl};
  overflow: hidden;
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.sm};
  color: ${tokenVars.color.text};
  text-decoration: none;
  transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  &:is(a):hover {
    transform: translateY(-3px);
    box-shadow: ${tokenVars.shadow.md}, ${tokenVars.shadow.glow};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 1;
    background: ${tokenVars.color.bgRaised};
  }
  .art > span[role='status'],
  .art > .state {
    position: absolute;
    top: ${tokenVars.space.xs};
    left: ${tokenVars.space.xs};
  }
  .body {
    display: grid;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md} ${tokenVars.space.md};
  }
  strong {
    font-family: ${tokenVars.font.family.display};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:is(a):hover {
      transform: none;
    }
  }
`;

const AllGames = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-weight: ${tokenVars.font.weight.bold};
  text-decoration: none;
  ${focusRing}
`;

/** DIAMOND's provider list. */
export function DiamondProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      head={{
        Frame: Hero,
        grouped: true,
        link: (to, label) => (
          <AllGames to={to}>
            <Icon name="grid" size={18} />
            {label}
          </AllGames>
        ),
      }}
      skeleton={<CardGrid as="div">{skeletons(4, '220px', '20px')}</CardGrid>}
      List={CardGrid}
      card={({ entry, art, balance, games }) => (
        <DiamondCard entry={entry}>
          {art(true)}
          <span className="body">
            <strong>{entry.channel.name}</strong>
            <span className="meta">{entry.state === 'open' ? entry.meta : games}</span>
            {balance()}
          </span>
        </DiamondCard>
      )}
    />
  );
}
