/**
 * The transfer list (spec "transfer list"): every transfer between the main wallet and the
 * game wallets, newest first, filtered by state, with Retry on the pending ones. Used alone
 * ({@link TransferListScreen}) and as the transfer screen's History tab.
 */
import { useTransfersQuery } from '@lobby/api-client/wallet';
import {
  NoRecord,
  PagedFooter,
  ScreenSection,
  Select,
  usePagedList,
  useReportPage,
} from '@lobby/ui';
import type { CurrencyLike, PageState } from '@lobby/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { pageStatusRow } from '../parts/page-status.tsx';
import { RecordState } from '../parts/status.ts';
import { TransferRow, TransferRows } from '../parts/transfer-row.tsx';
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import { useNow } from '../parts/use-now.ts';
import { useTransferRetry } from './use-transfer-retry.ts';
import type { TransferRetry } from './use-transfer-retry.ts';

/** Transfers per page. */
export const TRANSFER_PAGE_SIZE = 20;

const Filters = styled.div`
  max-width: 320px;
`;

function TransferPage({
  page,
  status,
  pageSize,
  currency,
  offset,
  now,
  retry,
  onReport,
}: {
  page: number;
  status: string;
  pageSize: number;
  currency: CurrencyLike;
  offset: number;
  now: number;
  retry: TransferRetry;
  onReport: (page: number, state: PageState) => void;
}) {
  const { t } = useWalletTranslation();
  const query = useTransfersQuery({
    page,
    page_size: pageSize,
    ...(status ? { status: Number(status) } : {}),
    $options: { handleErrors: true },
  });
  useReportPage(page, query, onReport);
  const pending = pageStatusRow(query, t);
  // `!query.data` only narrows the type: the row is `null` once the records are in.
  if (pending || !query.data) return pending;
  const settled = new Map(retry.settled.map((record) => [record.id, record]));
  return (
    <>
      {query.data.list.map((record) => (
        <TransferRow
          key={record.id}
          record={settled.get(record.id) ?? record}
          currency={currency}
          offset={offset}
          now={now}
          onRetry={(r) => void retry.retry(r)}
          retrying={retry.busy(record.id)}
        />
      ))}
    </>
  );
}

/** The transfer history with its state filter and Retry (see the module note). */
export function TransferHistory({ pageSize = TRANSFER_PAGE_SIZE }: { pageSize?: number }) {
  const { t } = useWalletTranslation();
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const now = useNow();
  const retry = useTransferRetry();
  const [status, setStatus] = useState('');
  const list = usePagedList(pageSize, status);
  const options = [
    { value: '', label: t('history.all') },
    { value: String(RecordState.Pending), label: t('status.pending') },
    { value: String(RecordState.Success), label: t('status.success') },
    { value: String(RecordState.Failed), label: t('status.failed') },
  ];
  return (
    <ScreenSection aria-label={t('history.title')}>
      <Filters>
        <Select label={t('history.status')} value={status} options={options} onChange={setStatus} />
      </Filters>
      {list.empty ? (
        <NoRecord title={t('history.empty')} description={t('history.emptyText')} />
      ) : null}
      <TransferRows aria-label={t('history.title')} hidden={list.empty}>
        {list.pages.map((page) => (
          <TransferPage
            key={`${status}:${page}`}
            page={page}
            status={status}
            pageSize={pageSize}
            currency={currency}
            offset={offset}
            now={now}
            retry={retry}
            onReport={list.report}
          />
        ))}
      </TransferRows>
      <PagedFooter list={list} moreLabel={t('common.more')} noMoreLabel={t('common.noMore')} />
    </ScreenSection>
  );
}
