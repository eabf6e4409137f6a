/**
 * SOFT-SLEEK's provider list: light and friendly. A rounded pastel hero, then each provider as
 * a floating rounded card — round artwork, the name, its games and, for a member, the wallet
 * balance in a soft pill — with a round arrow inviting a tap. One card a row on a phone, three
 * across on a desktop.
 */
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ProviderLink,
  ProviderListScreen,
  providerGrid,
  StateBadge,
  Title,
  skeletons,
} from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.xxxl};
    ${Title} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

const PillLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.glow};
  ${focusRing}
`;

const Cards = styled.ul`
  ${providerGrid(1, 2, 3, 'lg')}
`;

const Card = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    transform ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.emphasized},
    box-shadow ${({ theme }) => theme.motion.duration.normal}ms;
  &:is(a):hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &[data-unavailable='true'] .art {
    filter: grayscale(1);
    opacity: 0.7;
  }
  .art {
    width: 72px;
    height: 72px;
    overflow: hidden;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bgSunken};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.bgSunken};
  }
  .texts {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  strong {
    max-width: 100%;
    overflow: hidden;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .pill {
    margin-top: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bgSunken};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .label {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .go {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bgSunken};
    color: ${({ theme }) => theme.color.accentText};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:is(a):hover {
      transform: none;
    }
  }
`;

/** SOFT-SLEEK's provider list: a pastel hero and floating rounded cards with round artwork. */
export function SoftSleekProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      head={{
        Frame: Hero,
        link: (to, label) => (
          <PillLink to={to}>
            {label}
            <Icon name="chevronRight" size={18} />
          </PillLink>
        ),
      }}
      skeleton={<Cards as="div">{skeletons(3, '104px', '18px')}</Cards>}
      List={Cards}
      card={({ entry, art, balance, games }) => (
        <Card entry={entry}>
          {art()}
          <span className="texts">
            <strong>{entry.channel.name}</strong>
            <span className="meta">{games}</span>
            <StateBadge entry={entry} />
            {balance('pill')}
          </span>
          {entry.available ? (
            <span className="go" aria-hidden="true">
              <Icon name="chevronRight" size={18} />
            </span>
          ) : null}
        </Card>
      )}
    />
  );
}
