/**
 * SOFT-SLEEK's sign-in page: light and friendly. A rounded artwork cloud at the top with the
 * form's card floating up over its lower edge, the invitation and perks as soft pills under
 * the card. On desktop the artwork becomes a tall rounded panel beside the floating card. The
 * form, tabs and names are DIAMOND's (the same AuthPanel).
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, NearImage, artworkLayer, up } from '@lobby/ui';
import { bannerArtwork } from '@lobby/ui/artwork';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

const Page = styled.div`
  display: grid;
  grid-template-areas: 'art' 'card' 'hello';
  max-width: 520px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 1040px;
    grid-template-columns: minmax(0, 1fr) 460px;
    grid-template-areas: 'art card' 'hello card';
    grid-template-rows: 1fr auto;
    column-gap: ${tokenVars.space.xl};
    row-gap: ${tokenVars.space.lg};
    padding: ${tokenVars.space.xxl} ${tokenVars.space.lg};
  }
`;

/**
 * Decorative artwork under a pastel veil (the soft accent, partly see-through whatever the
 * theme's token is); it holds no text, so no contrast is asked of it. The artwork is an image,
 * not a CSS background, whose SVG the browser would load while it computes styles.
 */
const Art = styled.div`
  grid-area: art;
  position: relative;
  min-height: 140px;
  overflow: hidden;
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgRaised};
  box-shadow: ${tokenVars.shadow.sm};
  ${artworkLayer}
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${tokenVars.color.accentSoft};
    opacity: 0.4;
  }
  ${({ theme }) => up(theme, 'lg')} {
    min-height: 360px;
  }
`;

/** The card floats up over the artwork's lower edge on phones. */
const Card = styled.section`
  grid-area: card;
  position: relative;
  display: grid;
  align-content: start;
  gap: ${tokenVars.space.md};
  margin: calc(-1 * ${tokenVars.space.xl}) ${tokenVars.space.sm} 0;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.lg};
  & > h1,
  & > p,
  & > div:first-child {
    justify-self: center;
    text-align: center;
  }
  button {
    border-radius: ${tokenVars.radius.pill};
  }
  ${({ theme }) => up(theme, 'lg')} {
    margin: 0;
    padding: ${tokenVars.space.xxl} ${tokenVars.space.xl};
  }
`;

const Hello = styled.section`
  grid-area: hello;
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg} ${tokenVars.space.sm};
  h2 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    line-height: ${tokenVars.font.lineHeight.tight};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokenVars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    padding: ${tokenVars.space.xs} ${tokenVars.space.md};
    border-radius: ${tokenVars.radius.pill};
    background: ${tokenVars.color.bgSurface};
    box-shadow: ${tokenVars.shadow.sm};
    font-size: ${tokenVars.font.size.sm};
  }
  li svg {
    color: ${tokenVars.color.accentText};
  }
  ${({ theme }) => up(theme, 'lg')} {
    padding: 0;
    h2 {
      font-size: ${tokenVars.font.size.xxl};
    }
  }
`;

/** SOFT-SLEEK's sign-in page: artwork cloud, a floating rounded card, perks as soft pills. */
export function SoftSleekSignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const headline = useHeadline(brandName);
  const seed = `${brandName}-sign-in`;
  return (
    <Page>
      <Art aria-hidden="true">
        <NearImage
          draw={() => bannerArtwork({ seed, kind: 'slots', width: 900, height: 600 })}
          drawKey={seed}
        />
      </Art>
      <Card aria-labelledby="auth-title">
        <Logo logoSrc={logoSrc} />
        <Title id="auth-title">{headline.title}</Title>
        <Sub>{headline.sub}</Sub>
        <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
      </Card>
      <Hello>
        <h2>{t('hero.title', { brand: brandName })}</h2>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk.key}>
              <Icon name={perk.icon} size={16} aria-hidden="true" />
              {t(perk.key)}
            </li>
          ))}
        </ul>
      </Hello>
    </Page>
  );
}
