/**
 * The top bar: menu button, logo, the main destinations inline on wide screens, game search,
 * language, and either the sign-in buttons (guest) or the messages bell with its unread count
 * and the balance chip (member).
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { HIDDEN_VALUE_TEXT } from '@lobby/domain/constants';
import { formatCompactMoney, formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Badge, Button, Icon, IconButton, focusRing, up } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../site-context.tsx';
import { useSiteSelector } from '../store/store.ts';
import { useSiteLogo } from '../router/screen-hooks.ts';
import { useBrandCurrency } from './use-site-data.ts';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge, unreadBadgeText, useUnreadMessages } from './unread-messages.tsx';
import { OnFirstOpen, lazyPart } from './lazy-part.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokenVars.zIndex.sticky};
  background: ${tokenVars.color.bgNav};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  backdrop-filter: saturate(1.4) blur(12px);
`;

// Below sm, the parts sit closer (xs apart), leaving the wordmark and the balance more room.
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  max-width: ${tokenVars.size.contentMax};
  height: ${tokenVars.size.header};
  margin: 0 auto;
  padding: 0 ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'sm')} {
    gap: ${tokenVars.space.sm};
  }
  ${({ theme }) => up(theme, 'md')} {
    padding: 0 ${tokenVars.space.lg};
    gap: ${tokenVars.space.md};
  }
`;

// On a phone the wordmark gives way first (cut with an ellipsis), so the balance keeps its room.
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.touch};
  color: ${tokenVars.color.accentText};
  text-decoration: none;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.heavy};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  text-transform: ${tokenVars.font.controlCase};
  white-space: nowrap;
  border-radius: ${tokenVars.radius.sm};
  ${focusRing}
  img {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: ${tokenVars.radius.md};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Nav = styled.nav`
  display: none;
  ${({ theme }) => up(theme, 'lg')} {
    display: flex;
    gap: ${tokenVars.space.xxs};
    margin-left: ${tokenVars.space.lg};
  }
`;

const NavEntry = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  min-height: 40px;
  padding: 0 ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.pill};
  color: ${tokenVars.color.textMuted};
  text-decoration: none;
  font-weight: ${tokenVars.font.weight.medium};
  text-transform: ${tokenVars.font.controlCase};
  letter-spacing: ${({ theme }) => (theme.font.controlCase === 'uppercase' ? theme.font.letterSpacing.caps : 'normal')};
  font-size: ${tokenVars.font.size.sm};
  transition: background ${tokenVars.motion.duration.fast};
  &:hover {
    background: ${tokenVars.color.bgHover};
    color: ${tokenVars.color.text};
  }
  &.active {
    color: ${tokenVars.color.accentText};
    background: ${tokenVars.color.accentSoft};
  }
  ${focusRing}
`;

const Spacer = styled.div`
  flex: 1;
`;

const Chip = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${tokenVars.space.xs};
  min-height: 40px;
  padding: 0 ${tokenVars.space.sm};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  color: ${tokenVars.color.text};
  text-decoration: none;
  font-weight: ${tokenVars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  font-size: ${tokenVars.font.size.sm};
  white-space: nowrap;
  ${focusRing}
  /* The wallet mark shows from sm up: on a phone its room goes to the wordmark. */
  span[aria-hidden] {
    display: none;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
  }
  ${({ theme }) => up(theme, 'sm')} {
    padding: 0 ${tokenVars.space.md} 0 ${tokenVars.space.xs};
    span[aria-hidden] {
      display: grid;
    }
  }
`;

/*
 * A long balance shows in its short form below the md breakpoint (RM1.23M), where the header
 * has no room for it whole; the chip's name and title keep the full amount.
 */
const ShortAmount = styled.span`
  ${({ theme }) => up(theme, 'md')} {
    display: none;
  }
`;

const FullAmount = styled.span`
  display: none;
  ${({ theme }) => up(theme, 'md')} {
    display: inline;
  }
`;

/** Balances longer than this many characters take their short form on phones. */
const PHONE_BALANCE_CHARS = 11;

/** The chip's amount: whole, or on phones its short form when it is long. */
function ChipAmount({ full, short }: { full: string; short: string | undefined }) {
  if (short === undefined || short === full || full.length <= PHONE_BALANCE_CHARS)
    return <>{full}</>;
  return (
    <>
      <ShortAmount>{short}</ShortAmount>
      <FullAmount>{full}</FullAmount>
    </>
  );
}

const Bell = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${tokenVars.radius.md};
  color: ${tokenVars.color.text};
  ${focusRing}
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  & > span {
    position: absolute;
    top: 2px;
    right: 0;
    /* The bar's colour around it, so the count reads apart from the bell. */
    box-shadow: 0 0 0 2px ${tokenVars.color.bgNav};
  }
`;

const GuestButtons = styled.div`
  display: flex;
  gap: ${tokenVars.space.xs};
  .join {
    display: none;
  }
  ${({ theme }) => up(theme, 'sm')} {
    .join {
      display: inline-flex;
    }
  }
`;

const HideOnPhone = styled.span`
  display: none;
  ${({ theme }) => up(theme, 'md')} {
    display: inline-flex;
  }
`;

/** The search dialog, loaded on demand (see `lazy-part.tsx`). */
export const gameSearchDialog = lazyPart(
  async () => (await import('./game-search-dialog.tsx')).GameSearchDialog,
);

/**
 * The header's game search: a button that opens the search dialog (`game-search-dialog.tsx`),
 * whose code loads the first time it opens.
 */
export function GameSearch() {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="search"
        label={t('search.open')}
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <OnFirstOpen open={open}>
        <gameSearchDialog.Part open={open} onClose={() => setOpen(false)} />
      </OnFirstOpen>
    </>
  );
}

/**
 * The way to the messages for a signed-in member: a bell with the unread count, named with the
 * count ("Messages, 3 unread"). The count changes live (see `unread-messages.tsx`).
 */
export function MessagesBell() {
  const { t } = useTranslation('site');
  const unread = useUnreadMessages(true);
  const label =
    unread > 0
      ? t('header.messagesUnread', { unread: unreadBadgeText(unread) })
      : t('nav.messages');
  return (
    <Bell to={getHref('MESSAGE_INDEX')} aria-label={label} title={label}>
      <Icon name="bell" size={22} />
      <UnreadBadge count={unread} />
    </Bell>
  );
}

/** Props of {@link SiteHeader}. */
interface SiteHeaderProps {
  readonly items: readonly NavItem[];
  onOpenMenu(): void;
  onOpenLanguage(): void;
  readonly languageName: string;
}

/** The site header. */
export function SiteHeader({ items, onOpenMenu, onOpenLanguage, languageName }: SiteHeaderProps) {
  const { t } = useTranslation('site');
  const site = useSite();
  const navigate = useNavigate();
  const logo = useSiteLogo();
  const snapshot = useSessionSnapshot(site.session);
  const currency = useBrandCurrency();
  const menuOpen = useSiteSelector((s) => s.site.sideMenuOpen);
  const money = snapshot.userInfo?.money;
  const shown = money !== undefined && snapshot.balanceVisible;
  const moneyOptions = currency ? { currency } : {};
  const balance =
    money === undefined ? '…' : shown ? formatMoney(money, moneyOptions) : HIDDEN_VALUE_TEXT;
  const shortBalance = shown ? formatCompactMoney(money, moneyOptions) : undefined;
  return (
    <Bar>
      <Inner>
        <IconButton
          icon="menu"
          label={t('header.openMenu')}
          variant="ghost"
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
        />
        <Brand
          to={getHref('HOME_PAGE')}
          aria-label={t('header.homeLink', { brand: site.brand.name })}
        >
          {logo ? <img src={logo} alt="" width={32} height={32} /> : null}
          <span>{site.theme.brand.logo.wordmark}</span>
        </Brand>
        {site.testMode ? <Badge tone="info">{t('header.testMode')}</Badge> : null}
        <Nav aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavEntry key={item.id} to={item.href}>
              <Icon name={item.icon} size={18} />
              {t(item.label)}
            </NavEntry>
          ))}
        </Nav>
        <Spacer />
        <GameSearch />
        <HideOnPhone>
          <Button
            variant="ghost"
            size="sm"
            iconStart="globe"
            onClick={onOpenLanguage}
            aria-label={t('header.languageLabel', { language: languageName })}
          >
            {languageName}
          </Button>
        </HideOnPhone>
        {snapshot.signedIn ? <MessagesBell /> : null}
        {snapshot.signedIn ? (
          <Chip
            to={getHref('MY_PAGE')}
            aria-label={t('header.balanceLabel', {
              balance: snapshot.balanceVisible ? balance : t('header.hidden'),
            })}
            title={shown ? balance : undefined}
          >
            <span aria-hidden="true">
              <Icon name="wallet" size={16} />
            </span>
            <ChipAmount full={balance} short={shortBalance} />
          </Chip>
        ) : (
          <GuestButtons>
            <Button variant="secondary" size="sm" onClick={() => navigate(getHref('SIGN_IN'))}>
              {t('header.signIn')}
            </Button>
            <Button
              className="join"
              size="sm"
              onClick={() => navigate(getHref('SIGN_IN', null, { tab: 'register' }))}
            >
              {t('header.join')}
            </Button>
          </GuestButtons>
        )}
      </Inner>
    </Bar>
  );
}
