/**
 * Retrying a pending transfer (the provider did not confirm it): the SDK's `transferRetry`
 * is idempotent (it carries an Idempotency-Key and the server settles a transfer once), so the
 * member may tap Retry as often as they like. Every outcome is said: completed, failed with
 * the money back, or still waiting; a refusal shows the server's message. Never silent.
 */
import { useTransferRetryMutation } from '@lobby/api-client/wallet';
import type { TransferRecord } from '@lobby/contract/wallet';
import { TransferAction } from '@lobby/domain/enums';
import { useSingleFlight, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { RecordState } from '../parts/status.ts';

/** What {@link useTransferRetry} answers. */
export interface TransferRetry {
  /** Asks the provider again about one pending transfer. */
  retry(record: TransferRecord): Promise<void>;
  /** Whether a retry of this transfer is in flight. */
  busy(id: number): boolean;
  /** Transfers settled by a retry on this screen, newest first, to show their outcome. */
  readonly settled: readonly TransferRecord[];
}

/** Retry with progress per transfer, a toast for every outcome and the settled ones kept. */
export function useTransferRetry(): TransferRetry {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const [send] = useTransferRetryMutation();
  const once = useSingleFlight();
  const [inFlight, setInFlight] = useState<ReadonlySet<number>>(new Set());
  const [settled, setSettled] = useState<readonly TransferRecord[]>([]);

  const mark = (id: number, on: boolean) =>
    setInFlight((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const retry = async (record: TransferRecord) => {
    await once.run(async () => {
      mark(record.id, true);
      try {
        const after = await send({ id: record.id, $options: { handleErrors: true } }).unwrap();
        const values = { provider: after.channel_name, order: after.order_no };
        if (after.status === RecordState.Success) {
          toast.success(t('retry.success', values));
        } else if (after.status === RecordState.Failed) {
          const back = after.action === TransferAction.In ? t('wallet.main') : after.channel_name;
          toast.show(t('retry.failed', { ...values, wallet: back }), { tone: 'warning' });
        } else {
          toast.show(t('retry.stillPending', values), { tone: 'info' });
        }
        if (after.status !== RecordState.Pending)
          setSettled((list) => [after, ...list.filter((item) => item.id !== after.id)]);
      } catch (error) {
        toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
      } finally {
        mark(record.id, false);
      }
    }, `retry:${record.id}`);
  };

  return { retry, busy: (id) => inFlight.has(id), settled };
}
