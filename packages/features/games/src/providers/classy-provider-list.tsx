/**
 * CLASSY's provider list: the card room's rack. A centred serif title between double brass
 * lines, and each provider as a framed playing card — artwork matted inside a hairline, the
 * name in serif, the games count in small capitals and, for a member, the wallet balance on a
 * brass-edged plate.
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
  States,
  Title,
  hasContent,
} from './provider-parts.tsx';
import { useProviderList } from './use-provider-list.ts';

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
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${tokenVars.space.xl};
  }
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
  const model = useProviderList(props);
  const { t } = model;
  return (
    <Page>
      <Head>
        <Title>{t('providers.title', { type: model.typeName })}</Title>
        <Lead>{t('providers.lead')}</Lead>
        {model.allGamesHref ? (
          <BrassLink to={model.allGamesHref}>
            <Icon name="grid" size={16} />
            {t('providers.allGames', { type: model.typeName })}
          </BrassLink>
        ) : null}
      </Head>
      <States
        model={model}
        skeleton={
          <Rack as="div">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="240px" radius="4px" />
            ))}
          </Rack>
        }
      />
      {hasContent(model) ? (
        <Rack aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>
              <PlayingCard entry={entry}>
                <ProviderArt
                  entry={entry}
                  gameType={model.gameType}
                  logoSrc={props.logoSrc}
                  brandName={props.brandName}
                  badge
                />
                <span className="body">
                  <strong>{entry.channel.name}</strong>
                  <span className="meta">
                    {t('providers.games', { count: entry.channel.game_count })}
                  </span>
                </span>
                {model.signedIn ? (
                  <span className="plate">
                    <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />
                  </span>
                ) : null}
              </PlayingCard>
            </li>
          ))}
        </Rack>
      ) : null}
    </Page>
  );
}
