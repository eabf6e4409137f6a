/**
 * PRO-SLEEK's provider list: the trader's board. A compact condensed header bar, then every
 * provider as a dense row — a state stripe, small artwork, the name, its games as a figure and,
 * for a member, the wallet balance right-aligned in tabular figures — two columns of rows on a
 * desktop so the whole board reads at once.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, Skeleton, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Lead,
  Page,
  ProviderLink,
  ProviderListScreen,
  StateBadge,
  Title,
} from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Desk = styled(Page)`
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.lg};
  }
`;

const Bar = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.xxs} ${tokenVars.space.md};
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-left: 3px solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  ${Title} {
    font-size: ${tokenVars.font.size.lg};
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  ${Lead} {
    grid-column: 1;
    font-size: ${tokenVars.font.size.xs};
  }
  a {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
`;

const Ghost = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xxs};
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.sm};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.sm};
  color: ${tokenVars.color.accentText};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
`;

const Board = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSurface};
  li + li {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* Two columns: rows meet at a centre hairline, and the first two have no top rule. */
    li:nth-child(2) {
      border-top: 0;
    }
    li:nth-child(odd) {
      border-right: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    }
  }
`;

const Line = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.sm};
  height: 100%;
  min-height: 56px;
  padding: ${tokenVars.space.xs} ${tokenVars.space.md} ${tokenVars.space.xs} ${tokenVars.space.sm};
  background: ${tokenVars.color.bgSurface};
  box-shadow: inset 3px 0 0 ${tokenVars.color.accent};
  color: ${tokenVars.color.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  &[data-unavailable='true'] {
    background: ${tokenVars.color.bgSunken};
    box-shadow: inset 3px 0 0 ${tokenVars.color.pending};
  }
  &[data-unavailable='true'] .art {
    filter: grayscale(1);
  }
  &:is(a):hover {
    background: ${tokenVars.color.bgRaised};
  }
  .art {
    width: 40px;
    height: 40px;
    overflow: hidden;
    border-radius: ${tokenVars.radius.sm};
  }
  .texts {
    display: grid;
    gap: 1px;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.md};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
    text-overflow: ellipsis;
    text-transform: uppercase;
    white-space: nowrap;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokenVars.space.xs};
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  .figure {
    display: grid;
    justify-items: end;
    text-align: end;
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.sm};
  }
  /* On a phone the label stacks over the figure, leaving the name its width. */
  .figure > span {
    display: grid;
    justify-items: end;
  }
  ${({ theme }) => up(theme, 'md')} {
    .figure > span {
      display: inline;
    }
  }
  .label {
    color: ${tokenVars.color.textMuted};
    font-family: ${tokenVars.font.family.body};
    font-size: ${tokenVars.font.size.xs};
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
    text-transform: uppercase;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/** PRO-SLEEK's provider list: a condensed header bar over a dense board of provider rows. */
export function ProSleekProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      Frame={Desk}
      head={{
        Frame: Bar,
        link: (to, label) => (
          <Ghost to={to}>
            {label}
            <Icon name="chevronRight" size={16} />
          </Ghost>
        ),
      }}
      skeleton={<Skeleton lines={6} />}
      List={Board}
      card={({ entry, model, art, balance, games }) => (
        <Line entry={entry}>
          {art()}
          <span className="texts">
            <strong>{entry.channel.name}</strong>
            <span className="meta">
              {games}
              <StateBadge entry={entry} />
            </span>
          </span>
          {model.signedIn ? (
            balance('figure')
          ) : entry.available ? (
            <Icon name="chevronRight" size={16} />
          ) : null}
        </Line>
      )}
    />
  );
}
