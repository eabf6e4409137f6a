/**
 * Fast transfer (spec "fast transfer"): one tap moves everything into a provider's wallet (the
 * whole main balance, say before opening one of its games) or everything back out of it. The
 * balances are read fresh from the provider's transfer info first, the spec §5 limit warning
 * still applies, and the outcome is always said (done, still waiting, or the server's refusal).
 * It sends through the shared transfer flow (`useTransferFlow`): one at a time, and a retry after
 * a lost answer resends the first attempt's Idempotency-Key.
 * Exported for other screens (the game list) through `@lobby/feature-wallet`.
 */
import { useLazyTransferInfoQuery, useTransferMutation } from '@lobby/api-client/wallet';
import { transferLimitNotice } from '@lobby/domain/entities';
import { TransferAction } from '@lobby/domain/enums';
import { formatMoney } from '@lobby/domain/money';
import { Button, useToast } from '@lobby/ui';
import type { ButtonProps } from '@lobby/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { useTransferFlow } from '@lobby/api-client/react/transfer-flow';
import { useBrandCurrency, useCurrencyLoader } from '@lobby/api-client/config';
import { TransferLimitDialog } from './transfer-limit-dialog.tsx';
import type { LimitNotice } from './transfer-limit-dialog.tsx';
import type { TransferOutcome } from './use-transfer-form.ts';

/** The provider a fast transfer moves money to or from. */
export interface FastTransferChannel {
  readonly id: number;
  readonly name: string;
}

/** What {@link useFastTransfer} answers. */
export interface FastTransfer {
  /**
   * Moves everything: the main balance into `channel` (`TransferAction.In`) or the provider's
   * balance back (`TransferAction.Out`). Resolves to the outcome, or `undefined` when nothing
   * moved (nothing to move, the member cancelled the warning, or a refusal, already shown).
   */
  run(channel: FastTransferChannel, action: TransferAction): Promise<TransferOutcome | undefined>;
  /** Whether a fast transfer is in flight. */
  readonly busy: boolean;
  /** The §5 warning dialog: render it once wherever the hook is used. */
  readonly dialog: ReactElement;
}

/** One-tap "everything in" / "everything out" with progress, warning and outcome. */
export function useFastTransfer(): FastTransfer {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const currency = useBrandCurrency();
  const loadCurrency = useCurrencyLoader();
  const [loadInfo] = useLazyTransferInfoQuery();
  const [send] = useTransferMutation();
  const flow = useTransferFlow<TransferOutcome>(send);
  const [notice, setNotice] = useState<{ notice: LimitNotice; answer: (go: boolean) => void }>();

  const ask = (next: LimitNotice) =>
    new Promise<boolean>((resolve) =>
      setNotice({
        notice: next,
        answer: (go) => {
          setNotice(undefined);
          resolve(go);
        },
      }),
    );

  /** Reads the balances, warns when §5 says so, sends and says the outcome. */
  const moveAll = async (channel: FastTransferChannel, action: TransferAction) => {
    const info = await loadInfo(
      { channel_id: channel.id, action, $options: { handleErrors: true } },
      false,
    ).unwrap();
    const amount = action === TransferAction.In ? info.money : info.balance;
    if (amount <= 0) {
      toast.show(
        action === TransferAction.In
          ? t('fast.nothingIn')
          : t('fast.nothingOut', { provider: channel.name }),
        { tone: 'info' },
      );
      return undefined;
    }
    const kind = transferLimitNotice(info, action);
    if (
      kind !== 'none' &&
      !(await ask({ kind, provider: channel.name, limit: info.transfer_in_limit }))
    )
      return undefined;
    const attempt = await flow.move({ action, amount, channel_id: channel.id });
    if (!attempt.ok) throw attempt.failure;
    const outcome = attempt.answer;
    const values = {
      amount: formatMoney(amount, { currency: await loadCurrency() }),
      provider: channel.name,
    };
    if (outcome.transfer.status === 2)
      toast.success(
        action === TransferAction.In ? t('fast.doneIn', values) : t('fast.doneOut', values),
      );
    else toast.show(t('result.pendingToast', values), { tone: 'warning' });
    return outcome;
  };

  // One fast transfer at a time, busy from the balance read to the outcome.
  const run = async (channel: FastTransferChannel, action: TransferAction) =>
    (await flow.exclusive(() =>
      flow.whileSending(async () => {
        try {
          return await moveAll(channel, action);
        } catch (error) {
          toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
          return undefined;
        }
      }),
    )) ?? undefined;

  const dialog = (
    <TransferLimitDialog
      notice={notice?.notice}
      currency={currency}
      onContinue={() => notice?.answer(true)}
      onCancel={() => notice?.answer(false)}
    />
  );
  return { run, busy: flow.sending, dialog };
}

/** Props of {@link FastTransferButton}. */
export interface FastTransferButtonProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'fullWidth'
> {
  /** The provider whose balance the button moves. */
  readonly channel: FastTransferChannel;
  /** `TransferAction.In`: everything into the provider; `Out`: everything back. */
  readonly action: TransferAction;
  /** Told the outcome when money moved. */
  onDone?(outcome: TransferOutcome): void;
  /**
   * Shows only "All in" / "All out" where the provider is named beside the button already (a
   * wallet tile on a phone has no room for both); the button's name still says the provider.
   */
  readonly compact?: boolean;
}

/** A button moving everything into a provider's wallet, or back, in one tap. */
export function FastTransferButton({
  channel,
  action,
  onDone,
  compact = false,
  ...button
}: FastTransferButtonProps) {
  const { t } = useWalletTranslation();
  const fast = useFastTransfer();
  const into = action === TransferAction.In;
  const name = into
    ? t('fast.allIn', { provider: channel.name })
    : t('fast.allOut', { provider: channel.name });
  // The short label names the provider too, its visible words first (WCAG's label in name).
  const compactName = into
    ? t('fast.allInNamed', { provider: channel.name })
    : t('fast.allOutNamed', { provider: channel.name });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        {...button}
        aria-label={compact ? compactName : undefined}
        iconStart="wallet"
        loading={fast.busy}
        onClick={async () => {
          const outcome = await fast.run(channel, action);
          if (outcome) onDone?.(outcome);
        }}
      >
        {compact ? t(into ? 'fast.allInShort' : 'fast.allOutShort') : name}
      </Button>
      {fast.dialog}
    </>
  );
}
