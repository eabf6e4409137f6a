/**
 * The transfer form's state and its one money-moving action. Checks the sides and the amount
 * with the domain's rules first (translated messages under the fields), asks the provider's
 * transfer info for the §5 limit warning, then moves the money through the shared transfer
 * flow (`useTransferFlow`: a double click sends once; a retry after a lost answer reuses the
 * first call's Idempotency-Key so the server never moves it twice), and keeps the result with
 * both new balances.
 */
import {
  useLazyTransferInfoQuery,
  useTransferInfoQuery,
  useTransferMutation,
} from '@lobby/api-client/wallet';
import type { TransferRecord } from '@lobby/contract/wallet';
import { transferLimitNotice } from '@lobby/domain/entities';
import { TransferAction } from '@lobby/domain/enums';
import { fromMinor } from '@lobby/domain/money';
import { validateAmount } from '@lobby/domain/validators';
import { useTransferFlow } from '@lobby/api-client/react/transfer-flow';
import { useToast } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import type { NumberInputRefusal } from '@lobby/ui';
import { useRef, useState } from 'react';
import { useWalletTranslation } from '../i18n.ts';
import { errorField, errorMessage } from '@lobby/api-client';
import { MAIN_WALLET, pickSide, swapSides, transferOf } from './transfer-form.ts';
import type { TransferSides } from './transfer-form.ts';
import type { LimitNotice } from './transfer-limit-dialog.tsx';

/** A field of the form that can carry a message. */
export type TransferField = 'from' | 'to' | 'amount';

/** A finished transfer: the record and both balances after it. */
export interface TransferOutcome {
  readonly transfer: TransferRecord;
  readonly money: number;
  readonly channel_balance: number;
}

/** The form model (see the module note). */
export function useTransferForm({
  initial,
  currency,
  mainBalance,
  channelName,
}: {
  initial: TransferSides;
  currency: CurrencyLike;
  /** The main wallet balance as the session knows it (before a provider is chosen). */
  mainBalance: number | undefined;
  /** A provider's name by id (for the warning and the messages). */
  channelName: (id: number) => string;
}) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const [sides, setSides] = useState<TransferSides>(initial);
  const [errors, setErrors] = useState<Partial<Record<TransferField, string>>>({});
  const [notice, setNotice] = useState<LimitNotice>();
  const [pendingAmount, setPendingAmount] = useState<number>();
  // The amount input, so a server's refusal of the amount takes the member back to it.
  const amountInput = useRef<HTMLInputElement>(null);
  const [send] = useTransferMutation();
  const flow = useTransferFlow<TransferOutcome>(send);
  const { amount, sending } = flow;
  const [loadInfo] = useLazyTransferInfoQuery();
  const call = transferOf(sides);
  const info = useTransferInfoQuery(
    call
      ? { channel_id: call.channelId, action: call.action, $options: { handleErrors: true } }
      : { channel_id: 0 },
    { skip: !call },
  );
  const decimals = currency.decimals;
  const current = call && info.data?.channel_id === call.channelId ? info.data : undefined;
  const source = !call
    ? sides.from === MAIN_WALLET
      ? mainBalance
      : undefined
    : call.action === TransferAction.In
      ? (current?.money ?? mainBalance)
      : current?.balance;

  const message = (key: string, values?: Record<string, string | number>) =>
    t(`messages:${key}`, values ?? {});

  const clear = (field: TransferField) =>
    setErrors((all) => {
      if (!(field in all)) return all;
      const next = { ...all };
      delete next[field];
      return next;
    });

  /** Checks the form; answers the amount (minor units) and the call, or marks the fields. */
  const check = () => {
    const found: Partial<Record<TransferField, string>> = {};
    if (sides.from === '') found.from = message('PLEASE_SELECT');
    if (sides.to === '') found.to = message('PLEASE_SELECT_TRANSFER_TO');
    const parsed = validateAmount(amount, {
      decimals,
      ...(source !== undefined ? { balance: source } : {}),
    });
    if (!parsed.valid) found.amount = message(parsed.message, parsed.values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.valid || !call) return undefined;
    return { minor: parsed.minor, call };
  };

  const move = async (minor: number, target: NonNullable<typeof call>) => {
    const attempt = await flow.move({
      action: target.action,
      amount: minor,
      channel_id: target.channelId,
    });
    if (attempt.ok) {
      const answer = attempt.answer;
      if (answer.transfer.status === 2) toast.success(t('result.doneToast'));
      else
        toast.show(t('result.pendingToast', { provider: answer.transfer.channel_name }), {
          tone: 'warning',
        });
    } else {
      const { failure, error } = attempt;
      const field = errorField(error, ['amount', 'channel_id', 'action'] as const);
      const text = errorMessage(failure, t('messages:FAILED_TO_GET_DATA'));
      // A refusal that concerns a field is said beneath it, once; anything else is a toast.
      if (field === 'amount') {
        setErrors({ amount: text });
        amountInput.current?.focus();
      } else if (field === 'channel_id')
        setErrors({ [target.action === TransferAction.In ? 'to' : 'from']: text });
      else if (field === 'action') setErrors({ to: text });
      else toast.error(text);
    }
  };

  /** Submits: checks, warns about the provider's limit (spec §5), then moves the money. */
  const submit = () =>
    flow.exclusive(async () => {
      const ready = check();
      if (!ready) return;
      try {
        const fresh = await flow.whileSending(() =>
          loadInfo(
            {
              channel_id: ready.call.channelId,
              action: ready.call.action,
              $options: { handleErrors: true },
            },
            true,
          ).unwrap(),
        );
        const kind = transferLimitNotice(fresh, ready.call.action);
        if (kind !== 'none') {
          setPendingAmount(ready.minor);
          setNotice({
            kind,
            provider: channelName(ready.call.channelId),
            limit: fresh.transfer_in_limit,
          });
          return;
        }
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
        return;
      }
      await move(ready.minor, ready.call);
    });

  /** The member went on past the warning. */
  const confirmNotice = () =>
    flow.exclusive(async () => {
      const minor = pendingAmount;
      setNotice(undefined);
      setPendingAmount(undefined);
      if (minor !== undefined && call) await move(minor, call);
    });

  return {
    t,
    sides,
    pick: (side: 'from' | 'to', value: string) => {
      setSides((s) => pickSide(s, side, value));
      clear(side);
      clear(side === 'from' ? 'to' : 'from');
    },
    swap: () => setSides((s) => swapSides(s)),
    amount,
    amountInput,
    /** Says why the amount field refused a keystroke, in the member's language. */
    refusalText: (refusal: NumberInputRefusal) => message(refusal.message, refusal.values),
    setAmount: (text: string) => {
      flow.setAmount(text);
      clear('amount');
    },
    setAmountMinor: (minor: number) => {
      flow.setAmount(fromMinor(minor, decimals));
      clear('amount');
    },
    errors,
    call,
    info: current,
    infoLoading: info.isFetching,
    source,
    sending,
    submit,
    notice,
    confirmNotice,
    cancelNotice: () => {
      setNotice(undefined);
      setPendingAmount(undefined);
    },
    outcome: flow.result,
    startOver: () => {
      flow.clearResult();
      flow.setAmount('');
      setErrors({});
    },
  };
}

/** What {@link useTransferForm} answers. */
export type TransferFormModel = ReturnType<typeof useTransferForm>;
