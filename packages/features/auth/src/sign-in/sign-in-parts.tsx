/**
 * What every sign-in layout composes: the perks list, the brand's logo, the page's title and
 * sub-line, and the headline that follows the open tab. Each variant's page is a file of its own
 * beside this one and holds only its arrangement and styling.
 */
import { tokenVars } from '@lobby/tokens';
import type { IconName } from '@lobby/ui';
import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { AuthTab } from './auth-panel.tsx';
import { useAuthTranslation } from '../i18n.ts';

/** The perks a sign-in page lists beside the form (icon and i18n key). */
export const PERKS: readonly { icon: IconName; key: string }[] = [
  { icon: 'sparkle', key: 'perks.bonus' },
  { icon: 'wallet', key: 'perks.payouts' },
  { icon: 'headset', key: 'perks.support' },
];

/** The brand's logo (the backend's, once loaded) beside the theme's wordmark. */
export function Logo({ logoSrc }: { logoSrc?: string | undefined }) {
  const theme = useTheme();
  return (
    <LogoBox>
      {logoSrc ? <img src={logoSrc} alt="" width={40} height={40} /> : null}
      <span>{theme.brand.logo.wordmark}</span>
    </LogoBox>
  );
}

const LogoBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  color: ${tokenVars.color.accentText};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xl};
  font-weight: ${tokenVars.font.weight.heavy};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  text-transform: ${tokenVars.font.controlCase};
  img {
    border-radius: ${tokenVars.radius.md};
  }
`;

/** The page's h1 (`id="auth-title"` names the form's section): "Welcome back" or "Join …". */
export const Title = styled.h1`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xxl};
  line-height: ${tokenVars.font.lineHeight.tight};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

/** The line under the title. */
export const Sub = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
`;

/** The title and line that follow the open tab (Sign in or Join); hand `onTabChange` on. */
export function useHeadline(brandName: string) {
  const { t } = useAuthTranslation();
  const [tab, setTab] = useState<AuthTab>('login');
  return {
    onTabChange: setTab,
    title: tab === 'register' ? t('headline.join', { brand: brandName }) : t('headline.signIn'),
    sub: tab === 'register' ? t('headline.joinSub') : t('headline.signInSub', { brand: brandName }),
  };
}
