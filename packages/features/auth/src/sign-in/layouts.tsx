/**
 * The three sign-in layouts (screen variants): DIAMOND, a two-column lobby with a jewelled hero
 * beside the form; RETRO, a bold poster headline over a chunky framed card; LITE, a light,
 * centred single column with nothing but the form.
 */
import { tokenVars } from '@lobby/tokens';
import { bannerArtwork } from '@lobby/ui/artwork';
import { Icon, NearImage, shadedArtworkLayer, up } from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
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

/* DIAMOND */

const DiamondPage = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: 1.1fr 1fr;
    align-items: stretch;
    padding: ${tokenVars.space.xxl} ${tokenVars.space.lg};
    gap: ${tokenVars.space.xxl};
  }
`;

/**
 * DIAMOND's hero: the artwork as an image behind the headline (not a CSS background, whose SVG
 * the browser would load while it computes styles), darkened towards the text.
 */
const DiamondHero = styled.section`
  position: relative;
  display: grid;
  align-content: end;
  gap: ${tokenVars.space.sm};
  min-height: 180px;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  overflow: hidden;
  color: #fff;
  background: ${tokenVars.color.bgRaised};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.lg};
  ${shadedArtworkLayer('linear-gradient(90deg, rgba(5, 6, 12, 0.82) 0%, rgba(5, 6, 12, 0.25) 70%)')}
  h2 {
    margin: 0;
    max-width: 16ch;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xl};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.5);
  }
  ul {
    display: none;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.sm};
    font-weight: ${tokenVars.font.weight.medium};
  }
  ${({ theme }) => up(theme, 'lg')} {
    min-height: 560px;
    padding: ${tokenVars.space.xxl};
    gap: ${tokenVars.space.lg};
    h2 {
      font-size: ${tokenVars.font.size.display};
    }
    ul {
      display: grid;
      gap: ${tokenVars.space.md};
    }
  }
`;

const Perk = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.14);
  color: ${tokenVars.color.accent};
`;

const DiamondCard = styled.section`
  display: grid;
  align-content: start;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xxl};
  }
`;

/** DIAMOND's sign-in page. */
export function DiamondSignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const headline = useHeadline(brandName);
  const seed = `${brandName}-sign-in`;
  return (
    <DiamondPage>
      <DiamondHero>
        <NearImage
          draw={() => bannerArtwork({ seed, kind: 'slots', width: 900, height: 700 })}
          drawKey={seed}
        />
        <h2>{t('hero.title', { brand: brandName })}</h2>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk.key}>
              <Perk aria-hidden="true">
                <Icon name={perk.icon} size={18} />
              </Perk>
              {t(perk.key)}
            </li>
          ))}
        </ul>
      </DiamondHero>
      <DiamondCard aria-labelledby="auth-title">
        <Logo logoSrc={logoSrc} />
        <Title id="auth-title">{headline.title}</Title>
        <Sub>{headline.sub}</Sub>
        <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
      </DiamondCard>
    </DiamondPage>
  );
}

/* RETRO */

const RetroPage = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  max-width: 560px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 1080px;
    grid-template-columns: 1fr 480px;
    align-items: center;
    padding: ${tokenVars.space.xxl} ${tokenVars.space.lg};
  }
`;

const Poster = styled.section`
  display: grid;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.lg} 0;
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.lg};
  }
`;

const Shout = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: clamp(2.25rem, 9vw, 4.5rem);
  line-height: 0.95;
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  text-transform: uppercase;
  color: ${tokenVars.color.text};
  span {
    display: block;
    color: ${tokenVars.color.accentText};
  }
`;

const RetroCard = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  box-shadow: 8px 8px 0 ${tokenVars.color.accent};
`;

/** RETRO's sign-in page. */
export function RetroSignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const headline = useHeadline(brandName);
  return (
    <RetroPage>
      <Poster>
        <Logo logoSrc={logoSrc} />
        <Shout>
          {t('retro.line1')}
          <span>{t('retro.line2')}</span>
        </Shout>
        <p>{t('retro.tagline', { brand: brandName })}</p>
      </Poster>
      <RetroCard aria-labelledby="auth-title">
        <Title id="auth-title">{headline.title}</Title>
        <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
      </RetroCard>
    </RetroPage>
  );
}

/* LITE */

const LitePage = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  max-width: 440px;
  margin: 0 auto;
  padding: ${tokenVars.space.xl} ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    margin-top: ${tokenVars.space.xl};
    padding: ${tokenVars.space.xl};
    border-radius: ${tokenVars.radius.xl};
    background: ${tokenVars.color.bgSurface};
    box-shadow: ${tokenVars.shadow.sm};
  }
`;

/** LITE's sign-in page. */
export function LiteSignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const headline = useHeadline(brandName);
  return (
    <LitePage aria-labelledby="auth-title">
      <Logo logoSrc={logoSrc} />
      <Title id="auth-title">{headline.title}</Title>
      <Sub>{headline.sub}</Sub>
      <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
    </LitePage>
  );
}
