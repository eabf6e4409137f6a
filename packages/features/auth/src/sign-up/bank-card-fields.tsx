/**
 * The bank account a sign-up asks for when the brand's member settings want one
 * (`member.register_bank_info`): the bank from the banks offered at registration
 * (`GET /reg_bank_list`), the account number, the branch code where the bank asks for one, and
 * the holder's name. The rules are the add-card screen's (`@lobby/domain` bank-card); the form
 * owns the values and their checks, this draws them, with the bank list's loading, empty and
 * failed states.
 */
import type { BankEntry } from '@lobby/domain/entities';
import type { Bounds, BankCardEntry } from '@lobby/domain/validators';
import { asksBranch } from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import { Button, Hint, Select, TextField } from '@lobby/ui';
import styled from 'styled-components';
import { useAuthTranslation } from '../i18n.ts';
import type { FieldBinding } from '@lobby/ui';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${tokenVars.space.xs};
    font-weight: 600;
  }
`;

/** Props of {@link BankCardFields}. */
export interface BankCardFieldsProps {
  /** Whether the brand requires the account (setting above 1) rather than offers it. */
  readonly required: boolean;
  /** The banks offered at registration; undefined while they load. */
  readonly banks: readonly BankEntry[] | undefined;
  /** The bank list could not be loaded. */
  readonly failed: boolean;
  /** Asks for the bank list again. */
  readonly onRetry: () => void;
  /** The configured account-number bounds (shown as the hint of a bank account). */
  readonly bounds: Bounds;
  /** The account's values as typed. */
  readonly values: BankCardEntry;
  /** A field's binding from the form (value, change, mark and message). */
  readonly field: (
    name: keyof BankCardEntry,
  ) => Pick<FieldBinding, 'value' | 'onChange' | 'status' | 'message'>;
  /** Picks a bank (the select's change). */
  readonly onBank: (name: string) => void;
}

/** The sign-up's bank account fields. */
export function BankCardFields({
  required,
  banks,
  failed,
  onRetry,
  bounds,
  values,
  field,
  onBank,
}: BankCardFieldsProps) {
  const { t } = useAuthTranslation();
  const label = (key: string) =>
    required ? t(`signUpBank.${key}`) : t('fields.optional', { field: t(`signUpBank.${key}`) });
  const bank = banks?.find((b) => b.name === values.bank_name);
  const bankField = field('bank_name');
  const isBankAccount = (bank?.type ?? 1) === 1;

  let picker;
  if (failed && !banks) {
    picker = (
      <div role="alert">
        <Hint>{t('signUpBank.loadFailed')}</Hint>
        <Button type="button" variant="secondary" size="sm" onClick={onRetry} iconStart="refresh">
          {t('signUpBank.retry')}
        </Button>
      </div>
    );
  } else if (banks && banks.length === 0) {
    picker = <Hint>{t('signUpBank.none')}</Hint>;
  } else {
    picker = (
      <Select
        label={label('bank')}
        placeholder={banks ? t('signUpBank.chooseBank') : t('signUpBank.loading')}
        options={(banks ?? []).map((b) => ({ value: b.name, label: b.name }))}
        value={values.bank_name}
        onChange={onBank}
        disabled={!banks}
        aria-busy={!banks}
        required={required}
        status={bankField.status}
        message={bankField.message}
      />
    );
  }

  return (
    <Fieldset>
      <legend>{t('signUpBank.legend')}</legend>
      <Hint>{t('signUpBank.lead')}</Hint>
      {picker}
      <TextField
        {...field('account_number')}
        label={label('accountNumber')}
        inputMode={isBankAccount ? 'numeric' : 'text'}
        autoComplete="off"
        required={required}
        hint={isBankAccount ? t('signUpBank.accountHint', { ...bounds }) : undefined}
        name="bank-account-number"
      />
      {asksBranch(bank) ? (
        <TextField
          {...field('branch')}
          label={t('signUpBank.branch')}
          autoComplete="off"
          required
          name="bank-branch"
        />
      ) : null}
      <TextField
        {...field('account_name')}
        label={label('holder')}
        autoComplete="name"
        required={required}
        hint={t('signUpBank.holderHint')}
        maxLength={64}
        name="bank-account-name"
      />
    </Fieldset>
  );
}
