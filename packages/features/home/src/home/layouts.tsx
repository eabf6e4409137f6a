import { tokenVars } from '@lobby/tokens';
/**
 * What the home layouts share: the page column, the banners, the welcome strip and the chosen
 * type's name. Each variant's home lives in a file of its own (`diamond-home.tsx` …) so a build
 * loads only its variant's layout; only this module travels with every one of them.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { HIDDEN_VALUE_TEXT } from '@lobby/domain/constants';
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { BannerCarousel, Button, Skeleton, up } from '@lobby/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeScreenProps } from '../types.ts';
import { HOT } from './use-lobby.ts';
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
  gap: ${({ $gap = 'xl' }) => tokenVars.space[$gap]};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.lg};
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
  const { t, slides, bannersLoading } = lobby;
  // The same element while its inputs stay (like the memoised sections): another of the home's
  // calls answering then leaves the carousel as it is.
  return useMemo(() => {
    if (bannersLoading) return <BannerSkeleton radius="16px" />;
    if (slides.length === 0) return null;
    // Compact shows fewer slides and no auto-advance; the box is the same.
    return (
      <BannerCarousel
        slides={compact ? slides.slice(0, 3) : slides}
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
  }, [t, slides, bannersLoading, label, compact]);
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
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.md} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.gradient.hero};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.md};
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
  strong {
    display: block;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
  }
`;

const StripActions = styled.div`
  display: flex;
  gap: ${tokenVars.space.sm};
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
