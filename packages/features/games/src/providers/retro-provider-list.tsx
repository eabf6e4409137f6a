/**
 * RETRO's provider list: chunky framed poster tiles with offset shadows, the title beside a
 * block all-games button, and a ticket strip holding a member's balance in each provider.
 */
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProviderLink, ProviderListScreen, Title, skeletons } from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const RetroHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: 8px 8px 0 ${({ theme }) => theme.color.accent};
  ${Title} {
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const PosterGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 8px 8px 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Poster = styled(ProviderLink)`
  display: grid;
  height: 100%;
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  box-shadow: 5px 5px 0 ${({ theme }) => theme.color.border};
  transition: transform ${({ theme }) => theme.motion.duration.fast}ms;
  &:is(a):hover {
    transform: translate(-2px, -2px);
    box-shadow: 7px 7px 0 ${({ theme }) => theme.color.accent};
  }
  &[data-unavailable='true'] {
    filter: grayscale(0.8);
  }
  .art {
    position: relative;
    aspect-ratio: 16 / 10;
    border-bottom: 3px solid ${({ theme }) => theme.color.text};
  }
  .state {
    position: absolute;
    right: ${({ theme }) => theme.space.xs};
    bottom: ${({ theme }) => theme.space.xs};
  }
  strong {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.md};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  .meta {
    padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
  }
  .ticket {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-top: 3px dashed ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bgSunken};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .ticket .label {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:is(a):hover {
      transform: none;
    }
  }
`;

const RetroAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-family: ${({ theme }) => theme.font.family.display};
  text-transform: uppercase;
  text-decoration: none;
  box-shadow: 4px 4px 0 ${({ theme }) => theme.color.text};
  ${focusRing}
`;

/** RETRO's provider list. */
export function RetroProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      head={{
        Frame: RetroHead,
        lead: false,
        link: (to, label) => (
          <RetroAll to={to}>
            {label}
            <Icon name="chevronRight" size={18} />
          </RetroAll>
        ),
      }}
      skeleton={<PosterGrid as="div">{skeletons(3, '200px', '8px')}</PosterGrid>}
      List={PosterGrid}
      card={({ entry, art, balance, games }) => (
        <Poster entry={entry}>
          {art(true)}
          <strong>{entry.channel.name}</strong>
          <span className="meta">{games}</span>
          {balance('ticket')}
        </Poster>
      )}
    />
  );
}
