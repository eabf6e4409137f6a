/**
 * SOFT-SLEEK's provider list: light and friendly. A rounded pastel hero, then each provider as
 * a floating rounded card — round artwork, the name, its games and, for a member, the wallet
 * balance in a soft pill — with a round arrow inviting a tap. One card a row on a phone, three
 * across on a desktop.
 */
import { tokenVars } from '@lobby/tokens';
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
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  box-shadow: ${tokenVars.shadow.md};
  text-align: center;
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xxxl};
    ${Title} {
      font-size: ${tokenVars.font.size.xxl};
    }
  }
`;

const PillLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.controlMd};
  margin-top: ${tokenVars.space.xs};
  padding: 0 ${tokenVars.space.xl};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-weight: ${tokenVars.font.weight.bold};
  text-decoration: none;
  box-shadow: ${tokenVars.shadow.glow};
  ${focusRing}
`;

const Cards = styled.ul`
  ${providerGrid(1, 2, 3, 'lg')}
`;

const Card = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.md};
  height: 100%;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.sm};
  color: ${tokenVars.color.text};
  text-decoration: none;
  transition:
    transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized},
    box-shadow ${tokenVars.motion.duration.normal};
  &:is(a):hover {
    transform: translateY(-4px);
    box-shadow: ${tokenVars.shadow.md};
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
    background: ${tokenVars.color.bgSunken};
    box-shadow: 0 0 0 4px ${tokenVars.color.bgSunken};
  }
  .texts {
    display: grid;
    justify-items: start;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  strong {
    max-width: 100%;
    overflow: hidden;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
  .pill {
    margin-top: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.xxs} ${tokenVars.space.sm};
    border-radius: ${tokenVars.radius.pill};
    background: ${tokenVars.color.bgSunken};
    font-size: ${tokenVars.font.size.xs};
  }
  .label {
    color: ${tokenVars.color.textMuted};
  }
  .go {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${tokenVars.color.bgSunken};
    color: ${tokenVars.color.accentText};
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
