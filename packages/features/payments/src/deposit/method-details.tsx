/**
 * What a member needs to pay by the chosen method: for a bank transfer the account to pay into
 * and the reference to quote, for crypto the network, the address and its QR code, for a
 * gateway a word on the payment page that opens.
 */
import type { DepositMethod } from '@lobby/contract/payments';
import { PaymentType } from '@lobby/domain/enums';
import { tokenVars } from '@lobby/tokens';
import { Hint, Icon } from '@lobby/ui';
import { QrCode } from '@lobby/ui/qr-code';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';
import { CopyValue } from '../parts/copy-value.tsx';
import { Notice } from '../parts/layout.tsx';

const Details = styled.dl`
  display: grid;
  gap: ${tokenVars.space.sm};
  margin: 0;
`;

const Crypto = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
  justify-items: center;
  > dl {
    width: 100%;
  }
`;

/** Props of {@link MethodDetails}. */
export interface MethodDetailsProps {
  readonly method: DepositMethod;
  /** The reference a bank transfer quotes: the member's top-up code or the order number. */
  readonly reference?: string | undefined;
  /** Whether the brand asks bank transfers to quote the top-up code. */
  readonly topupShown: boolean;
}

/** The payment details of one method. */
export function MethodDetails({ method, reference, topupShown }: MethodDetailsProps) {
  const { t } = usePaymentsTranslation();
  const instructions = method.instructions ? <Hint>{method.instructions}</Hint> : null;
  if (method.type === PaymentType.Bank) {
    return (
      <>
        <Details aria-label={t('bank.detailsLabel')}>
          <CopyValue label={t('bank.bank')} value={method.bank_name} />
          <CopyValue label={t('bank.accountName')} value={method.account_name} />
          <CopyValue label={t('bank.accountNumber')} value={method.account_number} />
          {reference ? <CopyValue label={t('bank.reference')} value={reference} /> : null}
        </Details>
        {!reference ? (
          <Hint>{topupShown ? t('bank.topupLoading') : t('bank.referenceLater')}</Hint>
        ) : null}
        {instructions}
      </>
    );
  }
  if (method.type === PaymentType.Crypto) {
    return (
      <Crypto>
        <QrCode
          value={method.account_number}
          label={t('crypto.qrLabel', { network: method.network })}
        />
        <Details aria-label={t('crypto.detailsLabel')}>
          <CopyValue label={t('crypto.network')} value={method.network} />
          <CopyValue label={t('crypto.address')} value={method.account_number} />
        </Details>
        <Notice $tone="warning">
          <Icon name="warning" size={18} />
          <span>{t('crypto.networkWarning', { network: method.network })}</span>
        </Notice>
        {instructions}
      </Crypto>
    );
  }
  return (
    <>
      <Notice>
        <Icon name="info" size={18} />
        <span>{t('gateway.newTab')}</span>
      </Notice>
      {instructions}
    </>
  );
}
