/**
 * The side menu (spec §2): logo and welcome; the username with a logout button, or a prompt
 * with a sign-in button; then home, promotion, contact, a member's messages (with the unread
 * count the header's bell shows), VIP (detail 5), affiliate introduction, live score (new
 * window, by `live_score_status`), language, app download and customer service. Entries whose
 * route needs a login ask a guest to sign in first; entries whose screen has not landed are
 * left out. The menu closes on every navigation.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { SIDE_MENU_VIP_ID } from '@lobby/domain/constants';
import {
  isAgentIntroductionOn,
  isAppDownloadShown,
  isLiveScoreOn,
  isVipMenuVisible,
  missionTypesOn,
  liveChatUrlFor,
} from '@lobby/domain/entities';
import { getHref, routes } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import { SideMenu, SideMenuItem, VisuallyHidden } from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { setAppDownloadOpen, setSideMenuOpen } from '../store/site-slice.ts';
import { useSiteDispatch, useSiteSelector } from '../store/store.ts';
import { useLanguageName, useSiteLogo } from '../router/screen-hooks.ts';
import { UnreadBadge, unreadBadgeText, useUnreadMessages } from './unread-messages.tsx';
import { useChromeConfig, useHasScreen, useThemeEntry } from './use-site-data.ts';

interface RouteEntry {
  readonly route: RouteName;
  readonly href: string;
  readonly label: string;
  readonly icon: IconName;
  readonly visible: boolean;
  /** Unread messages to show beside the entry. */
  readonly unread?: number;
}

/**
 * An entry's label: with unread messages the name says the count ("Messages, 3 unread") and
 * the badge beside it shows it; the visible text stays the entry's name.
 */
function EntryLabel({ text, unread }: { text: string; unread: number }) {
  const { t } = useTranslation('site');
  if (unread <= 0) return <>{text}</>;
  return (
    <>
      <VisuallyHidden>
        {t('header.messagesUnread', { unread: unreadBadgeText(unread) })}
      </VisuallyHidden>
      <span aria-hidden="true">{text}</span>
    </>
  );
}

/** The side menu, driven by the site slice. */
export function SiteMenu() {
  const { t } = useTranslation('site');
  const site = useSite();
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useSiteSelector((s) => s.site.sideMenuOpen);
  const snapshot = useSessionSnapshot(site.session);
  const hasScreen = useHasScreen();
  const { permissions, contact } = useChromeConfig();
  const themeEntry = useThemeEntry();
  const logo = useSiteLogo();
  const languageName = useLanguageName();
  const unread = useUnreadMessages(snapshot.signedIn);
  const close = () => dispatch(setSideMenuOpen(false));

  // A navigation closes the menu. The menu mounts when it first opens (on demand), so the page
  // it opened on is remembered rather than closing it at once.
  const openedOn = useRef(location.pathname);
  useEffect(() => {
    if (openedOn.current === location.pathname) return;
    openedOn.current = location.pathname;
    dispatch(setSideMenuOpen(false));
  }, [location.pathname, dispatch]);

  const go = (route: RouteName, href: string) => {
    if (routes[route].auth && !site.session.isSignedIn()) {
      site.requireSignIn();
      return;
    }
    close();
    navigate(href);
  };

  const entries: RouteEntry[] = [
    {
      route: 'HOME_PAGE',
      href: getHref('HOME_PAGE'),
      label: 'nav.home',
      icon: 'home',
      visible: true,
    },
    {
      route: 'PROMOTION_PAGE',
      href: getHref('PROMOTION_PAGE'),
      label: 'nav.promotion',
      icon: 'gift',
      visible: true,
    },
    {
      route: 'CONTACT_PAGE',
      href: getHref('CONTACT_PAGE'),
      label: 'nav.contact',
      icon: 'headset',
      visible: true,
    },
    {
      route: 'MESSAGE_INDEX',
      href: getHref('MESSAGE_INDEX'),
      label: 'nav.messages',
      icon: 'bell',
      // Messages belong to a member: a guest has none to read.
      visible: snapshot.signedIn,
      unread,
    },
    {
      route: 'MISSIONS',
      href: getHref('MISSIONS'),
      label: 'nav.missions',
      icon: 'trophy',
      // A member's, and only while the brand runs some (its `mission` switches).
      visible: snapshot.signedIn && permissions ? missionTypesOn(permissions).length > 0 : false,
    },
    {
      route: 'ABOUT_US',
      href: getHref('ABOUT_US'),
      label: 'nav.aboutUs',
      icon: 'info',
      visible: true,
    },
    {
      route: 'VIP_DETAIL',
      href: getHref('VIP_DETAIL', null, { id: SIDE_MENU_VIP_ID }),
      label: 'nav.vip',
      icon: 'crown',
      visible: permissions ? isVipMenuVisible(permissions) : false,
    },
    {
      route: 'AGENT_INTRODUCTION',
      href: getHref('AGENT_INTRODUCTION'),
      label: 'nav.affiliate',
      icon: 'trophy',
      visible: permissions ? isAgentIntroductionOn(permissions) : false,
    },
  ];
  const liveScore =
    permissions && isLiveScoreOn(permissions)
      ? permissions.member_module.live_score_url
      : undefined;
  const chatUrl = contact ? liveChatUrlFor(contact, snapshot.userInfo?.username) : undefined;

  return (
    <SideMenu
      open={open}
      onClose={close}
      logoSrc={logo}
      wordmark={site.theme.brand.logo.wordmark}
      welcome={t('menu.welcome', { brand: site.brand.name })}
      username={snapshot.signedIn ? (snapshot.userInfo?.username ?? '…') : undefined}
      guestPrompt={t('menu.guestPrompt')}
      onSignIn={() => {
        close();
        navigate(getHref('SIGN_IN'));
      }}
      onLogout={() => {
        close();
        void site.logout();
      }}
      signInLabel={t('menu.signIn')}
      logoutLabel={t('menu.logout')}
      closeLabel={t('menu.close')}
      label={t('menu.label')}
    >
      {entries
        .filter((e) => e.visible && hasScreen(e.route))
        .map((e) => (
          <SideMenuItem
            key={e.route}
            icon={e.icon}
            label={<EntryLabel text={t(e.label)} unread={e.unread ?? 0} />}
            current={location.pathname === e.href.split('?')[0]}
            onClick={() => go(e.route, e.href)}
            {...(e.unread ? { trailing: <UnreadBadge count={e.unread} /> } : {})}
          />
        ))}
      {liveScore ? (
        <SideMenuItem icon="live" label={t('nav.liveScore')} href={liveScore} external />
      ) : null}
      <SideMenuItem
        icon="globe"
        label={t('nav.language')}
        trailing={languageName}
        onClick={site.openLanguage}
      />
      {isAppDownloadShown(themeEntry) ? (
        <SideMenuItem
          icon="download"
          label={t('nav.appDownload')}
          onClick={() => dispatch(setAppDownloadOpen(true))}
        />
      ) : null}
      {chatUrl ? (
        <SideMenuItem icon="chat" label={t('nav.customerService')} href={chatUrl} external />
      ) : hasScreen('CONTACT_PAGE') ? (
        <SideMenuItem
          icon="chat"
          label={t('nav.customerService')}
          onClick={() => go('CONTACT_PAGE', getHref('CONTACT_PAGE'))}
        />
      ) : null}
    </SideMenu>
  );
}
