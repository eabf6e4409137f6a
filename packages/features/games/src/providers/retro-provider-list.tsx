/**
 * RETRO's provider list: chunky framed poster tiles with offset shadows, the title beside a
 * block all-games button, and a ticket strip holding a member's balance in each provider.
 */
import { tokenVars } from '@lobby/tokens';
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
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  box-shadow: 8px 8px 0 ${tokenVars.color.accent};
  ${Title} {
    text-transform: uppercase;
    font-size: ${tokenVars.font.size.xxl};
  }
`;

const PosterGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: 0 8px 8px 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${tokenVars.space.lg};
  }
`;

const Poster = styled(ProviderLink)`
  display: grid;
  height: 100%;
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  overflow: hidden;
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  text-decoration: none;
  box-shadow: 5px 5px 0 ${tokenVars.color.border};
  transition: transform ${tokenVars.motion.duration.fast};
  &:is(a):hover {
    transform: translate(-2px, -2px);
    box-shadow: 7px 7px 0 ${tokenVars.color.accent};
  }
  &[data-unavailable='true'] {
    filter: grayscale(0.8);
  }
  .art {
    position: relative;
    aspect-ratio: 16 / 10;
    border-bottom: 3px solid ${tokenVars.color.text};
  }
  .state {
    position: absolute;
    right: ${tokenVars.space.xs};
    bottom: ${tokenVars.space.xs};
  }
  strong {
    padding: ${tokenVars.space.sm} ${tokenVars.space.sm} 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.md};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  .meta {
    padding: 0 ${tokenVars.space.sm} ${tokenVars.space.sm};
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    font-weight: ${tokenVars.font.weight.bold};
    text-transform: uppercase;
  }
  .ticket {
    display: flex;
    justify-content: space-between;
    gap: ${tokenVars.space.xs};
    padding: ${tokenVars.space.xs} ${tokenVars.space.sm};
    border-top: 3px dashed ${tokenVars.color.border};
    background: ${tokenVars.color.bgSunken};
    font-size: ${tokenVars.font.size.sm};
  }
  .ticket .label {
    color: ${tokenVars.color.textMuted};
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
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.accent};
  color: ${tokenVars.color.onAccent};
  font-family: ${tokenVars.font.family.display};
  text-transform: uppercase;
  text-decoration: none;
  box-shadow: 4px 4px 0 ${tokenVars.color.text};
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
