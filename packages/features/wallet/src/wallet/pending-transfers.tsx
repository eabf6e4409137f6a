/**
 * Transfers the provider has not confirmed (status 1), on the wallet: their age and a Retry
 * each; a transfer settled by a retry stays listed with its outcome, so money in transit is
 * never out of sight. Nothing shows while there is nothing pending or settled.
 */
import { useTransfersQuery } from '@lobby/api-client/wallet';
import { Badge, Hint, Icon, LoadError, ScreenSection, SectionTitle } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { RecordState } from '../parts/status.ts';
import { TransferRow, TransferRows } from '../parts/transfer-row.tsx';
import { useNow } from '../parts/use-now.ts';
import { useTransferRetry } from '../transfer-list/use-transfer-retry.ts';

/** How many pending transfers the wallet lists (the transfer list has them all). */
const PENDING_SHOWN = 20;

/** The wallet's pending transfers section (see the module note). */
export function PendingTransfers({ currency, offset }: { currency: CurrencyLike; offset: number }) {
  const { t } = useWalletTranslation();
  const now = useNow();
  const pending = useTransfersQuery({
    status: RecordState.Pending,
    page_size: PENDING_SHOWN,
    $options: { handleErrors: true },
  });
  const retry = useTransferRetry();
  const list = pending.data?.list ?? [];
  // A retried transfer shows its outcome at once, and stays in sight once the list drops it.
  const settledById = new Map(retry.settled.map((record) => [record.id, record]));
  const settled = retry.settled.filter((done) => !list.some((item) => item.id === done.id));
  const rows = [...list.map((item) => settledById.get(item.id) ?? item), ...settled];

  if (pending.isError && !pending.isFetching) {
    return (
      <ScreenSection aria-labelledby="wallet-pending">
        <SectionTitle id="wallet-pending">{t('pending.title')}</SectionTitle>
        <LoadError
          message={errorMessage(pending.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          onRetry={() => void pending.refetch()}
        />
      </ScreenSection>
    );
  }
  if (list.length === 0 && settled.length === 0) return null;
  return (
    <ScreenSection aria-labelledby="wallet-pending">
      <SectionTitle id="wallet-pending">
        <Icon name="warning" size={18} />
        {t('pending.title')}
        {list.length > 0 ? <Badge tone="pending">{list.length}</Badge> : null}
      </SectionTitle>
      {list.length > 0 ? <Hint>{t('pending.hint')}</Hint> : null}
      <TransferRows aria-label={t('pending.title')} aria-busy={pending.isFetching}>
        {rows.map((record) => (
          <TransferRow
            key={record.id}
            record={record}
            currency={currency}
            offset={offset}
            now={now}
            onRetry={(r) => void retry.retry(r)}
            retrying={retry.busy(record.id)}
          />
        ))}
      </TransferRows>
    </ScreenSection>
  );
}
