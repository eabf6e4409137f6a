/**
 * The layout every route renders in (spec §2): navigation progress bar, header, side menu,
 * the page, the bottom tab bar on phones, the festival animation from the config, the floating
 * customer-service button (not in themes that hide it, such as LITE) and the site's overlays,
 * the reality check among them.
 */
import {
  FestivalAnimation,
  FloatingActionButton,
  ProgressBar,
  TabBar,
  up,
  useTucked,
  visuallyHidden,
} from '@lobby/ui';
import type { FestivalKind } from '@lobby/tokens';
import { getHref } from '@lobby/domain/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import styled from 'styled-components';
import type { Location } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { setLanguageOpen, setSideMenuOpen } from '../store/site-slice.ts';
import { useSiteDispatch } from '../store/store.ts';
import { useLanguageName } from '../router/screen-hooks.ts';
import { SiteHeader } from './header.tsx';
import { HeadSync } from './head-sync.tsx';
import { availableNavItems } from './nav-items.ts';
import type { AskPort } from './overlays.tsx';
import {
  AppDownloadHost,
  AppInactiveDialog,
  BootFailureDialog,
  DialogHost,
  LanguageHost,
  SignInPromptHost,
} from './overlays.tsx';
import { RealityCheckHost } from './reality-check-host.tsx';
import { ComplianceLinks, useMinimumAge } from './compliance-links.tsx';
import { SiteMenu } from './site-menu.tsx';
import { ThemeSelector } from './theme-selector.tsx';
import { useHasScreen, useThemeEntry } from './use-site-data.ts';

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: 8px;
    left: 8px;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    z-index: ${({ theme }) => theme.zIndex.progress};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

// With the floating button, a phone's page (its footer) ends with room for it, so the last
// actions can be scrolled clear of it.
const FAB_ROOM = '72px';

const Main = styled.main`
  display: block;
  min-height: calc(100vh - ${({ theme }) => theme.size.header});
  padding-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
  &:focus {
    outline: none;
  }
`;

const PhoneOnly = styled.div`
  ${({ theme }) => up(theme, 'lg')} {
    display: none;
  }
`;

// The footer (the brand's legal and safer-play links, issue 17) shows on every screen size; on
// phones it ends with the room the tab bar and the floating button cover.
const Footer = styled.footer<{ $tabs: boolean; $fab: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme, $tabs, $fab }) => `calc(${$tabs ? theme.size.tabBar : '0px'} + ${theme.space.xl} + ${$fab ? FAB_ROOM : '0px'} + env(safe-area-inset-bottom))`};
  border-top: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  ${({ theme }) => up(theme, 'lg')} {
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

/** True once the page has settled (idle, or 3 s at most): decoration waits for it. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setSettled(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setSettled(true), 1500);
    return () => clearTimeout(id);
  }, []);
  return settled;
}

function festivalKind(type: string | undefined, fallback: FestivalKind): FestivalKind {
  if (type === 'snow' || type === 'firework' || type === 'none') return type;
  return fallback;
}

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  readonly askPort: AskPort;
}

/**
 * The key a scroll position is saved under: the history entry's own key, except on a page
 * opened by typing or following a link from outside, which every document shares as
 * 'default' and would otherwise restore another page's position; those key by their URL.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The site's layout route. */
export function AppLayout({ askPort }: AppLayoutProps) {
  const { t } = useTranslation('site');
  const site = useSite();
  const dispatch = useSiteDispatch();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const hasScreen = useHasScreen();
  const entry = useThemeEntry();
  const languageName = useLanguageName();
  const items = availableNavItems(hasScreen);
  const current =
    items.find((item) => location.pathname === item.href)?.id ?? items[0]?.id ?? 'home';
  const showTabs = items.length > 1;
  const festival = festivalKind(entry?.type, site.theme.brand.festival);
  const settled = useSettled();
  const showFab =
    site.theme.brand.floatingContact &&
    hasScreen('CONTACT_PAGE') &&
    location.pathname !== getHref('CONTACT_PAGE');
  const fabTucked = useTucked(showFab);
  const minimumAge = useMinimumAge();

  return (
    <>
      <SkipLink href="#content">{t('skip.toContent')}</SkipLink>
      <ProgressBar active={navigation.state !== 'idle'} label={t('progress.label')} />
      <HeadSync />
      {/* A new screen opens at its top (after sign-in too); back and forward restore. */}
      <ScrollRestoration getKey={scrollKey} />
      <SiteHeader
        items={items}
        languageName={languageName}
        onOpenMenu={() => dispatch(setSideMenuOpen(true))}
        onOpenLanguage={() => dispatch(setLanguageOpen(true))}
      />
      <SiteMenu />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer $tabs={showTabs} $fab={showFab}>
        <ComplianceLinks />
        {t('footer.note', { year: new Date().getFullYear(), brand: site.brand.name })}
        {minimumAge > 0 ? ` ${t('footer.adults', { age: minimumAge })}` : null}
      </Footer>
      {showTabs ? (
        <PhoneOnly>
          <TabBar
            label={t('nav.main')}
            items={items.map((item) => ({ id: item.id, label: t(item.label), icon: item.icon }))}
            value={current}
            onChange={(id) => {
              const item = items.find((i) => i.id === id);
              if (item) navigate(item.href);
            }}
          />
        </PhoneOnly>
      ) : null}
      {showFab ? (
        <FloatingActionButton
          icon="headset"
          label={t('nav.customerService')}
          tucked={fabTucked}
          onClick={() => navigate(getHref('CONTACT_PAGE'))}
        />
      ) : null}
      {festival !== 'none' && settled ? <FestivalAnimation kind={festival} /> : null}
      <LanguageHost />
      <SignInPromptHost />
      <AppDownloadHost />
      <BootFailureDialog />
      <AppInactiveDialog />
      <RealityCheckHost />
      <DialogHost askPort={askPort} />
      <ThemeSelector />
    </>
  );
}
