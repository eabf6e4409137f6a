/**
 * DIAMOND's provider list: a jewelled hero (title and lead beside the all-games link) over a
 * grid of artwork cards, each with its state badge on the picture, the name, its state or games
 * count and, for a member, the provider wallet's balance.
 */
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProviderLink, ProviderListScreen, providerGrid, skeletons } from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const CardGrid = styled.ul`
  ${providerGrid(2, 3, 4, 'lg')}
`;

const DiamondCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.xl};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition: transform ${({ theme }) => theme.motion.duration.normal}ms
    ${({ theme }) => theme.motion.easing.emphasized};
  &:is(a):hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.md}, ${({ theme }) => theme.shadow.glow};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 1;
    background: ${({ theme }) => theme.color.bgRaised};
  }
  .art > span[role='status'],
  .art > .state {
    position: absolute;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.md};
  }
  strong {
    font-family: ${({ theme }) => theme.font.family.display};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
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
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
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
