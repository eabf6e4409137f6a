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
import type { ProviderListProps } from './provider-list-layouts.tsx';
import {
  ChannelBalance,
  Lead,
  Page,
  ProviderArt,
  ProviderLink,
  StateBadge,
  States,
  Title,
  hasContent,
} from './provider-parts.tsx';
import { useProviderList } from './use-provider-list.ts';

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
  const model = useProviderList(props);
  const { t } = model;
  return (
    <Desk>
      <Bar>
        <Title>{t('providers.title', { type: model.typeName })}</Title>
        <Lead>{t('providers.lead')}</Lead>
        {model.allGamesHref ? (
          <Ghost to={model.allGamesHref}>
            {t('providers.allGames', { type: model.typeName })}
            <Icon name="chevronRight" size={16} />
          </Ghost>
        ) : null}
      </Bar>
      <States model={model} skeleton={<Skeleton lines={6} />} />
      {hasContent(model) ? (
        <Board aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>
              <Line entry={entry}>
                <ProviderArt
                  entry={entry}
                  gameType={model.gameType}
                  logoSrc={props.logoSrc}
                  brandName={props.brandName}
                />
                <span className="texts">
                  <strong>{entry.channel.name}</strong>
                  <span className="meta">
                    {t('providers.games', { count: entry.channel.game_count })}
                    <StateBadge entry={entry} />
                  </span>
                </span>
                {model.signedIn ? (
                  <span className="figure">
                    <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />
                  </span>
                ) : entry.available ? (
                  <Icon name="chevronRight" size={16} />
                ) : null}
              </Line>
            </li>
          ))}
        </Board>
      ) : null}
    </Desk>
  );
}
