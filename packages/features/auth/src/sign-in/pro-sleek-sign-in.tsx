/**
 * PRO-SLEEK's sign-in page: a trader's log-in terminal. A thin top bar with the logo, then the
 * form first (the task before the pitch) in a flat panel with a header bar; the invitation and
 * perks follow as dense numbered rows. On desktop the rows become a narrow side board to the
 * form's left. The form, tabs and names are DIAMOND's (the same AuthPanel).
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

const Terminal = styled.div`
  display: grid;
  grid-template-areas: 'bar' 'form' 'board';
  gap: ${tokenVars.space.sm};
  max-width: 520px;
  margin: 0 auto;
  padding: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 960px;
    grid-template-columns: 320px minmax(0, 1fr);
    grid-template-areas: 'bar bar' 'board form';
    align-items: stretch;
    gap: ${tokenVars.space.md};
    padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  }
`;

const Bar = styled.div`
  grid-area: bar;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.xs} ${tokenVars.space.sm};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  & > div {
    font-size: ${tokenVars.font.size.lg};
  }
  & > div img {
    width: 28px;
    height: 28px;
  }
`;

/** A flat desk panel: hairline frame, tight corners, a raised header bar. */
const Panel = styled.section`
  display: grid;
  align-content: start;
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const Header = styled.div`
  display: grid;
  gap: ${tokenVars.space.xxs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  background: ${tokenVars.color.bgRaised};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-inline-start: ${tokenVars.space.xxs} solid ${tokenVars.color.accent};
  h1,
  h2 {
    font-size: ${tokenVars.font.size.lg};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  p {
    font-size: ${tokenVars.font.size.sm};
  }
`;

const FormPanel = styled(Panel)`
  grid-area: form;
`;

const Body = styled.div`
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.lg} ${tokenVars.space.xl};
  }
`;

const Board = styled(Panel)`
  grid-area: board;
  h2 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 2ch 20px minmax(0, 1fr);
    align-items: center;
    gap: ${tokenVars.space.sm};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    font-size: ${tokenVars.font.size.sm};
  }
  li:nth-child(even) {
    background: ${tokenVars.color.bgSunken};
  }
  li > span:first-child {
    font-family: ${tokenVars.font.family.mono};
    font-variant-numeric: tabular-nums;
    color: ${tokenVars.color.textMuted};
  }
  li svg {
    color: ${tokenVars.color.accentText};
  }
`;

/** PRO-SLEEK's sign-in page: top bar, the form panel first, perks as a dense side board. */
export function ProSleekSignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const headline = useHeadline(brandName);
  return (
    <Terminal>
      <Bar>
        <Logo logoSrc={logoSrc} />
      </Bar>
      <FormPanel aria-labelledby="auth-title">
        <Header>
          <Title id="auth-title">{headline.title}</Title>
          <Sub>{headline.sub}</Sub>
        </Header>
        <Body>
          <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
        </Body>
      </FormPanel>
      <Board>
        <Header>
          <h2>{t('hero.title', { brand: brandName })}</h2>
        </Header>
        <ol>
          {PERKS.map((perk, i) => (
            <li key={perk.key}>
              <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
              <Icon name={perk.icon} size={16} aria-hidden="true" />
              {t(perk.key)}
            </li>
          ))}
        </ol>
      </Board>
    </Terminal>
  );
}
