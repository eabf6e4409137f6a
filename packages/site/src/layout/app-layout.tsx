/**
 * The layout every route renders in (spec §2): navigation progress bar, header, side menu,
 * the page, the bottom tab bar on phones, the festival animation from the config, the floating
 * customer-service button (not in themes that hide it, such as LITE), the brand's live-chat
 * script, and the site's overlays, the reality check among them.
 */
import { tokenVars } from '@lobby/tokens';
import {
  FestivalAnimation,
  FloatingActionButton,
  ProgressBar,
  TabBar,
  up,
  useCoversAction,
  useTucked,
  visuallyHidden,
} from '@lobby/ui';
import type { FestivalKind } from '@lobby/tokens';
import { useMinimumAge } from '@lobby/api-client/responsible-gambling';
import { getHref } from '@lobby/domain/routes';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
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
import { yieldToMain } from '../platform/yield-to-main.ts';
import { useSite } from '../site-context.tsx';
import {
  setInstallable,
  setLanguageOpen,
  setSideMenuOpen,
  setUpdateReady,
} from '../store/site-slice.ts';
import type { SiteDispatch } from '../store/store.ts';
import { selectCallsInFlight, useSiteDispatch, useSiteSelector } from '../store/store.ts';
import type { SiteRootState } from '../store/store.ts';
import { chunksLoading, watchChunkLoads } from '../router/lazy-chunk.ts';
import { useLanguageName } from '../router/screen-hooks.ts';
import { SiteHeader, gameSearchDialog } from './header.tsx';
import { OnFirstOpen, lazyPart } from './lazy-part.tsx';
import type { LazyPart } from './lazy-part.tsx';
import { HeadSync } from './head-sync.tsx';
import { LiveChatScript } from './live-chat-script.tsx';
import { availableNavItems } from './nav-items.ts';
import type { AskPort } from './overlays.tsx';
import { StepUpHost } from './step-up-host.tsx';
import { TwoFactorGuard } from './two-factor-guard.tsx';
import { AppDownloadHost, AppInactiveDialog, BootFailureDialog, DialogHost } from './overlays.tsx';
import { RealityCheckHost } from './reality-check-host.tsx';
import { ComplianceLinks } from './compliance-links.tsx';
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
    z-index: ${tokenVars.zIndex.progress};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
    border-radius: ${tokenVars.radius.md};
  }
`;

// With the floating button, a phone's page (its footer) ends with room for it, so the last
// actions can be scrolled clear of it.
const FAB_ROOM = '72px';

const Main = styled.main`
  display: block;
  min-height: calc(100vh - ${tokenVars.size.header});
  padding-bottom: ${tokenVars.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    padding-bottom: ${tokenVars.space.xxl};
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
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  padding-bottom: ${({ theme, $tabs, $fab }) => `calc(${$tabs ? theme.size.tabBar : '0px'} + ${theme.space.xl} + ${$fab ? FAB_ROOM : '0px'} + env(safe-area-inset-bottom))`};
  border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  text-align: center;
  ${({ theme }) => up(theme, 'lg')} {
    padding-bottom: ${tokenVars.space.xl};
  }
`;

/** The longest decoration waits for the page to settle, however busy the page stays. */
const SETTLE_LIMIT_MS = 5000;

/**
 * True once the page has settled: no call to the API and no screen's code on its way, the
 * browser idle, and a frame painted since (or {@link SETTLE_LIMIT_MS} at most). Decoration waits
 * for it. Idle alone came too early: the browser idles while the first screen's calls are out,
 * and the festival's particles then rendered, and were laid out, before the home's banner could
 * paint. With the page's answers in the page (no calls out), it came while a route's code was
 * still downloading, and the chrome's chunks then shared the network with the screen's.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  const calls = useSiteSelector(selectCallsInFlight);
  const chunks = useSyncExternalStore(watchChunkLoads, chunksLoading, chunksLoading);
  const busy = calls || chunks;
  // A transition: what waits for this (the festival's hundred-odd particles) renders in
  // slices, not in one task of a phone's main thread.
  const settle = useCallback(() => startTransition(() => setSettled(true)), []);
  useEffect(() => {
    const id = setTimeout(settle, SETTLE_LIMIT_MS);
    return () => clearTimeout(id);
  }, [settle]);
  useEffect(() => {
    if (settled || busy) return undefined;
    let frame = 0;
    // After the idle moment, the next frame: what the screen rendered paints before.
    const afterFrame = () => (frame = requestAnimationFrame(settle));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(afterFrame, { timeout: 3000 });
      return () => {
        window.cancelIdleCallback(id);
        cancelAnimationFrame(frame);
      };
    }
    const id = setTimeout(afterFrame, 1500);
    return () => {
      clearTimeout(id);
      cancelAnimationFrame(frame);
    };
  }, [settled, busy, settle]);
  return settled;
}

function festivalKind(type: string | undefined, fallback: FestivalKind): FestivalKind {
  if (type === 'snow' || type === 'firework' || type === 'none') return type;
  return fallback;
}

/*
 * The layout re-renders whenever the navigation state, the location, the start-up config or the
 * minimum age changes, several times while the first screen's queries land. The chrome below
 * takes no props that change with those (or only stable ones), so it is memoised and keeps its
 * render (and its styled components' style work) unless its own data changes. The festival and
 * the contact button keep their own state (settled, tucked on scroll) so that state re-renders
 * only them, not the whole layout.
 */
const Header = memo(SiteHeader);
const Compliance = memo(ComplianceLinks);
const Head = memo(HeadSync);

/** The side menu and the dialogs a tap opens, loaded on demand (see `lazy-part.tsx`). */
const sideMenu = lazyPart(async () => (await import('./site-menu.tsx')).SiteMenu);
const languageDialog = lazyPart(async () => (await import('./chrome-dialogs.tsx')).LanguageHost);
const signInPrompt = lazyPart(async () => (await import('./chrome-dialogs.tsx')).SignInPromptHost);
/** The "update available" bar, fetched only when a new deployment's worker is waiting. */
const updatePrompt = lazyPart(async () => (await import('./update-prompt.tsx')).UpdatePromptHost);

/**
 * Registers the service worker (a production build's `/sw.js`) once the page has settled, so
 * it never competes with the first screen; its code is a chunk of its own.
 */
async function startWorker(dispatch: SiteDispatch): Promise<void> {
  const client = await import('../platform/service-worker-client.ts');
  await client.startServiceWorker({
    onUpdateReady: () => dispatch(setUpdateReady(true)),
    onInstallable: (installable) => dispatch(setInstallable(installable)),
  });
}
const notices = lazyPart(async () => (await import('./notice-host.tsx')).NoticeHost);

/**
 * Every part above and the header's search, fetched once the page has settled: a task apiece,
 * as asking for a chunk adds its preloads to the page and, once it has come, runs it.
 */
async function preloadChrome(): Promise<void> {
  for (const part of [sideMenu, languageDialog, signInPrompt, gameSearchDialog]) {
    part.preload();
    await yieldToMain();
  }
}

/** A part of the chrome that the site slice opens, mounted from its first opening on. */
function OpenedBy({
  open: isOpen,
  part,
}: {
  open: (state: SiteRootState) => boolean;
  part: LazyPart<object>;
}) {
  const open = useSiteSelector(isOpen);
  return (
    <OnFirstOpen open={open}>
      <part.Part />
    </OnFirstOpen>
  );
}

const menuOpen = (state: SiteRootState) => state.site.sideMenuOpen;
const languageOpen = (state: SiteRootState) => state.site.languageOpen;
const signInPromptOpen = (state: SiteRootState) => state.site.signInPromptOpen;
const updateReady = (state: SiteRootState) => state.site.updateReady;

/** The site's dialogs and hosts: each reads its own state, none needs the layout's render. */
const Hosts = memo(function Hosts({ askPort }: { askPort: AskPort }) {
  return (
    <>
      <OpenedBy open={languageOpen} part={languageDialog} />
      <OpenedBy open={signInPromptOpen} part={signInPrompt} />
      <OpenedBy open={updateReady} part={updatePrompt} />
      <AppDownloadHost />
      <BootFailureDialog />
      <AppInactiveDialog />
      <RealityCheckHost />
      <LiveChatScript />
      <DialogHost askPort={askPort} />
      <StepUpSlot />
      <TwoFactorGuard />
      <ThemeSelector />
    </>
  );
});

/** The step-up dialog, on the SDK's port. */
function StepUpSlot() {
  return <StepUpHost port={useSite().stepUpPort} />;
}

/** The festival from the config. */
function Festival() {
  const site = useSite();
  const entry = useThemeEntry();
  const festival = festivalKind(entry?.type, site.theme.brand.festival);
  return festival !== 'none' ? <FestivalAnimation kind={festival} /> : null;
}

/** What waits for the page to settle: the festival, and the chunks of the chrome's dialogs. */
function AfterSettling() {
  const settled = useSettled();
  const production = useSite().brand.production;
  const dispatch = useSiteDispatch();
  useEffect(() => {
    if (!settled) return;
    void preloadChrome();
    if (production) startWorker(dispatch).catch(() => undefined);
  }, [settled, production, dispatch]);
  return settled ? <Festival /> : null;
}

/** The announcement bar and pop-ups (`notice-host.tsx`), once the page has settled. */
function NoticeSlot() {
  const settled = useSettled();
  return (
    <OnFirstOpen open={settled}>
      <notices.Part />
    </OnFirstOpen>
  );
}

/** The contact button's id, by which it checks what lies under it. */
const CONTACT_FAB_ID = 'contact-fab';

/**
 * The floating customer-service button, tucked away while the member scrolls down and while
 * it would cover one of the page's actions (a form's "Continue to payment" at the bottom of
 * a short page), so it never sits over something to tap.
 */
function ContactFab({ label, onClick }: { label: string; onClick: () => void }) {
  const scrolling = useTucked(true);
  const covering = useCoversAction(CONTACT_FAB_ID);
  return (
    <FloatingActionButton
      id={CONTACT_FAB_ID}
      icon="headset"
      label={label}
      tucked={scrolling || covering}
      onClick={onClick}
    />
  );
}

/** Props of {@link AppLayout}. */
interface AppLayoutProps {
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
  const languageName = useLanguageName();
  const items = useMemo(() => availableNavItems(hasScreen), [hasScreen]);
  const openMenu = useCallback(() => dispatch(setSideMenuOpen(true)), [dispatch]);
  const openLanguage = useCallback(() => dispatch(setLanguageOpen(true)), [dispatch]);
  // The tab of the page the member is on; none on a page that is not a tab (Deposit, Transfer).
  const current = items.find((item) => location.pathname === item.href)?.id;
  const showTabs = items.length > 1;
  const showFab =
    site.theme.brand.floatingContact &&
    hasScreen('CONTACT_PAGE') &&
    location.pathname !== getHref('CONTACT_PAGE');
  const minimumAge = useMinimumAge();

  return (
    <>
      <SkipLink href="#content">{t('skip.toContent')}</SkipLink>
      <ProgressBar active={navigation.state !== 'idle'} label={t('progress.label')} />
      <Head />
      {/* A new screen opens at its top (after sign-in too); back and forward restore. */}
      <ScrollRestoration getKey={scrollKey} />
      <Header
        items={items}
        languageName={languageName}
        onOpenMenu={openMenu}
        onOpenLanguage={openLanguage}
      />
      <OpenedBy open={menuOpen} part={sideMenu} />
      <NoticeSlot />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer $tabs={showTabs} $fab={showFab}>
        <Compliance />
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
        <ContactFab
          label={t('nav.customerService')}
          onClick={() => navigate(getHref('CONTACT_PAGE'))}
        />
      ) : null}
      <AfterSettling />
      <Hosts askPort={askPort} />
    </>
  );
}
