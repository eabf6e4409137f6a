/**
 * CLASSY's sign-in page: the door of a private card room. One framed card with a brass inner
 * frame, the brand's crest and the serif invitation centred on top; on desktop the card opens
 * like a folded menu, the house notice (invitation and perks) on the left, a brass rule, and
 * the form on the right. The form, tabs and names are DIAMOND's (the same AuthPanel).
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

const Door = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 1040px;
    padding: ${tokenVars.space.xxl} ${tokenVars.space.lg};
  }
`;

/** The card: outer border, then a brass hairline inset from it (drawn with inset shadows). */
const Card = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  box-shadow:
    inset 0 0 0 ${tokenVars.space.xs} ${tokenVars.color.bgSurface},
    inset 0 0 0 calc(${tokenVars.space.xs} + 1px) ${tokenVars.color.accent},
    ${tokenVars.shadow.lg};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 1px minmax(0, 1fr);
    gap: ${tokenVars.space.xxl};
    padding: ${tokenVars.space.xxl};
  }
`;

/** The house notice: centred serif invitation over the perks, set like a printed card. */
const Notice = styled.section`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${tokenVars.space.md};
  text-align: center;
  h2 {
    margin: 0;
    max-width: 18ch;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xl};
    font-weight: ${tokenVars.font.weight.regular};
    font-style: italic;
    line-height: ${tokenVars.font.lineHeight.tight};
  }
  ul {
    display: none;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    justify-items: center;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.sm} 0;
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    color: ${tokenVars.color.textMuted};
  }
  li svg {
    color: ${tokenVars.color.accentText};
  }
  ${({ theme }) => up(theme, 'lg')} {
    h2 {
      font-size: ${tokenVars.font.size.xxl};
    }
    ul {
      display: grid;
    }
  }
`;

/** The brass rule between the halves (desktop only). */
const Rule = styled.span`
  display: none;
  ${({ theme }) => up(theme, 'lg')} {
    display: block;
    background: ${tokenVars.color.accent};
  }
`;

const Form = styled.section`
  display: grid;
  align-content: start;
  gap: ${tokenVars.space.md};
  & > h1,
  & > p {
    text-align: center;
  }
  & > h1 {
    font-weight: ${tokenVars.font.weight.regular};
  }
  [role='tablist'] {
    justify-content: center;
  }
`;

/** CLASSY's sign-in page: a brass-framed card, the house notice beside the form on desktop. */
export function ClassySignIn({ brandName, logoSrc, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const headline = useHeadline(brandName);
  return (
    <Door>
      <Card>
        <Notice>
          <Logo logoSrc={logoSrc} />
          <h2>{t('hero.title', { brand: brandName })}</h2>
          <ul>
            {PERKS.map((perk) => (
              <li key={perk.key}>
                <Icon name={perk.icon} size={18} aria-hidden="true" />
                {t(perk.key)}
              </li>
            ))}
          </ul>
        </Notice>
        <Rule aria-hidden="true" />
        <Form aria-labelledby="auth-title">
          <Title id="auth-title">{headline.title}</Title>
          <Sub>{headline.sub}</Sub>
          <AuthPanel onRegistered={onRegistered} onTabChange={headline.onTabChange} />
        </Form>
      </Card>
    </Door>
  );
}
