import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import { useStableId } from '../internal/ids.ts';
import { Overlay } from '../internal/overlay.tsx';
import { focusRing } from '../theme/theme-provider.tsx';
import { Button, IconButton } from './button.tsx';

const Head = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg} ${tokenVars.space.lg};
  background: ${tokenVars.gradient.hero};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const Close = styled.div`
  position: absolute;
  top: ${tokenVars.space.sm};
  right: ${tokenVars.space.sm};
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  min-height: 40px;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xl};
  font-weight: ${tokenVars.font.weight.heavy};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  color: ${tokenVars.color.accentText};
  img {
    max-height: 40px;
    max-width: 180px;
  }
`;

const Welcome = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

const User = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  font-weight: ${tokenVars.font.weight.bold};
  color: ${tokenVars.color.text};
`;

const Items = styled.ul`
  margin: 0;
  padding: ${tokenVars.space.sm} 0;
  list-style: none;
  flex: 1;
`;

const ItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  width: 100%;
  min-height: ${tokenVars.size.controlLg};
  padding: 0 ${tokenVars.space.lg};
  border: 0;
  background: transparent;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  & > svg:first-child {
    color: ${tokenVars.color.accentText};
  }
  & > span {
    flex: 1;
  }
  & > svg:last-child {
    color: ${tokenVars.color.textMuted};
  }
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  &[aria-current='page'] {
    background: ${tokenVars.color.accentSoft};
    font-weight: ${tokenVars.font.weight.bold};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Props of {@link SideMenuItem}. */
export interface SideMenuItemProps {
  /** The icon before the label. */
  icon: IconName;
  /** The entry's text. */
  label: ReactNode;
  /** Called when the entry is pressed (a button, or a link handled in the app). */
  onClick?: () => void;
  /** Renders a link; `external` opens it in a new window (spec §2: live score). */
  href?: string;
  /** With `href`, opens the link in a new window. */
  external?: boolean;
  /** Marks the entry as the page the member is on (`aria-current`). */
  current?: boolean;
  /** Something after the label (the current language, a badge). */
  trailing?: ReactNode;
}

/** One entry of the side menu. */
export function SideMenuItem({
  icon,
  label,
  onClick,
  href,
  external,
  current,
  trailing,
}: SideMenuItemProps) {
  const content = (
    <>
      <Icon name={icon} size={20} />
      <span>{label}</span>
      {trailing}
      <Icon name="chevronRight" size={16} />
    </>
  );
  return (
    <li>
      {href ? (
        <ItemButton
          as="a"
          href={href}
          onClick={onClick}
          aria-current={current ? 'page' : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {content}
        </ItemButton>
      ) : (
        <ItemButton type="button" onClick={onClick} aria-current={current ? 'page' : undefined}>
          {content}
        </ItemButton>
      )}
    </li>
  );
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Whether the menu is shown (controlled). */
  open: boolean;
  /** Called on Escape, the close button or a backdrop press. */
  onClose: () => void;
  /** The logo image; the wordmark shows when absent or broken. */
  logoSrc?: string;
  /** The brand's name, shown when there is no logo or it fails to load. */
  wordmark: string;
  /** The greeting at the top (e.g. "Welcome"). */
  welcome: ReactNode;
  /** The signed-in member's name; absent for a guest. */
  username?: string;
  /** Guest prompt ("Sign in to play") and its button. */
  guestPrompt?: ReactNode;
  /** Called by the guest prompt's sign-in button. */
  onSignIn?: () => void;
  /** Called by the log-out button, shown to a signed-in member. */
  onLogout?: () => void;
  /** Label of the sign-in button (default "Sign In"). */
  signInLabel?: string;
  /** Label of the log-out button (default "Log out"). */
  logoutLabel?: string;
  /** Accessible name of the close button (default "Close menu"). */
  closeLabel?: string;
  /** Names the menu for screen readers (default "Menu"). */
  label?: string;
  /** The entries: {@link SideMenuItem}s. */
  children: ReactNode;
  /** Something at the bottom (the app version, a language switch). */
  footer?: ReactNode;
}

/**
 * The drawer from the start edge (spec §2 layout): logo and welcome, the member's name and a
 * logout button (or a sign-in prompt for guests), then the menu entries.
 */
export function SideMenu({
  open,
  onClose,
  logoSrc,
  wordmark,
  welcome,
  username,
  guestPrompt,
  onSignIn,
  onLogout,
  signInLabel = 'Sign In',
  logoutLabel = 'Log out',
  closeLabel = 'Close menu',
  label = 'Menu',
  children,
  footer,
}: SideMenuProps) {
  const id = useStableId(undefined, 'menu');
  return (
    <Overlay open={open} onDismiss={onClose} placement="start" labelledBy={`${id}-title`}>
      <Head>
        <Close>
          <IconButton icon="close" label={closeLabel} size="sm" onClick={onClose} />
        </Close>
        <Logo id={`${id}-title`}>{logoSrc ? <img src={logoSrc} alt={wordmark} /> : wordmark}</Logo>
        <Welcome>{welcome}</Welcome>
        {username ? (
          <User>
            <span>{username}</span>
            <Button variant="secondary" size="sm" iconStart="logout" onClick={onLogout}>
              {logoutLabel}
            </Button>
          </User>
        ) : (
          <>
            {guestPrompt ? <Welcome>{guestPrompt}</Welcome> : null}
            <Button fullWidth onClick={onSignIn}>
              {signInLabel}
            </Button>
          </>
        )}
      </Head>
      <nav aria-label={label}>
        <Items>{children}</Items>
      </nav>
      {footer}
    </Overlay>
  );
}
