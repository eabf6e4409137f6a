/**
 * PRO-SLEEK's sign-in page: a trader's log-in terminal. A thin top bar with the logo, then the
 * form first (the task before the pitch) in a flat panel with a header bar; the invitation and
 * perks follow as dense numbered rows. On desktop the rows become a narrow side board to the
 * form's left. The form, tabs and names are DIAMOND's (the same AuthPanel).
 */
import { Icon, up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

const Terminal = styled.div`
  display: grid;
  grid-template-areas: 'bar' 'form' 'board';
  gap: ${({ theme }) => theme.space.sm};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 960px;
    grid-template-columns: 320px minmax(0, 1fr);
    grid-template-areas: 'bar bar' 'board form';
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

const Bar = styled.div`
  grid-area: bar;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  & > div {
    font-size: ${({ theme }) => theme.font.size.lg};
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
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bgRaised};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  border-inline-start: ${({ theme }) => theme.space.xxs} solid ${({ theme }) => theme.color.accent};
  h1,
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const FormPanel = styled(Panel)`
  grid-area: form;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  }
`;

const Board = styled(Panel)`
  grid-area: board;
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.display};
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
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
      ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li:nth-child(even) {
    background: ${({ theme }) => theme.color.bgSunken};
  }
  li > span:first-child {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
  li svg {
    color: ${({ theme }) => theme.color.accentText};
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
