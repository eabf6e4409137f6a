/**
 * The three provider-list layouts (the spec's provider-list screen variant) over one hook.
 * DIAMOND: a jewelled hero and a grid of artwork cards. RETRO: chunky framed poster tiles with
 * offset shadows and a ticket strip for the balance. LITE: one plain list of rows. Every
 * layout shows each provider's artwork, its maintenance state and, for a member, the balance
 * of its wallet; choosing a provider opens the game list filtered by it. CLASSY, SOFT-SLEEK and
 * PRO-SLEEK have a file each beside this one, over the same parts (`provider-parts.tsx`).
 */
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
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const DiamondCard = styled(ProviderLink)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.xl};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition: transform ${({ theme }) => theme.motion.duration.normal}ms
    ${({ theme }) => theme.motion.easing.emphasized};
  &:is(a):hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.md}, ${({ theme }) => theme.shadow.glow};
  }
  &[data-unavailable='true'] .art img {
    filter: grayscale(1);
  }
  .art {
    position: relative;
    aspect-ratio: 1;
    background: ${({ theme }) => theme.color.bgRaised};
  }
  .art > span[role='status'],
  .art > .state {
    position: absolute;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.md};
  }
  strong {
    font-family: ${({ theme }) => theme.font.family.display};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
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
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  ${focusRing}
`;

/* RETRO */

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
  border-top: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
`;

const LiteRow = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:is(a):hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  .art {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radius.md};
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
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-unavailable='true'] .meta {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .end {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${focusRing}
`;

const LiteHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
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
