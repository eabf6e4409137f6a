/**
 * What every add-bank-card layout composes, so the variants differ only in arrangement and
 * styling: the detail fields, the form frame (limit notice, submit, cancel, the safety line), the
 * guest prompt, the preview's number grouping, and the banks as radios on the page. Behaviour changes here reach all of them.
 */
import { Button, Hint, Icon, Select, SignInPrompt, Skeleton, TextField } from '@lobby/ui';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Notice, Stack } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import { compactAccount } from '@lobby/domain/validators';
import { useAddBankCard } from './use-add-bank-card.ts';
import type { AddBankCardModel } from './use-add-bank-card.ts';

/**
 * The fields after the bank, the same in every layout (their look comes from the theme): the
 * withdrawal password comes last, as the confirmation of what was typed above it.
 */
export function DetailFields({ model }: { model: AddBankCardModel }) {
  const { t, form } = model;
  return (
    <>
      <TextField
        label={t('addCard.accountNumber')}
        inputMode={model.bank?.type === 1 || !model.bank ? 'numeric' : 'text'}
        autoComplete="off"
        required
        hint={model.accountHint}
        {...form.field('account_number')}
      />
      {model.asksBranch ? (
        <TextField
          label={t('addCard.branch')}
          autoComplete="off"
          required
          {...form.field('branch')}
        />
      ) : null}
      <TextField
        label={t('addCard.holder')}
        autoComplete="name"
        required
        hint={t('addCard.holderHint')}
        {...form.field('account_name')}
      />
      <TextField
        label={t('addCard.withdrawPassword')}
        type="password"
        autoComplete="off"
        revealLabel={t('password.reveal')}
        required
        hint={t('addCard.withdrawPasswordHint')}
        {...form.field('withdraw_password')}
      />
    </>
  );
}

/**
 * The form frame: a skeleton while the banks load, then the form with the card limit, the
 * layout's fields, submit, cancel and the safety line.
 */
export function FormFrame({
  props,
  model,
  children,
  submitLabel,
}: {
  props: AddBankCardScreenProps;
  model: AddBankCardModel;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { t } = model;
  if (model.banksQuery.isLoading) return <Skeleton lines={4} />;
  return (
    <Stack
      noValidate
      aria-label={t('addCard.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
    >
      {model.atLimit ? (
        <Notice $tone="warning" role="status">
          <Icon name="warning" size={18} />
          <span>{t('cards.limitReached', { max: model.max ?? 0 })}</span>
        </Notice>
      ) : null}
      {children}
      <Button type="submit" fullWidth size="lg" loading={model.busy} disabled={model.atLimit}>
        {submitLabel ?? t('addCard.submit')}
      </Button>
      <Button variant="ghost" fullWidth onClick={model.back}>
        {t('addCard.cancel')}
      </Button>
      <Hint>{t('addCard.safe', { brand: props.brandName })}</Hint>
    </Stack>
  );
}

/**
 * The layout's model, or the sign-in prompt in its place for a guest (the form needs an account
 * before it can ask the server anything).
 */
export function useAddBankCardScreen(props: AddBankCardScreenProps) {
  const model = useAddBankCard(props);
  const guest = !model.signedIn ? (
    <SignInPrompt
      title={model.t('guest.title')}
      text={model.t('guest.cardsText', { brand: props.brandName })}
      action={model.t('guest.signIn')}
      onRequireSignIn={props.onRequireSignIn}
    />
  ) : null;
  return { model, guest };
}

/** The bank as a native select, for the layouts that keep the choice compact (LITE, PRO-SLEEK). */
export function BankSelect({ model }: { model: AddBankCardModel }) {
  const { t, form } = model;
  const bankField = form.field('bank_name');
  return (
    <Select
      label={t('addCard.bank')}
      placeholder={t('addCard.chooseBank')}
      options={model.banks.map((bank) => ({ value: bank.name, label: bank.name }))}
      value={bankField.value}
      onChange={(name) => form.set('bank_name', name)}
      status={bankField.status}
      message={bankField.message}
      required
    />
  );
}

/** "n of max cards" once both are known (the layouts that show the slots used), else undefined. */
export function cardCountText(model: AddBankCardModel): string | undefined {
  const count = model.cards.data?.list.length;
  return count !== undefined && model.max !== undefined
    ? model.t('cards.count', { count, max: model.max })
    : undefined;
}

/** Groups an account number in fours for the preview; dots stand in for the digits to come. */
export function previewNumber(text: string): string {
  const digits = compactAccount(text) || '••••••••••••';
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The banks as radios on the page, for the layouts that show them all at once; each layout
 * styles it through `className` (`.option`, `.error`). The error is tied to the group so a
 * screen reader hears why the group is wrong.
 */
export function BankRadios({
  model,
  name,
  legend,
  className,
}: {
  model: AddBankCardModel;
  name: string;
  legend: string;
  className?: string;
}) {
  const { form } = model;
  const message = form.field('bank_name').message;
  const errorId = useId();
  return (
    <div className={className}>
      <fieldset aria-describedby={message ? errorId : undefined}>
        <legend>{legend}</legend>
        {model.banks.map((bank) => (
          <label className="option" key={bank.name}>
            <input
              type="radio"
              name={name}
              value={bank.name}
              checked={form.values.bank_name === bank.name}
              onChange={() => form.set('bank_name', bank.name)}
            />
            <img src={bank.logo} alt="" />
            <span>{bank.name}</span>
            <Icon name="check" size={16} className="mark" />
          </label>
        ))}
      </fieldset>
      {message ? (
        <p id={errorId} className="error" role="alert">
          <Icon name="warning" size={14} />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The bits of radio styling every layout repeats: inputs under their faces, focus on the face. */
export const radioBase = `
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .option {
    position: relative;
    cursor: pointer;
  }
  .option input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .option .mark {
    visibility: hidden;
  }
  .option:has(input:checked) .mark {
    visibility: visible;
  }
  .error {
    display: flex;
    align-items: center;
    margin: 0;
  }
`;
