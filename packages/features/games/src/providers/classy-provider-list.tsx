/**
 * CLASSY's provider list: the card room's rack. A centred serif title between double brass
 * lines, and each provider as a framed playing card — artwork matted inside a hairline, the
 * name in serif, the games count in small capitals and, for a member, the wallet balance on a
 * brass-edged plate.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ProviderLink,
  ProviderListScreen,
  Title,
  providerGrid,
  skeletons,
} from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Head = styled.header`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.lg} ${tokenVars.space.md};
  border-block: 4px double ${tokenVars.color.accent};
  text-align: center;
  ${Title} {
    font-size: ${tokenVars.font.size.xxl};
    font-style: italic;
    font-weight: ${tokenVars.font.weight.regular};
  }
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xl};
  }
`;

const BrassLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.lg};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.sm};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
`;

const Rack = styled.ul`
  ${providerGrid(2, 3, 4, 'xl')}
`;

const PlayingCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${tokenVars.space.sm};
  height: 100%;
  padding: ${tokenVars.space.sm};
  border: 4px double ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  text-align: center;
  text-decoration: none;
  transition: box-shadow ${tokenVars.motion.duration.normal};
  &:is(a):hover {
    box-shadow: ${tokenVars.shadow.glow};
  }
  &[data-unavailable='true'] {
    border-color: ${tokenVars.color.border};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    border-radius: ${tokenVars.radius.sm};
    background: ${tokenVars.color.bgSunken};
  }
  .state {
    position: absolute;
    bottom: ${tokenVars.space.xs};
    left: 50%;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  .body {
    display: grid;
    align-content: start;
    gap: ${tokenVars.space.xxs};
  }
  strong {
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.md};
    font-weight: ${tokenVars.font.weight.bold};
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  .plate {
    display: grid;
    padding: ${tokenVars.space.xs};
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
    background: ${tokenVars.color.bgSunken};
    font-size: ${tokenVars.font.size.sm};
  }
  .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** CLASSY's provider list: a serif, brass-lined head over a rack of framed playing cards. */
export function ClassyProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      head={{
        Frame: Head,
        link: (to, label) => (
          <BrassLink to={to}>
            <Icon name="grid" size={16} />
            {label}
          </BrassLink>
        ),
      }}
      skeleton={<Rack as="div">{skeletons(4, '240px', '4px')}</Rack>}
      List={Rack}
      card={({ entry, art, balance, games }) => (
        <PlayingCard entry={entry}>
          {art(true)}
          <span className="body">
            <strong>{entry.channel.name}</strong>
            <span className="meta">{games}</span>
          </span>
          {balance('plate')}
        </PlayingCard>
      )}
    />
  );
}
