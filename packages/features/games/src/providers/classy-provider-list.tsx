/**
 * CLASSY's provider list: the card room's rack. A centred serif title between double brass
 * lines, and each provider as a framed playing card — artwork matted inside a hairline, the
 * name in serif, the games count in small capitals and, for a member, the wallet balance on a
 * brass-edged plate.
 */
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
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-block: 4px double ${({ theme }) => theme.color.accent};
  text-align: center;
  ${Title} {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-style: italic;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const BrassLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  ${focusRing}
`;

const Rack = styled.ul`
  ${providerGrid(2, 3, 4, 'xl')}
`;

const PlayingCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 4px double ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.duration.normal}ms;
  &:is(a):hover {
    box-shadow: ${({ theme }) => theme.shadow.glow};
  }
  &[data-unavailable='true'] {
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgSunken};
  }
  .state {
    position: absolute;
    bottom: ${({ theme }) => theme.space.xs};
    left: 50%;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  .body {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xxs};
  }
  strong {
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  .plate {
    display: grid;
    padding: ${({ theme }) => theme.space.xs};
    border-top: ${({ theme }) => theme.borderWidth.hairline} solid
      ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.bgSunken};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
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
