/**
 * LITE's sign-in page: a light, centred single column with nothing but the form.
 */
import { tokenVars } from '@lobby/tokens';
import { up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, Sub, Title, useHeadline } from './sign-in-parts.tsx';

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
