/**
 * The sign-in's second step (beyond the spec): a login that answered `second_factor` carries a
 * one-time ticket; the member types the code of their authenticator app, or one of their
 * recovery codes, and is then signed in.
 */
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useCodeSignInMutation } from '@lobby/api-client/two-factor';
import { VALID, invalid } from '@lobby/domain/validators';
import type { ValidationResult } from '@lobby/domain/validators';
import { Button, TextField, useForm, useToast } from '@lobby/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAuthTranslation } from '../i18n.ts';
import { FormStack, Lead } from './form-layout.tsx';
import { useTranslation } from 'react-i18next';

/** Props of {@link SecondFactorForm}. */
export interface SecondFactorFormProps {
  /** The ticket the sign-in answered with, traded here with a code for the session. */
  readonly ticket: string;
  /** Called once the member is signed in, with their username. */
  onDone(username: string): void;
  /** Leaves the form for the sign-in form (the ticket is dropped). */
  onCancel(): void;
}

type Values = { code: string };

/** Whether `value` is what the chosen kind of code looks like. */
const codeRule =
  (recovery: boolean) =>
  (v: Values): ValidationResult =>
    (recovery ? /^[A-Za-z2-7 -]{16,32}$/ : /^\d{6}$/).test(v.code.trim())
      ? VALID
      : invalid('PLEASE_ENTER_OTP');

/** The second-factor step of every sign-in. */
export function SecondFactorForm({ ticket, onDone, onCancel }: SecondFactorFormProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const [recovery, setRecovery] = useState(false);
  const [signIn, { isLoading }] = useCodeSignInMutation();
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: { code: '' },
    validators: { code: codeRule(recovery) },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const code = form.values.code.trim();
    try {
      const answer = await signIn({
        ticket,
        ...(recovery ? { recovery_code: code } : { code }),
        $options: { handleErrors: true },
      }).unwrap();
      onDone(answer.username);
    } catch (rejection) {
      const error = lobbyErrorOf(rejection);
      const message = error?.message ?? t('secondFactor.failed');
      if (errorField(error, ['code', 'recovery_code'] as const))
        form.setServerError('code', message);
      toast.error(message);
      // A void ticket (expired, used): back to the password.
      if (error?.field === 'ticket') onCancel();
    }
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('secondFactor.title')}>
      <h2>{t('secondFactor.title')}</h2>
      <Lead>{recovery ? t('secondFactor.leadRecovery') : t('secondFactor.lead')}</Lead>
      <TextField
        {...form.field('code')}
        label={recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 32 : 6}
        autoFocus
        required
      />
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('secondFactor.submit')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        onClick={() => {
          setRecovery((r) => !r);
          form.set('code', '');
        }}
      >
        {recovery ? t('secondFactor.useCode') : t('secondFactor.useRecovery')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
        {t('common.back')}
      </Button>
    </FormStack>
  );
}
