/** The member's deposits, newest first, each with its method, time, amount and status. */
import type { DepositRecord } from '@lobby/contract/payments';
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Amount, Button, List, ListItem, NoMoreData, NoRecord, Skeleton } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';
import { DepositStatusBadge } from '../parts/status-badge.tsx';

const Trailing = styled.span`
  display: grid;
  justify-items: end;
  gap: ${tokenVars.space.xxs};
  color: ${tokenVars.color.text};
`;

/** Props of {@link DepositHistory}. */
export interface DepositHistoryProps {
  readonly records: readonly DepositRecord[];
  readonly loading: boolean;
  readonly currency: CurrencyLike;
  readonly offset: number;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  onMore(): void;
}

/** The deposit history list. */
export function DepositHistory({
  records,
  loading,
  currency,
  offset,
  hasMore,
  loadingMore,
  onMore,
}: DepositHistoryProps) {
  const { t } = usePaymentsTranslation();
  if (loading) return <Skeleton height="180px" />;
  if (records.length === 0) return <NoRecord title={t('history.empty')} />;
  return (
    <>
      <List label={t('history.title')}>
        {records.map((record) => (
          <ListItem
            key={record.id}
            title={record.method_name}
            description={`${formatDateTime(record.created_at, offset)} · ${record.order_no}`}
            trailing={
              <Trailing>
                <Amount value={record.amount} currency={currency} size="sm" />
                <DepositStatusBadge status={record.status} />
              </Trailing>
            }
          />
        ))}
      </List>
      {hasMore ? (
        <Button variant="ghost" loading={loadingMore} onClick={onMore}>
          {t('history.more')}
        </Button>
      ) : (
        <NoMoreData>{t('history.noMore')}</NoMoreData>
      )}
    </>
  );
}
