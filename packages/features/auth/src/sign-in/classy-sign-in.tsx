/**
 * CLASSY's sign-in page: the door of a private card room. One framed card with a brass inner
 * frame, the brand's crest and the serif invitation centred on top; on desktop the card opens
 * like a folded menu, the house notice (invitation and perks) on the left, a brass rule, and
 * the form on the right. The form, tabs and names are DIAMOND's (the same AuthPanel).
 */
import { Icon, up } from '@lobby/ui';
import styled from 'styled-components';
import type { AuthScreenProps } from '../types.ts';
import { AuthPanel } from './auth-panel.tsx';
import { Logo, PERKS, Sub, Title, useHeadline } from './sign-in-parts.tsx';
import { useAuthTranslation } from '../i18n.ts';

const Door = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 1040px;
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  }
`;

/** The card: outer border, then a brass hairline inset from it (drawn with inset shadows). */
const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.borderStrong};
  box-shadow:
    inset 0 0 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.color.bgSurface},
    inset 0 0 0 calc(${({ theme }) => theme.space.xs} + 1px) ${({ theme }) => theme.color.accent},
    ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 1px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

/** The house notice: centred serif invitation over the perks, set like a printed card. */
const Notice = styled.section`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  h2 {
    margin: 0;
    max-width: 18ch;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-style: italic;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
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
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: ${({ theme }) => theme.borderWidth.hairline} solid
      ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
  li svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  ${({ theme }) => up(theme, 'lg')} {
    h2 {
      font-size: ${({ theme }) => theme.font.size.xxl};
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
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Form = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  & > h1,
  & > p {
    text-align: center;
  }
  & > h1 {
    font-weight: ${({ theme }) => theme.font.weight.regular};
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
