/**
 * The three provider-list layouts (the spec's provider-list screen variant) over one hook.
 * DIAMOND: a jewelled hero and a grid of artwork cards. RETRO: chunky framed poster tiles with
 * offset shadows and a ticket strip for the balance. LITE: one plain list of rows. Every
 * layout shows each provider's artwork, its maintenance state and, for a member, the balance
 * of its wallet; choosing a provider opens the game list filtered by it. CLASSY, SOFT-SLEEK and
 * PRO-SLEEK have a file each beside this one, over the same parts (`provider-parts.tsx`).
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, Skeleton, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GamesScreenProps } from '../types.ts';
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

/** Props of every provider-list layout (DIAMOND, RETRO, LITE, CLASSY, SOFT-SLEEK, PRO-SLEEK). */
export type ProviderListProps = GamesScreenProps;

/* DIAMOND */

const Hero = styled.header`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${tokenVars.space.xl};
  }
  div {
    display: grid;
    gap: ${tokenVars.space.xs};
  }
`;

const CardGrid = styled.ul`
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
    gap: ${tokenVars.space.lg};
  }
`;

const DiamondCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  border-radius: ${tokenVars.radius.xl};
  overflow: hidden;
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.sm};
  color: ${tokenVars.color.text};
  text-decoration: none;
  transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  &:is(a):hover {
    transform: translateY(-3px);
    box-shadow: ${tokenVars.shadow.md}, ${tokenVars.shadow.glow};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 1;
    background: ${tokenVars.color.bgRaised};
  }
  .art > span[role='status'],
  .art > .state {
    position: absolute;
    top: ${tokenVars.space.xs};
    left: ${tokenVars.space.xs};
  }
  .body {
    display: grid;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md} ${tokenVars.space.md};
  }
  strong {
    font-family: ${tokenVars.font.family.display};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:is(a):hover {
      transform: none;
    }
  }
`;

/** DIAMOND's provider list. */
export function DiamondProviderList(props: ProviderListProps) {
  const model = useProviderList(props);
  const { t } = model;
  return (
    <Page>
      <Hero>
        <div>
          <Title>{t('providers.title', { type: model.typeName })}</Title>
          <Lead>{t('providers.lead')}</Lead>
        </div>
        {model.allGamesHref ? (
          <AllGames to={model.allGamesHref}>
            <Icon name="grid" size={18} />
            {t('providers.allGames', { type: model.typeName })}
          </AllGames>
        ) : null}
      </Hero>
      <States
        model={model}
        skeleton={
          <CardGrid as="div">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="220px" radius="20px" />
            ))}
          </CardGrid>
        }
      />
      {hasContent(model) ? (
        <CardGrid aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>
              <DiamondCard entry={entry}>
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
                    {entry.state === 'open'
                      ? entry.meta
                      : t('providers.games', { count: entry.channel.game_count })}
                  </span>
                  {model.signedIn ? (
                    <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />
                  ) : null}
                </span>
              </DiamondCard>
            </li>
          ))}
        </CardGrid>
      ) : null}
    </Page>
  );
}

const AllGames = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-weight: ${tokenVars.font.weight.bold};
  text-decoration: none;
  ${focusRing}
`;

/* RETRO */

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
  const model = useProviderList(props);
  const { t } = model;
  return (
    <Page>
      <RetroHead>
        <Title>{t('providers.title', { type: model.typeName })}</Title>
        {model.allGamesHref ? (
          <RetroAll to={model.allGamesHref}>
            {t('providers.allGames', { type: model.typeName })}
            <Icon name="chevronRight" size={18} />
          </RetroAll>
        ) : null}
      </RetroHead>
      <States
        model={model}
        skeleton={
          <PosterGrid as="div">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="200px" radius="8px" />
            ))}
          </PosterGrid>
        }
      />
      {hasContent(model) ? (
        <PosterGrid aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>
              <Poster entry={entry}>
                <ProviderArt
                  entry={entry}
                  gameType={model.gameType}
                  logoSrc={props.logoSrc}
                  brandName={props.brandName}
                  badge
                />
                <strong>{entry.channel.name}</strong>
                <span className="meta">
                  {t('providers.games', { count: entry.channel.game_count })}
                </span>
                {model.signedIn ? (
                  <span className="ticket">
                    <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />
                  </span>
                ) : null}
              </Poster>
            </li>
          ))}
        </PosterGrid>
      ) : null}
    </Page>
  );
}

/* LITE */

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const LiteRow = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.md};
  min-height: 64px;
  padding: ${tokenVars.space.sm} ${tokenVars.space.xs};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  color: ${tokenVars.color.text};
  text-decoration: none;
  &:is(a):hover {
    background: ${tokenVars.color.bgHover};
  }
  .art {
    width: 48px;
    height: 48px;
    border-radius: ${tokenVars.radius.md};
    overflow: hidden;
  }
  .texts {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  &[data-unavailable='true'] .meta {
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
  }
  .end {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    font-size: ${tokenVars.font.size.sm};
    color: ${tokenVars.color.textMuted};
  }
  ${focusRing}
`;

const LiteHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  a {
    color: ${tokenVars.color.accentText};
    font-weight: ${tokenVars.font.weight.medium};
  }
  a:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** LITE's provider list. */
export function LiteProviderList(props: ProviderListProps) {
  const model = useProviderList(props);
  const { t } = model;
  return (
    <Page style={{ maxWidth: 720 }}>
      <LiteHead>
        <Title>{t('providers.title', { type: model.typeName })}</Title>
        {model.allGamesHref ? (
          <Link to={model.allGamesHref}>{t('providers.allGames', { type: model.typeName })}</Link>
        ) : null}
      </LiteHead>
      <States model={model} skeleton={<Skeleton lines={4} />} />
      {hasContent(model) ? (
        <Rows aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>
              <LiteRow entry={entry}>
                <ProviderArt
                  entry={entry}
                  gameType={model.gameType}
                  logoSrc={props.logoSrc}
                  brandName={props.brandName}
                />
                <span className="texts">
                  <strong>{entry.channel.name}</strong>
                  <span className="meta">{entry.meta}</span>
                </span>
                <span className="end">
                  {model.signedIn ? (
                    <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />
                  ) : null}
                  {entry.available ? <Icon name="chevronRight" size={18} /> : null}
                </span>
              </LiteRow>
            </li>
          ))}
        </Rows>
      ) : null}
    </Page>
  );
}
