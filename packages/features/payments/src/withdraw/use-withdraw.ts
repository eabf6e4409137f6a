/**
 * The withdrawal screen's data and actions: the limits and cards of the member's VIP group
 * (`payments.withdrawInfo`), whether a withdrawal password must be set first, the form with
 * every limit checked before sending, and the recent withdrawals with cancel.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import {
  useWithdrawCancelMutation,
  useWithdrawInfoQuery,
  useWithdrawMutation,
  useWithdrawalsQuery,
} from '@lobby/api-client/payments';
import { useSessionSnapshot } from '@lobby/api-client/react';
import type { WithdrawalRecord } from '@lobby/contract/payments';
import { fromMinor } from '@lobby/domain/money';
import {
  VALID,
  invalid,
  isBlank,
  validateAmount,
  validateWithdrawalPasswordEntry,
} from '@lobby/domain/validators';
import { useForm, useSingleFlight, useToast } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentsTranslation } from '../i18n.ts';
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { useMoneyFormat } from '../parts/use-money-format.ts';
import type { WithdrawScreenProps } from '../types.ts';

const QUIET = { handleErrors: true } as const;
const FIELDS = ['bank_card_id', 'amount', 'withdraw_password'] as const;

/** How many recent withdrawals the screen lists. */
export const RECENT_WITHDRAWALS = 10;

/** The withdrawal screen's model. */
export function useWithdraw({ session }: Pick<WithdrawScreenProps, 'session'>) {
  const { t } = usePaymentsTranslation();
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const { signedIn } = useSessionSnapshot(session);
  const { currency, format } = useMoneyFormat();
  const offset = usePlatformOffset();

  const infoQuery = useWithdrawInfoQuery({ $options: QUIET }, { skip: !signedIn });
  const info = infoQuery.data;
  const recent = useWithdrawalsQuery(
    { page: 1, page_size: RECENT_WITHDRAWALS, $options: QUIET },
    { skip: !signedIn },
  );
  // A refusal saying no password is set wins over an info answer read before it was cleared.
  const [passwordMissing, setPasswordMissing] = useState(false);
  const needsPassword = info ? !info.has_withdraw_password || passwordMissing : false;
  useEffect(() => {
    if (info?.has_withdraw_password && infoQuery.isSuccess && !infoQuery.isFetching)
      setPasswordMissing(false);
  }, [info?.has_withdraw_password, infoQuery.isSuccess, infoQuery.isFetching]);

  const countLeft =
    info && info.daily_count > 0
      ? Math.max(0, info.daily_count - info.used_count_today)
      : undefined;
  const amountLeft =
    info && info.daily_amount > 0
      ? Math.max(0, info.daily_amount - info.used_amount_today)
      : undefined;
  /** The most one withdrawal may take now: the balance, the per-withdrawal and the daily limits. */
  const most = info
    ? Math.max(
        0,
        Math.min(
          info.money,
          info.max_amount > 0 ? info.max_amount : Number.MAX_SAFE_INTEGER,
          amountLeft ?? Number.MAX_SAFE_INTEGER,
        ),
      )
    : 0;
  const blocked: 'turnover' | 'count' | undefined = !info
    ? undefined
    : info.turnover_required > 0
      ? 'turnover'
      : countLeft === 0
        ? 'count'
        : undefined;

  const firstCard = info?.cards[0]?.id;
  const form = useForm({
    translate: tm,
    // The refusal is read where it is: beneath the field the member is taken back to.
    focusRefusedField: true,
    initial: { bank_card_id: '', amount: '', withdraw_password: '' },
    validators: {
      bank_card_id: (v) =>
        isBlank(v.bank_card_id) ? invalid('PLEASE_SELECT_BANK_ACCOUNT') : VALID,
      amount: (v) => {
        const checked = validateAmount(v.amount, {
          decimals: currency.decimals,
          // Bounds read as money, like the limits hint above the field.
          formatBound: format,
          ...(info && info.min_amount > 0 ? { min: info.min_amount } : {}),
          ...(info && info.max_amount > 0 ? { max: info.max_amount } : {}),
          ...(info ? { balance: info.money } : {}),
        });
        if (!checked.valid) return checked;
        if (amountLeft !== undefined && checked.minor > amountLeft)
          return invalid('WITHDRAWAL_LIMIT_NOT_MET');
        return VALID;
      },
      // The one already set: only its format (an older, simpler one still opens it).
      withdraw_password: (v) => validateWithdrawalPasswordEntry(v.withdraw_password),
    },
  });
  // The first card is chosen for the member; they change it when they have several.
  const { set: setField } = form;
  const chosenCard = form.values.bank_card_id;
  useEffect(() => {
    const ids = info?.cards.map((c) => String(c.id)) ?? [];
    if (firstCard !== undefined && !ids.includes(chosenCard))
      setField('bank_card_id', String(firstCard));
  }, [firstCard, info?.cards, chosenCard, setField]);

  const [withdraw] = useWithdrawMutation();
  const sending = useSingleFlight();
  const submit = () =>
    sending.run(async () => {
      if (blocked) return;
      if (!form.validate()) return;
      const checked = validateAmount(form.values.amount, { decimals: currency.decimals });
      if (!checked.valid) return;
      try {
        await withdraw({
          bank_card_id: Number(form.values.bank_card_id),
          amount: checked.minor,
          withdraw_password: form.values.withdraw_password,
          $options: QUIET,
        }).unwrap();
        toast.success(t('withdraw.requested', { amount: format(checked.minor) }));
        form.reset({ bank_card_id: form.values.bank_card_id, amount: '', withdraw_password: '' });
      } catch (error) {
        const lobby = lobbyErrorOf(error);
        if (lobby?.code === 'WITHDRAW_PASSWORD_NOT_SET') setPasswordMissing(true);
        const field = errorField(lobby, FIELDS);
        if (field && lobby) form.setServerError(field, lobby.message);
        else toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      }
    });

  /* Cancelling a pending withdrawal, after a confirmation. */
  const [cancelWithdrawal] = useWithdrawCancelMutation();
  const cancelling = useSingleFlight();
  const [toCancel, setToCancel] = useState<WithdrawalRecord | undefined>();
  const confirmCancel = () =>
    cancelling.run(async () => {
      const record = toCancel;
      if (!record) return;
      try {
        await cancelWithdrawal({ id: record.id, $options: QUIET }).unwrap();
        toast.success(t('withdrawals.cancelled', { amount: format(record.amount) }));
      } catch (error) {
        toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      } finally {
        setToCancel(undefined);
      }
    });

  return {
    t,
    signedIn,
    currency,
    format,
    offset,
    infoQuery,
    info,
    needsPassword,
    countLeft,
    amountLeft,
    blocked,
    form,
    fillMost: () => form.set('amount', fromMinor(most, currency.decimals)),
    canFillMost: most > 0,
    submit,
    sending: sending.busy,
    recent,
    toCancel,
    askCancel: setToCancel,
    dismissCancel: () => setToCancel(undefined),
    confirmCancel,
    cancelBusy: cancelling.busy,
  };
}

/** What {@link useWithdraw} returns. */
export type WithdrawModel = ReturnType<typeof useWithdraw>;
