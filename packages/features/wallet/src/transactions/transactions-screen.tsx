/**
 * Transaction records (spec §2 TRANSACTION_PAGE, /transaction): everything that moved the
 * member's money, newest first, filtered by the server's transaction types and the spec §9
 * fast date ranges (computed in the platform timezone of the permissions' `system.timezone`),
 * as an infinite list with amounts signed and coloured, and its empty, no-more and error
 * states.
 */
import { useSignedIn } from '@lobby/api-client/react';
import { useTransactionTypesQuery, useTransactionsQuery } from '@lobby/api-client/wallet';
import type { TransactionRecord } from '@lobby/contract/wallet';
import { fastDateRange, fastDateRangeLabels, formatDateTime, toMillis } from '@lobby/domain/time';
import type { FastDateRangeKind } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import {
  Amount,
  Badge,
  FAST_DATE_KEYS,
  FastDateSelector,
  NoRecord,
  PageHeader,
  PagedFooter,
  ScreenPage,
  Select,
  SignInPrompt,
  up,
  usePagedList,
  useReportPage,
} from '@lobby/ui';
import type { CurrencyLike, PageState } from '@lobby/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { pageStatusRow } from '../parts/page-status.tsx';
import { RecordState, statusKey, statusTone } from '../parts/status.ts';
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import type { WalletScreenBaseProps } from '../types.ts';
import { transactionQ } from './transaction-filters.ts';
import { transactionDetail, transactionKindName } from './transaction-names.ts';

/** Records per page. */
export const TRANSACTION_PAGE_SIZE = 20;

/** Props of {@link TransactionsScreen}. */
export interface TransactionsScreenProps extends WalletScreenBaseProps {
  /** The range shown first (default `today`). */
  readonly initialRange?: FastDateRangeKind;
  /** The moment ranges are computed from (tests and stories fix it); now by default. */
  readonly now?: () => Date;
  /** Records per page (default {@link TRANSACTION_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
}

const Filters = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  & > * {
    min-width: 0;
  }
  /* A fieldset is as wide as its chips unless told otherwise: let the chips scroll. */
  & > fieldset {
    min-inline-size: 0;
  }
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
    align-items: end;
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  &[hidden] {
    display: none;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xxs} ${tokenVars.space.md};
  padding: ${tokenVars.space.md};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  &:last-child {
    border-bottom: 0;
  }
  strong {
    font-weight: ${tokenVars.font.weight.medium};
    overflow-wrap: anywhere;
  }
  small {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    overflow-wrap: anywhere;
  }
  .end {
    display: grid;
    justify-items: end;
    align-content: start;
    gap: ${tokenVars.space.xxs};
  }
  .start {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
`;

/** Whether a record's money never moved (failed or cancelled). */
function unsettled(status: number): boolean {
  return status === RecordState.Failed || status === RecordState.Cancelled;
}

const Unsettled = styled.s`
  color: ${tokenVars.color.textMuted};
  text-decoration-thickness: 1px;
  & > * {
    color: inherit;
  }
`;

function TransactionRow({
  record,
  currency,
  offset,
}: {
  record: TransactionRecord;
  currency: CurrencyLike;
  offset: number;
}) {
  const { t } = useWalletTranslation();
  const detail = transactionDetail(record, t);
  return (
    <Row>
      <div className="start">
        <strong>{transactionKindName(record.type, record.type_name, t)}</strong>
        {detail ? <small>{detail}</small> : null}
        <small>
          <time dateTime={new Date(toMillis(record.created_at)).toISOString()}>
            {formatDateTime(record.created_at, offset)}
          </time>
        </small>
        <small>{t('transfer.order', { order: record.order_no })}</small>
      </div>
      <div className="end">
        {unsettled(record.status) ? (
          // The amount asked for, struck through: the status beside it says it never moved.
          <Unsettled>
            <Amount value={record.amount} currency={currency} signed />
          </Unsettled>
        ) : (
          <Amount value={record.amount} currency={currency} signed tone="auto" />
        )}
        <Badge tone={statusTone(record.status)}>{t(statusKey(record.status))}</Badge>
      </div>
    </Row>
  );
}

function TransactionPage({
  page,
  type,
  q,
  pageSize,
  currency,
  offset,
  onReport,
}: {
  page: number;
  type: string;
  q: string | undefined;
  pageSize: number;
  currency: CurrencyLike;
  offset: number;
  onReport: (page: number, state: PageState) => void;
}) {
  const { t } = useWalletTranslation();
  const query = useTransactionsQuery({
    page,
    page_size: pageSize,
    ...(type ? { type: Number(type) } : {}),
    ...(q ? { q } : {}),
    $options: { handleErrors: true },
  });
  useReportPage(page, query, onReport);
  const pending = pageStatusRow(query, t);
  // `!query.data` only narrows the type: the row is `null` once the records are in.
  if (pending || !query.data) return pending;
  return (
    <>
      {query.data.list.map((record) => (
        <TransactionRow key={record.id} record={record} currency={currency} offset={offset} />
      ))}
    </>
  );
}

/** The transaction records screen (see the module note). */
export function TransactionsScreen({
  session,
  onRequireSignIn,
  onBack,
  initialRange = 'today',
  now = () => new Date(),
  pageSize = TRANSACTION_PAGE_SIZE,
}: TransactionsScreenProps) {
  const { t } = useWalletTranslation();
  const signedIn = useSignedIn(session);
  if (!signedIn) {
    return (
      <SignInPrompt
        title={t('records.title')}
        text={t('guest.text')}
        action={t('guest.signIn')}
        onRequireSignIn={onRequireSignIn}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('records.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        <TransactionList initialRange={initialRange} now={now} pageSize={pageSize} />
      </ScreenPage>
    </>
  );
}

function TransactionList({
  initialRange,
  now,
  pageSize,
}: {
  initialRange: FastDateRangeKind;
  now: () => Date;
  pageSize: number;
}) {
  const { t } = useWalletTranslation();
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const types = useTransactionTypesQuery();
  const [type, setType] = useState('');
  const [rangeKey, setRangeKey] = useState<FastDateRangeKind>(initialRange);
  // Fixed per choice: a range recomputed every render would be a new query every render.
  const [rangeAt, setRangeAt] = useState(() => now().getTime());
  const range = useMemo(
    () => fastDateRange(rangeKey, rangeAt, offset),
    [rangeKey, rangeAt, offset],
  );
  const q = transactionQ(range);
  const list = usePagedList(pageSize, `${type}|${q ?? ''}`);
  const typeOptions = [
    { value: '', label: t('records.allTypes') },
    ...(types.data ?? []).map((item) => ({
      value: String(item.id),
      label: transactionKindName(item.id, item.name, t),
    })),
  ];
  const rangeLabels = Object.fromEntries(
    FAST_DATE_KEYS.map((key) => [key, t(fastDateRangeLabels[key])]),
  );
  return (
    <>
      <Filters aria-label={t('records.filters')}>
        <Select label={t('records.type')} value={type} options={typeOptions} onChange={setType} />
        <FastDateSelector
          value={rangeKey}
          label={t('records.range')}
          labels={rangeLabels}
          offsetHours={offset}
          now={now}
          onChange={(key) => {
            setRangeKey(key);
            setRangeAt(now().getTime());
          }}
        />
      </Filters>
      {list.empty ? (
        <NoRecord title={t('records.empty')} description={t('records.emptyText')} />
      ) : null}
      <Rows aria-label={t('records.title')} hidden={list.empty} aria-busy={list.loadingMore}>
        {list.pages.map((page) => (
          <TransactionPage
            key={`${type}|${q ?? ''}|${page}`}
            page={page}
            type={type}
            q={q}
            pageSize={pageSize}
            currency={currency}
            offset={offset}
            onReport={list.report}
          />
        ))}
      </Rows>
      <PagedFooter list={list} moreLabel={t('common.more')} noMoreLabel={t('common.noMore')} />
    </>
  );
}
