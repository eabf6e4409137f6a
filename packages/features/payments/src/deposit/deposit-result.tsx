/**
 * The result of the deposit just made: pending, paid or failed, updated in place as the
 * gateway's callback (or the operator) settles it. The status line is a live region, so a
 * screen reader hears "Paid" the moment it lands; a pending gateway deposit keeps a link to
 * its payment page, a pending transfer the details to pay with.
 */
import type { DepositMethod, DepositRecord } from '@lobby/contract/payments';
import { DepositStatus, PaymentType } from '@lobby/domain/enums';
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Button, Card, Hint, Icon, Spinner } from '@lobby/ui';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';
import { DepositStatusBadge } from '../parts/status-badge.tsx';
import { MethodDetails } from './method-details.tsx';

const Body = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
`;

const Headline = styled.p<{ $tone: 'pending' | 'win' | 'loss' }>`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin: 0;
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.bold};
  svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.color[$tone]};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  margin: 0;
  font-size: ${tokenVars.font.size.sm};
  dt {
    color: ${tokenVars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.sm};
`;

/** Props of {@link DepositResult}. */
export interface DepositResultProps {
  readonly record: DepositRecord;
  /** The method it was made with (for the details to pay a pending transfer with). */
  readonly method: DepositMethod | undefined;
  readonly format: (minor: number) => string;
  readonly offset: number;
  readonly topupShown: boolean;
  /** Back to the form for another deposit. */
  onDone(): void;
}

/** The result panel of one deposit. */
export function DepositResult({
  record,
  method,
  format,
  offset,
  topupShown,
  onDone,
}: DepositResultProps) {
  const { t } = usePaymentsTranslation();
  const amount = format(record.amount);
  const pending = record.status === DepositStatus.Pending;
  const reference = record.topup_code || record.order_no;
  let headline: string;
  let detail: string;
  if (record.status === DepositStatus.Success) {
    headline = t('result.paid');
    detail = t('result.paidText', { amount });
  } else if (record.status === DepositStatus.Failed) {
    headline = t('result.failed');
    detail = t('result.failedText');
  } else if (record.type === PaymentType.Gateway) {
    headline = t('result.waitingGateway');
    detail = t('result.waitingGatewayText');
  } else if (record.type === PaymentType.Crypto) {
    headline = t('result.waitingTransfer');
    detail = t('result.waitingCryptoText', { amount });
  } else {
    headline = t('result.waitingTransfer');
    detail = t('result.waitingBankText', { amount, reference });
  }
  const tone = pending ? 'pending' : record.status === DepositStatus.Success ? 'win' : 'loss';
  return (
    <Card title={t('result.title')} aria-label={t('result.title')} role="region">
      <Body>
        <div aria-live="polite" aria-atomic="true">
          <Headline $tone={tone} data-testid="deposit-result-status">
            {pending ? (
              <Spinner size={20} label={null} />
            ) : (
              <Icon
                name={record.status === DepositStatus.Success ? 'check' : 'warning'}
                size={22}
              />
            )}
            {headline}
          </Headline>
          <Hint>{detail}</Hint>
        </div>
        <Facts>
          <dt>{t('result.amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('result.method')}</dt>
          <dd>{record.method_name}</dd>
          <dt>{t('result.order')}</dt>
          <dd>{record.order_no}</dd>
          <dt>{t('result.time')}</dt>
          <dd>{formatDateTime(record.created_at, offset)}</dd>
          <dt>{t('result.status')}</dt>
          <dd>
            <DepositStatusBadge status={record.status} />
          </dd>
        </Facts>
        {pending && method && record.type !== PaymentType.Gateway ? (
          <MethodDetails method={method} reference={reference} topupShown={topupShown} />
        ) : null}
        <Actions>
          {pending && record.redirect_url ? (
            <Button
              variant="secondary"
              iconStart="play"
              onClick={() => window.open(record.redirect_url, '_blank', 'noopener')}
            >
              {t('result.openPage')}
            </Button>
          ) : null}
          <Button variant={pending ? 'ghost' : 'primary'} onClick={onDone}>
            {t('result.another')}
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
