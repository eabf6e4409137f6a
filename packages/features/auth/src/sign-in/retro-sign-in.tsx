/**
 * RETRO's sign-in page: a bold poster headline over a chunky framed card.
 */
import { tokenVars } from '@lobby/tokens';
import { up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

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
