/**
 * One operator page (a help page, the supervision or the licence page): the header names it
 * once it is in, the body is the operator's HTML made safe by {@link OperatorHtml}, with when it
 * was last updated; a skeleton while it loads and the failure with Retry.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import { errorMessage } from '@lobby/api-client';
import type { HelpPage } from '@lobby/contract/help';
import { formatDate } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Hint, LoadError, PageHeader, ScreenPage, Skeleton } from '@lobby/ui';
import styled from 'styled-components';
import { useSupportTranslation } from '../i18n.ts';
import { OperatorHtml } from '@lobby/ui/operator-html';

/** What the page view needs of any of the help queries. */
export interface HelpPageQuery {
  readonly data?: HelpPage | undefined;
  readonly error?: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  refetch(): unknown;
}

const Article = styled.article`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

/** Props of {@link HelpPageView}. */
export interface HelpPageViewProps {
  readonly query: HelpPageQuery;
  /** The header until the page's own title is in. */
  readonly fallbackTitle: string;
  onBack?(): void;
}

/** An operator page in the screen frame (see the module note). */
export function HelpPageView({ query, fallbackTitle, onBack }: HelpPageViewProps) {
  const { t } = useSupportTranslation();
  const offset = usePlatformOffset();
  const page = query.data;
  return (
    <>
      <PageHeader
        title={page?.title ?? fallbackTitle}
        onBack={onBack}
        backLabel={t('common.back')}
      />
      <ScreenPage>
        {page ? (
          <Article aria-label={page.title}>
            <OperatorHtml html={page.content} />
            <Hint>{t('help.updated', { date: formatDate(page.updated_at, offset) })}</Hint>
          </Article>
        ) : query.isError ? (
          <LoadError
            message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
            retryLabel={t('common.retry')}
            busy={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Article aria-busy="true" aria-label={fallbackTitle}>
            <Skeleton lines={6} />
          </Article>
        )}
      </ScreenPage>
    </>
  );
}
