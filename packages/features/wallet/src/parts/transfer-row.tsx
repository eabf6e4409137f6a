/**
 * One transfer as every list shows it: which way the money went, how much, when (and how
 * long ago, for a pending one), its state, and Retry while it is pending.
 */
import type { TransferRecord } from '@lobby/contract/wallet';
import { TransferAction } from '@lobby/domain/enums';
import { formatDateTime, toMillis } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Amount, Badge, Button } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { ageOf } from './age.ts';
import { RecordState, statusKey, statusTone } from './status.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  align-items: center;
  padding: ${tokenVars.space.md};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${tokenVars.space.xxs};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
    font-weight: ${tokenVars.font.weight.medium};
  }
`;

const Meta = styled.span`
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${tokenVars.space.xs};
`;

/** A list of {@link TransferRow}s. */
export const TransferRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

/** Props of {@link TransferRow}. */
export interface TransferRowProps {
  readonly record: TransferRecord;
  readonly currency: CurrencyLike;
  /** Platform timezone offset (hours). */
  readonly offset: number;
  /** Now (Unix ms), for a pending transfer's age. */
  readonly now: number;
  /** Offers Retry while the transfer is pending. */
  onRetry?(record: TransferRecord): void;
  readonly retrying?: boolean;
}

/** One transfer with its state and, while pending, its age and Retry. */
export function TransferRow({
  record,
  currency,
  offset,
  now,
  onRetry,
  retrying,
}: TransferRowProps) {
  const { t } = useWalletTranslation();
  const pending = record.status === RecordState.Pending;
  const direction =
    record.action === TransferAction.In
      ? t('transfer.directionIn', { provider: record.channel_name })
      : t('transfer.directionOut', { provider: record.channel_name });
  const age = ageOf(toMillis(record.created_at), now);
  return (
    <Row>
      <Main>
        <strong>{direction}</strong>
        <Meta>
          <time dateTime={new Date(toMillis(record.created_at)).toISOString()}>
            {formatDateTime(record.created_at, offset)}
          </time>
          {pending ? ` · ${t(`age.${age.unit}`, { count: age.count })}` : null}
        </Meta>
        <Meta>{t('transfer.order', { order: record.order_no })}</Meta>
      </Main>
      <Side>
        <Amount value={record.amount} currency={currency} size="sm" />
        <Badge tone={statusTone(record.status)}>{t(statusKey(record.status))}</Badge>
        {pending && onRetry ? (
          <Button
            size="sm"
            variant="secondary"
            iconStart="refresh"
            loading={retrying}
            aria-label={t('retry.label', { order: record.order_no })}
            onClick={() => onRetry(record)}
          >
            {t('retry.action')}
          </Button>
        ) : null}
      </Side>
    </Row>
  );
}
