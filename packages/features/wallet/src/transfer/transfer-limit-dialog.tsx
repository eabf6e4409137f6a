/**
 * The spec §5 transfer_in_limit warning: when a provider's limit is not 0, a transfer in asks
 * first (Cancel / Continue) and a transfer out shows a notice to confirm (Confirm only).
 */
import { formatMoney } from '@lobby/domain/money';
import { AlertDialog, ConfirmDialog } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { useWalletTranslation } from '../i18n.ts';

/** What is waiting for the member's word: the kind of notice, the provider and its limit. */
export interface LimitNotice {
  readonly kind: 'confirmContinue' | 'confirmOnly';
  readonly provider: string;
  /** transfer_in_limit, minor units. */
  readonly limit: number;
}

/** The warning for `notice` (nothing while it is undefined). */
export function TransferLimitDialog({
  notice,
  currency,
  onContinue,
  onCancel,
}: {
  notice: LimitNotice | undefined;
  currency: CurrencyLike;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useWalletTranslation();
  const values = {
    provider: notice?.provider ?? '',
    limit: notice ? formatMoney(notice.limit, { currency }) : '',
  };
  return (
    <>
      <ConfirmDialog
        open={notice?.kind === 'confirmContinue'}
        title={t('limit.title')}
        message={t('limit.in', values)}
        confirmLabel={t('limit.continue')}
        cancelLabel={t('limit.cancel')}
        onConfirm={onContinue}
        onCancel={onCancel}
      />
      <AlertDialog
        open={notice?.kind === 'confirmOnly'}
        title={t('limit.title')}
        message={t('limit.out', values)}
        confirmLabel={t('limit.confirm')}
        onConfirm={onContinue}
      />
    </>
  );
}
