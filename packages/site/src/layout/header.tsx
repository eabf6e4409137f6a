/**
 * The top bar: menu button, logo, the main destinations inline on wide screens, game search,
 * language, and either the sign-in buttons (guest) or the messages bell with its unread count
 * and the balance chip (member).
 */
import { useLazyNamesQuery, useTypesQuery } from '@lobby/api-client/games';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { HIDDEN_VALUE_TEXT } from '@lobby/domain/constants';
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { Badge, Button, Dialog, Icon, IconButton, TextField, focusRing, up } from '@lobby/ui';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../site-context.tsx';
import { useSiteSelector } from '../store/store.ts';
import { useSiteLogo } from '../router/screen-hooks.ts';
import { useBrandCurrency } from './use-site-data.ts';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge, unreadBadgeText, useUnreadMessages } from './unread-messages.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.bgNav};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  backdrop-filter: saturate(1.4) blur(12px);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.contentMax};
  height: ${({ theme }) => theme.size.header};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    padding: 0 ${({ theme }) => theme.space.lg};
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.accentText};
  text-decoration: none;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  text-transform: ${({ theme }) => theme.font.controlCase};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
  img {
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Nav = styled.nav`
  display: none;
  ${({ theme }) => up(theme, 'lg')} {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
    margin-left: ${({ theme }) => theme.space.lg};
  }
`;

const NavEntry = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: ${({ theme }) => theme.font.controlCase};
  letter-spacing: ${({ theme }) => (theme.font.controlCase === 'uppercase' ? theme.font.letterSpacing.caps : 'normal')};
  font-size: ${({ theme }) => theme.font.size.sm};
  transition: background ${({ theme }) => theme.motion.duration.fast}ms;
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.text};
  }
  &.active {
    color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accentSoft};
  }
  ${focusRing}
`;

const Spacer = styled.div`
  flex: 1;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgSunken};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  ${focusRing}
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
`;

const Bell = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  & > span {
    position: absolute;
    top: 2px;
    right: 0;
    /* The bar's colour around it, so the count reads apart from the bell. */
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bgNav};
  }
`;

const GuestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
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

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The longest search the game list accepts (games.list's `search`). */
const GAME_SEARCH_MAX = 64;

/**
 * The header's game search: a button that opens a dialog with one field. Enter (or Search)
 * opens a game list searched for the text (`/games/list/<type>?search=<text>`), where the
 * member can change provider and sort. A list holds one game type, so the search goes to the
 * first type, in the brand's sort order, that has a game of that name (games.names); with no
 * such game, or when that lookup fails, to the first type, whose list then says nothing
 * matches. Escape, the close button or the backdrop close it without searching.
 */
export function GameSearch() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [finding, setFinding] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Counts searches and closings: a lookup answered after the dialog closed goes nowhere.
  const attempt = useRef(0);
  // Asked only while the dialog is open: start-up has cached the answer already, and during
  // maintenance (when start-up does not ask) a call would answer 503 and reload the page.
  const types = useTypesQuery(undefined, { skip: !open });
  const [findNames] = useLazyNamesQuery();
  const sortedTypes = useMemo(
    () => [...(types.data ?? [])].sort((a, b) => a.sort - b.sort),
    [types.data],
  );
  useEffect(() => {
    // The dialog focuses its first control, the close button, in its own effect; this one runs
    // after it (a parent's effects follow its children's), so typing can start at once.
    if (open) field.current?.focus();
  }, [open]);
  const close = () => {
    attempt.current += 1;
    setOpen(false);
    setText('');
    setFinding(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    const first = sortedTypes[0];
    if (search === '' || finding) return;
    if (!first) {
      if (types.isError) void types.refetch();
      return;
    }
    const ticket = (attempt.current += 1);
    setFinding(true);
    let matches: readonly { readonly type: string }[] = [];
    try {
      matches = await findNames({ search, $options: { handleErrors: true } }, true).unwrap();
    } catch {
      // Without the lookup the first type's list still runs the search.
    }
    if (ticket !== attempt.current) return;
    const gameType = sortedTypes.find((type) => matches.some((m) => m.type === type.type)) ?? first;
    close();
    void navigate(getHref('GAME_LIST', { gameType: gameType.type }, { search }));
  };
  const typesMissing = sortedTypes.length === 0;
  return (
    <>
      <IconButton
        icon="search"
        label={t('search.open')}
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} title={t('search.title')} onClose={close} closeLabel={t('search.close')}>
        <SearchForm role="search" onSubmit={(event) => void submit(event)}>
          <TextField
            ref={field}
            label={t('search.label')}
            hint={t('search.hint')}
            type="search"
            icon="search"
            value={text}
            onChange={setText}
            maxLength={GAME_SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
          />
          {types.isError && typesMissing ? <p role="alert">{t('search.failed')}</p> : null}
          <Button
            type="submit"
            iconStart="search"
            disabled={text.trim() === ''}
            loading={finding || (types.isFetching && typesMissing)}
          >
            {t('search.submit')}
          </Button>
        </SearchForm>
      </Dialog>
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
export interface SiteHeaderProps {
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
  const balance =
    money === undefined
      ? '…'
      : snapshot.balanceVisible
        ? formatMoney(money, currency ? { currency } : {})
        : HIDDEN_VALUE_TEXT;
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
          >
            <span aria-hidden="true">
              <Icon name="wallet" size={16} />
            </span>
            {balance}
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
