/** The member's recent withdrawals with their statuses; a pending one can be cancelled. */
import type { WithdrawalRecord } from '@lobby/contract/payments';
import { WithdrawalStatus } from '@lobby/domain/enums';
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Amount, Button, List, ListItem, NoRecord, Skeleton } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';
import { WithdrawalStatusBadge } from '../parts/status-badge.tsx';

const Trailing = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokenVars.space.sm};
  color: ${tokenVars.color.text};
  > span:first-child {
    display: grid;
    justify-items: end;
    gap: ${tokenVars.space.xxs};
  }
`;

/** Props of {@link WithdrawalList}. */
export interface WithdrawalListProps {
  readonly records: readonly WithdrawalRecord[];
  readonly loading: boolean;
  readonly currency: CurrencyLike;
  readonly offset: number;
  onCancel(record: WithdrawalRecord): void;
}

/** The list. */
export function WithdrawalList({
  records,
  loading,
  currency,
  offset,
  onCancel,
}: WithdrawalListProps) {
  const { t } = usePaymentsTranslation();
  if (loading) return <Skeleton height="160px" />;
  if (records.length === 0) return <NoRecord title={t('withdrawals.empty')} />;
  return (
    <List label={t('withdrawals.title')}>
      {records.map((record) => (
        <ListItem
          key={record.id}
          title={`${record.bank_name} ${record.account_number}`}
          description={`${formatDateTime(record.created_at, offset)} · ${record.order_no}`}
          trailing={
            <Trailing>
              <span>
                <Amount value={record.amount} currency={currency} size="sm" />
                <WithdrawalStatusBadge status={record.status} />
              </span>
              {record.status === WithdrawalStatus.Pending ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('withdrawals.cancelLabel', { order: record.order_no })}
                  onClick={() => onCancel(record)}
                >
                  {t('withdrawals.cancel')}
                </Button>
              ) : null}
            </Trailing>
          }
        />
      ))}
    </List>
  );
}
