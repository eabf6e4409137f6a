/**
 * DIAMOND's sign-in page: a two-column lobby with a jewelled hero beside the form.
 */
import { tokenVars } from '@lobby/tokens';
import { bannerArtwork } from '@lobby/ui/artwork';
import { Icon, NearImage, shadedArtworkLayer, up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

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
