/**
 * The add-bank-card form every layout shares: the supported banks (`GET /getBclc`), spec §5's
 * account rule for the chosen bank's type (type 1: digits within the configured bounds; other
 * types: only required), the branch code where the bank asks for one, the holder's name (the
 * member's real name to start with), the withdrawal password (a card is where withdrawals go,
 * so the server asks for it), the card limit, and back to the list after success.
 */
import { useBanksQuery, usePermissionsQuery } from '@lobby/api-client/config';
import { useAddBankCardMutation, useBankCardsQuery } from '@lobby/api-client/payments';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { PaymentType } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import {
  asksBranch,
  compactAccount,
  lengthBounds,
  validateBankCardField,
  validateWithdrawalPasswordEntry,
} from '@lobby/domain/validators';
import { useForm, useToast } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePaymentsTranslation } from '../i18n.ts';
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import type { AddBankCardScreenProps } from '../types.ts';

const QUIET = { handleErrors: true } as const;
const FIELDS = [
  'bank_name',
  'account_name',
  'account_number',
  'branch',
  'withdraw_password',
] as const;

/** The add-bank-card model. */
export function useAddBankCard({ session }: Pick<AddBankCardScreenProps, 'session'>) {
  const { t } = usePaymentsTranslation();
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const navigate = useNavigate();
  const snapshot = useSessionSnapshot(session);
  const signedIn = snapshot.signedIn;
  const banksQuery = useBanksQuery();
  const banks = banksQuery.data ?? [];
  const cards = useBankCardsQuery({ $options: QUIET }, { skip: !signedIn });
  const bounds = lengthBounds('configured', usePermissionsQuery().data?.member).bankCard;
  const atLimit = cards.data ? cards.data.list.length >= cards.data.max : false;

  const form = useForm({
    translate: tm,
    // The refusal is read where it is: beneath the field the member is taken back to.
    focusRefusedField: true,
    initial: {
      bank_name: '',
      account_number: '',
      branch: '',
      account_name: '',
      withdraw_password: '',
    },
    validators: {
      // The same checks as the sign-up form's card and the API's (`@lobby/domain` bank-card).
      bank_name: (v) => validateBankCardField('bank_name', v, banks, bounds),
      account_number: (v) => validateBankCardField('account_number', v, banks, bounds),
      branch: (v) => validateBankCardField('branch', v, banks, bounds),
      account_name: (v) => validateBankCardField('account_name', v, banks, bounds),
      // The one already set: only its format (an older, simpler one still opens it).
      withdraw_password: (v) => validateWithdrawalPasswordEntry(v.withdraw_password),
    },
  });
  const bank = banks.find((b) => b.name === form.values.bank_name);

  // The holder is usually the member: start from their real name once it is known.
  const realName = snapshot.userInfo?.real_name ?? '';
  const prefilled = useRef(false);
  const { set } = form;
  useEffect(() => {
    if (prefilled.current || !realName) return;
    prefilled.current = true;
    set('account_name', realName);
  }, [realName, set]);

  const [add] = useAddBankCardMutation();
  // The form's submit validates first and runs once however often it is tapped; a refusal is
  // read here, since a field's refusal goes beneath it without a toast.
  const submit = () =>
    form.submit(async () => {
      const { values } = form;
      try {
        await add({
          bank_name: values.bank_name,
          account_name: values.account_name.trim(),
          account_number: compactAccount(values.account_number),
          ...(asksBranch(bank) || values.branch.trim() ? { branch: values.branch.trim() } : {}),
          withdraw_password: values.withdraw_password,
          $options: QUIET,
        }).unwrap();
        toast.success(t('addCard.added'));
        navigate(getHref('BANK_CARD_LIST'));
      } catch (error) {
        const lobby = lobbyErrorOf(error);
        // None set yet, or locked after wrong ones: the server's words belong under the field.
        const field =
          lobby?.code === 'WITHDRAW_PASSWORD_NOT_SET' || lobby?.code === 'WITHDRAW_PASSWORD_LOCKED'
            ? 'withdraw_password'
            : errorField(lobby, FIELDS);
        if (field && lobby) form.setServerError(field, lobby.message);
        else toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      }
    });

  return {
    t,
    signedIn,
    banksQuery,
    banks,
    bank,
    bounds,
    asksBranch: asksBranch(bank),
    /** The account rule in words, for the hint under the field. */
    accountHint:
      (bank?.type ?? PaymentType.Bank) === PaymentType.Bank
        ? tm('BANK_ACCOUNT_LENGTH', { min: bounds.min, max: bounds.max })
        : undefined,
    cards,
    atLimit,
    max: cards.data?.max,
    form,
    submit,
    busy: form.busy(),
    back: () => navigate(getHref('BANK_CARD_LIST')),
  };
}

/** What {@link useAddBankCard} returns: every layout draws it its own way. */
export type AddBankCardModel = ReturnType<typeof useAddBankCard>;
