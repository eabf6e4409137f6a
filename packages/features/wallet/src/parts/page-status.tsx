/**
 * The row a page of a wallet record list shows while its records are not in: the failure with
 * Retry once the query failed (and is not asking again), else a placeholder.
 */
import { errorMessage } from '@lobby/api-client';
import { LoadError, Skeleton } from '@lobby/ui';
import type { ReactElement } from 'react';
import type { useWalletTranslation } from '../i18n.ts';

/** What {@link pageStatusRow} reads of a page's query. */
export interface PageQueryState {
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly error?: unknown;
  readonly data?: unknown;
  refetch(): unknown;
}

/** The page's failure or placeholder row, or `null` once its records are in (see the module note). */
export function pageStatusRow(
  query: PageQueryState,
  t: ReturnType<typeof useWalletTranslation>['t'],
): ReactElement | null {
  if (query.isError && !query.isFetching) {
    return (
      <li>
        <LoadError
          message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      </li>
    );
  }
  if (!query.data) {
    return (
      <li aria-hidden="true" style={{ padding: 12 }}>
        <Skeleton lines={3} />
      </li>
    );
  }
  return null;
}
