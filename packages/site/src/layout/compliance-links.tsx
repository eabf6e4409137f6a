/**
 * The brand's legal and safer-play links in the site's footer (issue 17): the way to Safer play,
 * the national self-exclusion scheme and the regulator's licence badge linking to the licence
 * page, the last two from the brand's public compliance settings and shown only when set. The
 * age the footer names is the brand's minimum age. Every rule stays the API's; this only shows.
 */
import { useConfigQuery } from '@lobby/api-client/responsible-gambling';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${tokenVars.space.sm} ${tokenVars.space.lg};
  margin-bottom: ${tokenVars.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${tokenVars.size.touch};
    color: ${tokenVars.color.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Badge = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

/** Opens outside the site, in a new tab, telling nothing of the page it came from. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The footer's compliance links (see the module note). */
export function ComplianceLinks() {
  const { t } = useTranslation('site');
  const settings = useConfigQuery({ $options: { handleErrors: true } }).data;
  const scheme = settings?.self_exclusion_scheme_url ?? '';
  const badge = settings?.licence_badge_url ?? '';
  const page = settings?.licence_page_url ?? '';
  let licence = null;
  if (badge && page)
    licence = (
      <a href={page} {...external}>
        <Badge src={badge} alt={t('footer.licenceBadge')} />
      </a>
    );
  else if (badge) licence = <Badge src={badge} alt={t('footer.licenceBadge')} />;
  else if (page)
    licence = (
      <a href={page} {...external}>
        {t('footer.licencePage')}
      </a>
    );
  return (
    <Nav aria-label={t('footer.complianceLabel')}>
      <Link to={getHref('SETTING_SAFER_PLAY')}>{t('footer.saferPlay')}</Link>
      {scheme ? (
        <a href={scheme} {...external}>
          {t('footer.selfExclusion')}
        </a>
      ) : null}
      {licence}
    </Nav>
  );
}
