/**
 * The help centre (spec §2 HELP_LIST, /help/list): the operator's help pages in the server's
 * order, each a link to its page, then the standing pages (supervision and licence) under
 * "About us". Those two have routes of their own, so their entries in the list are not
 * repeated among the help pages.
 */
import { errorMessage } from '@lobby/api-client';
import { useHelpListQuery } from '@lobby/api-client/help';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Icon,
  LoadError,
  NoRecord,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  Skeleton,
  focusRing,
} from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSupportTranslation } from '../i18n.ts';
import type { SupportScreenBaseProps } from '../types.ts';

/** Categories with a route of their own (spec §2 SUPERVISE and LICENSE). */
const STANDING = new Set(['supervise', 'license']);

/** Props of {@link HelpListScreen}. */
export type HelpListScreenProps = SupportScreenBaseProps;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  overflow: hidden;
  & > li + li {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
`;

const RowLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.xxs} ${tokenVars.space.md};
  min-height: 56px;
  padding: ${tokenVars.space.md};
  color: ${tokenVars.color.text};
  text-decoration: none;
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
  .texts {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  strong {
    font-weight: ${tokenVars.font.weight.medium};
    overflow-wrap: anywhere;
  }
  small {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
    overflow-wrap: anywhere;
  }
  svg {
    color: ${tokenVars.color.textMuted};
  }
`;

/** One entry: a link with its title and, when there is one, its summary. */
function HelpLink({ to, title, summary }: { to: string; title: string; summary?: string }) {
  return (
    <li>
      <RowLink to={to}>
        <span className="texts">
          <strong>{title}</strong>
          {summary ? <small>{summary}</small> : null}
        </span>
        <Icon name="chevronRight" size={18} />
      </RowLink>
    </li>
  );
}

/** The help pages, loaded from the server. */
function HelpPages() {
  const { t } = useSupportTranslation();
  const query = useHelpListQuery({ $options: { handleErrors: true } });
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Rows aria-busy="true" aria-label={t('help.pages')}>
        <li style={{ padding: 16 }}>
          <Skeleton lines={4} />
        </li>
      </Rows>
    );
  }
  const pages = query.data.filter((page) => !STANDING.has(page.category));
  if (pages.length === 0) {
    return <NoRecord title={t('help.empty')} description={t('help.emptyText')} />;
  }
  return (
    <Rows aria-label={t('help.pages')}>
      {pages.map((page) => (
        <HelpLink
          key={page.id}
          to={getHref('HELP_DETAIL', { id: String(page.id) })}
          title={page.title}
          summary={page.summary}
        />
      ))}
    </Rows>
  );
}

/** The help centre screen (see the module note). */
export function HelpListScreen({ onBack }: HelpListScreenProps) {
  const { t } = useSupportTranslation();
  return (
    <>
      <PageHeader title={t('help.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        <HelpPages />
        <ScreenSection aria-labelledby="support-help-about">
          <SectionTitle id="support-help-about">{t('help.about')}</SectionTitle>
          <Rows aria-labelledby="support-help-about">
            <HelpLink
              to={getHref('ABOUT_US')}
              title={t('help.aboutUs')}
              summary={t('help.aboutUsText')}
            />
            <HelpLink
              to={getHref('SUPERVISE')}
              title={t('help.supervise')}
              summary={t('help.superviseText')}
            />
            <HelpLink
              to={getHref('LICENSE')}
              title={t('help.license')}
              summary={t('help.licenseText')}
            />
          </Rows>
        </ScreenSection>
      </ScreenPage>
    </>
  );
}
