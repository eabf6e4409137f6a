/**
 * About us (ABOUT_US, `/help/about`): the operator's about-us tree (`GET /member/about_us`),
 * sections in the server's order with their pages. A section or page shows only as the spec
 * says (`isAboutUsVisible`: switched on, or holding pages); a section switched off but holding
 * pages shows its title and pages, not its own text. Pages open in place (a disclosure each,
 * keyboard and screen-reader native). Texts are the operator's plain text.
 */
import { errorMessage } from '@lobby/api-client';
import { useAboutUsQuery } from '@lobby/api-client/config';
import type { AboutUsItem } from '@lobby/domain';
import { isAboutUsVisible } from '@lobby/domain/entities';
import { tokenVars } from '@lobby/tokens';
import {
  LoadError,
  NoRecord,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  Skeleton,
  focusRing,
} from '@lobby/ui';
import styled from 'styled-components';
import { useSupportTranslation } from '../i18n.ts';
import type { SupportScreenBaseProps } from '../types.ts';

/** Props of {@link AboutUsScreen}. */
export type AboutUsScreenProps = SupportScreenBaseProps;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${tokenVars.color.text};
`;

const Pages = styled.div`
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  overflow: hidden;
  & > details + details {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  summary {
    min-height: 48px;
    display: flex;
    align-items: center;
    padding: ${tokenVars.space.md};
    cursor: pointer;
    font-weight: ${tokenVars.font.weight.medium};
    color: ${tokenVars.color.text};
    ${focusRing}
  }
  summary:focus-visible {
    outline-offset: -3px;
  }
  details > p {
    padding: 0 ${tokenVars.space.md} ${tokenVars.space.md};
  }
`;

/** The sections and pages that show (see the module note). */
export function visibleAboutUs(items: readonly AboutUsItem[]): AboutUsItem[] {
  return items
    .filter(isAboutUsVisible)
    .map((item) => ({ ...item, children: item.children.filter(isAboutUsVisible) }));
}

/** One section: its title, its text when switched on, and its pages. */
function Section({ item }: { item: AboutUsItem }) {
  const headingId = `about-us-${item.id}`;
  return (
    <ScreenSection aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{item.title}</SectionTitle>
      {item.level_checked === 1 && item.content ? <Text>{item.content}</Text> : null}
      {item.children.length > 0 ? (
        <Pages>
          {item.children.map((page) => (
            <details key={page.id}>
              <summary>{page.title}</summary>
              {page.content ? <Text>{page.content}</Text> : null}
            </details>
          ))}
        </Pages>
      ) : null}
    </ScreenSection>
  );
}

/** The tree, loaded from the server. */
function AboutUsTree() {
  const { t } = useSupportTranslation();
  const query = useAboutUsQuery({ $options: { handleErrors: true } });
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
      <div aria-busy="true" aria-label={t('about.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  }
  const items = visibleAboutUs(query.data);
  if (items.length === 0) {
    return <NoRecord title={t('about.empty')} description={t('about.emptyText')} />;
  }
  return (
    <>
      {items.map((item) => (
        <Section key={item.id} item={item} />
      ))}
    </>
  );
}

/** The about-us screen (see the module note). */
export function AboutUsScreen({ onBack }: AboutUsScreenProps) {
  const { t } = useSupportTranslation();
  return (
    <>
      <PageHeader title={t('about.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        <AboutUsTree />
      </ScreenPage>
    </>
  );
}
