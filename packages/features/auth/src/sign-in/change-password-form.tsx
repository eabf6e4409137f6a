/**
 * The forced password change: a login that answered `change_password` carries a one-time
 * ticket; the member sets a new password (confirming the brand's minimum age: the account
 * was made by the operator) and is then signed in.
 */
import { useMinimumAge } from '@lobby/api-client/responsible-gambling';
import { useChangeInitialPasswordMutation } from '@lobby/api-client/auth';
import { validatePasswordConfirmation } from '@lobby/domain/validators';
import { Button, useForm, usePasswordStrength, useRecheckOnStrength, useToast } from '@lobby/ui';
import type { FormEvent } from 'react';
import { AgeConfirmation, ageConfirmedBody, ageConfirmedRule } from '../form/age-confirmation.tsx';
import { PasswordField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { FormStack, Lead } from './form-layout.tsx';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** The ticket the sign-in answered with, which lets this form set the new password. */
  readonly ticket: string;
  /** Called once the new password is set (the member is signed in). */
  onDone(): void;
  /** Leaves the form for the sign-in form. */
  onCancel(): void;
}

type Values = { password: string; confirmation: string; ageConfirmed: boolean };

/** The forced password change form. */
export function ChangePasswordForm({ ticket, onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const rules = useMemberRules();
  const [change, { isLoading }] = useChangeInitialPasswordMutation();
  const minimumAge = useMinimumAge();
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: { password: '', confirmation: '', ageConfirmed: false },
    validators: {
      // Read when a check runs, after `strength` below exists: length rules, then strength.
      password: (v) => strength.judge(v.password, rules.bounds.password),
      confirmation: (v) => validatePasswordConfirmation(v.password, v.confirmation),
      ageConfirmed: ageConfirmedRule(minimumAge),
    },
  });
  const strength = usePasswordStrength(form.values.password, {});
  useRecheckOnStrength(form.recheck, 'password', strength);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await change({
        ticket,
        password: form.values.password,
        password_confirmation: form.values.confirmation,
        ...ageConfirmedBody(form.values.ageConfirmed),
        $options: { handleErrors: true },
      }).unwrap();
      toast.success(t('changePassword.done'));
      onDone();
    } catch (rejection) {
      const error = lobbyErrorOf(rejection);
      const message = error?.message ?? t('changePassword.failed');
      const field = errorField(error, ['password', 'age_confirmed'] as const);
      if (field) form.setServerError(field === 'age_confirmed' ? 'ageConfirmed' : field, message);
      toast.error(message);
    }
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
      <h2>{t('changePassword.title')}</h2>
      <Lead>{t('changePassword.lead')}</Lead>
      <PasswordField
        {...form.field('password')}
        label={t('fields.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('confirmation')}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
      <AgeConfirmation age={minimumAge} form={form} />
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('changePassword.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
        {t('common.back')}
      </Button>
    </FormStack>
  );
}
