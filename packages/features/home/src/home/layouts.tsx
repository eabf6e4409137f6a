/**
 * The three home layouts (screen variants). DIAMOND: a full-width banner carousel, a welcome
 * strip, type chips over a dense jewel-box grid, and a winners ticker. RETRO: a poster
 * headline, chunky artwork tiles for the game types, and a ranked winners board. LITE: a
 * compact banner, underline type tabs and plain lists, built to be light and quick. Each shows
 * the chosen type's link to its providers and places the shelves the site hands in.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { HIDDEN_VALUE_TEXT } from '@lobby/domain/constants';
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { BannerCarousel, Button, Icon, Skeleton, Tabs, VisuallyHidden, up } from '@lobby/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  GameGrid,
  ProvidersLink,
  Section,
  SectionHead,
  TypeNav,
  Winners,
} from '../parts/sections.tsx';
import type { HomeScreenProps } from '../types.ts';
import { HOT, useLobby } from './use-lobby.ts';
import type { Lobby } from './use-lobby.ts';

/** Holds the carousel's exact box (5:2, at least 160 px) so nothing moves when banners arrive. */
const BannerSkeleton = styled(Skeleton)`
  aspect-ratio: 5 / 2;
  min-height: 160px;
  height: auto !important;
`;

/** The page column every home layout starts from: centred, padded, one track on phones. */
export const Page = styled.div<{ $gap?: 'lg' | 'xl' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 'xl' }) => theme.space[$gap]};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * The lobby's banner carousel, or its skeleton while banners load. Shared by every layout so
 * the banners behave the same everywhere; `compact` is the quick-pick form.
 */
export function Banners({
  lobby,
  label,
  compact,
}: {
  lobby: Lobby;
  label: string;
  compact?: boolean;
}) {
  // Compact shows fewer slides and no auto-advance; the box is the same.
  const { t } = lobby;
  if (lobby.bannersLoading) return <BannerSkeleton radius="16px" />;
  if (lobby.slides.length === 0) return null;
  return (
    <BannerCarousel
      slides={compact ? lobby.slides.slice(0, 3) : lobby.slides}
      label={label}
      interval={compact ? 0 : 6000}
      labels={{
        previous: t('banner.previous'),
        next: t('banner.next'),
        pause: t('banner.pause'),
        play: t('banner.resume'),
        slide: (n, of) => t('banner.slide', { n, of }),
      }}
    />
  );
}

/** The chosen game type (none while the hot list is chosen or the types are loading). */
export function activeType(lobby: Lobby) {
  return lobby.active === HOT ? undefined : lobby.types.find((type) => type.type === lobby.active);
}

/** The games heading's text: the chosen type's name, or "Hot games" for the hot list. */
export function activeName(lobby: Lobby): string {
  if (lobby.active === HOT) return lobby.t('types.hotGames');
  return activeType(lobby)?.name ?? lobby.t('types.games');
}

const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  }
`;

const StripActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The guest's sign-in and join buttons, or the member's greeting, balance and My page button.
 * Every layout shows it so each exposes the same named region and buttons; `className` lets a
 * layout restyle the strip to its look.
 */
export function WelcomeStrip({
  lobby,
  session,
  brandName,
  className,
}: {
  lobby: Lobby;
  session: HomeScreenProps['session'];
  brandName: string;
  className?: string;
}) {
  const { t } = lobby;
  const navigate = useNavigate();
  const snapshot = useSessionSnapshot(session);
  if (!snapshot.signedIn) {
    return (
      <Strip className={className} aria-label={t('welcome.guestLabel')}>
        <div>
          <strong>{t('welcome.guestTitle', { brand: brandName })}</strong>
          <p>{t('welcome.guestText')}</p>
        </div>
        <StripActions>
          <Button variant="secondary" onClick={() => navigate(getHref('SIGN_IN'))}>
            {t('welcome.signIn')}
          </Button>
          <Button onClick={() => navigate(getHref('SIGN_IN', null, { tab: 'register' }))}>
            {t('welcome.join')}
          </Button>
        </StripActions>
      </Strip>
    );
  }
  const money = snapshot.userInfo?.money;
  const balance =
    money === undefined
      ? '…'
      : snapshot.balanceVisible
        ? formatMoney(money, lobby.currency ? { currency: lobby.currency } : {})
        : HIDDEN_VALUE_TEXT;
  return (
    <Strip className={className} aria-label={t('welcome.memberLabel')}>
      <div>
        <p>{t('welcome.memberTitle', { name: snapshot.userInfo?.username ?? '' })}</p>
        <strong>{balance}</strong>
      </div>
      <StripActions>
        <Button variant="secondary" iconStart="user" onClick={() => navigate(getHref('MY_PAGE'))}>
          {t('welcome.myPage')}
        </Button>
      </StripActions>
    </Strip>
  );
}

/** DIAMOND's home. */
export function DiamondHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  return (
    <Page>
      <VisuallyHidden as="h1">{t('title', { brand: brandName })}</VisuallyHidden>
      <Banners lobby={lobby} label={t('banner.label')} />
      <WelcomeStrip lobby={lobby} session={session} brandName={brandName} />
      {/* Under the member's balance strip: their own games before the whole lobby. */}
      {shelves}
      <Section aria-labelledby="games-title">
        <SectionHead
          id="games-title"
          icon="grid"
          trailing={<ProvidersLink type={activeType(lobby)} />}
        >
          {activeName(lobby)}
        </SectionHead>
        <TypeNav
          types={lobby.types}
          active={lobby.active}
          showHot={lobby.showHot}
          onChoose={lobby.choose}
          label={t('types.label')}
        />
        <GameGrid {...lobby.grid} dense labelledBy="games-title" />
      </Section>
      <Section aria-labelledby="winners-title">
        <SectionHead id="winners-title" icon="trophy">
          {t('winners.title')}
        </SectionHead>
        <Winners
          winners={lobby.winners}
          loading={lobby.winnersLoading}
          currency={lobby.currency}
          look="ticker"
          labelledBy="winners-title"
        />
      </Section>
    </Page>
  );
}

const Poster = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.color.accent};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: clamp(1.75rem, 7vw, 3.25rem);
    line-height: 1;
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2.2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** RETRO's home. */
export function RetroHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  const snapshot = useSessionSnapshot(session);
  const navigate = useNavigate();
  return (
    <Page>
      <Poster>
        <h1>{t('retro.headline', { brand: brandName })}</h1>
        <p>
          {snapshot.signedIn
            ? t('retro.member', { name: snapshot.userInfo?.username ?? '' })
            : t('retro.guest')}
        </p>
        {!snapshot.signedIn ? (
          <div>
            <Button
              iconEnd="chevronRight"
              onClick={() => navigate(getHref('SIGN_IN', null, { tab: 'register' }))}
            >
              {t('welcome.join')}
            </Button>
          </div>
        ) : null}
      </Poster>
      <Banners lobby={lobby} label={t('banner.label')} />
      {/* Before the type tiles, not between them and the grid they choose for. */}
      {shelves}
      <Section aria-labelledby="types-title">
        <SectionHead id="types-title" icon="grid" loud>
          {t('types.pick')}
        </SectionHead>
        <TypeNav
          types={lobby.types}
          active={lobby.active}
          showHot={lobby.showHot}
          onChoose={lobby.choose}
          look="tiles"
          label={t('types.label')}
        />
      </Section>
      <Columns>
        <Section aria-labelledby="games-title">
          <SectionHead
            id="games-title"
            icon="fire"
            loud
            trailing={<ProvidersLink type={activeType(lobby)} />}
          >
            {activeName(lobby)}
          </SectionHead>
          <GameGrid {...lobby.grid} labelledBy="games-title" />
        </Section>
        <Section aria-labelledby="winners-title">
          <SectionHead id="winners-title" icon="trophy" loud>
            {t('winners.title')}
          </SectionHead>
          <Winners
            winners={lobby.winners}
            loading={lobby.winnersLoading}
            currency={lobby.currency}
            look="board"
            labelledBy="winners-title"
          />
        </Section>
      </Columns>
    </Page>
  );
}

const LiteHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const LiteMore = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** LITE's home. */
export function LiteHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  const snapshot = useSessionSnapshot(session);
  const grid = <GameGrid {...lobby.grid} dense />;
  // LITE has no heading over the grid: the providers link closes the tab's panel instead.
  const chosenType = activeType(lobby);
  const panel = (
    <>
      {grid}
      {chosenType ? (
        <LiteMore>
          <ProvidersLink type={chosenType} />
        </LiteMore>
      ) : null}
    </>
  );
  const tabs = [
    ...(lobby.showHot ? [{ id: HOT, label: t('types.hot'), content: grid }] : []),
    ...lobby.types.map((type) => ({ id: type.type, label: type.name, content: panel })),
  ];
  return (
    <Page $gap="lg">
      <LiteHead>
        <h1>
          {snapshot.signedIn
            ? t('lite.hello', { name: snapshot.userInfo?.username ?? '' })
            : t('title', { brand: brandName })}
        </h1>
        <span>
          <Icon name="sparkle" size={14} /> {t('lite.tagline')}
        </span>
      </LiteHead>
      <Banners lobby={lobby} label={t('banner.label')} compact />
      {tabs.length > 0 && lobby.active ? (
        <Tabs label={t('types.label')} items={tabs} value={lobby.active} onChange={lobby.choose} />
      ) : (
        grid
      )}
      {/* LITE keeps its first screen for quick picks: the member's shelves come after. */}
      {shelves}
      <Section aria-labelledby="winners-title">
        <SectionHead id="winners-title">{t('winners.title')}</SectionHead>
        <Winners
          winners={lobby.winners}
          loading={lobby.winnersLoading}
          currency={lobby.currency}
          look="compact"
          labelledBy="winners-title"
        />
      </Section>
    </Page>
  );
}
