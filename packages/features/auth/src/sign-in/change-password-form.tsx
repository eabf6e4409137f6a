/**
 * The forced password change: a login that answered `change_password` carries a one-time
 * ticket; the member sets a new password and is then signed in.
 */
import { useChangeInitialPasswordMutation } from '@lobby/api-client/auth';
import { validatePassword, validatePasswordConfirmation } from '@lobby/domain/validators';
import { Button, useToast } from '@lobby/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { useValidatedForm } from '../form/use-validated-form.ts';
import { FormStack, Lead } from './form-layout.tsx';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  readonly ticket: string;
  onDone(): void;
  onCancel(): void;
}

type Values = { password: string; confirmation: string };

/** The forced password change form. */
export function ChangePasswordForm({ ticket, onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const rules = useMemberRules();
  const [change, { isLoading }] = useChangeInitialPasswordMutation();
  const form = useValidatedForm<Values>({
    initial: { password: '', confirmation: '' },
    validators: {
      password: (v) => validatePassword(v.password, rules.bounds.password),
      confirmation: (v) => validatePasswordConfirmation(v.password, v.confirmation),
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      await change({
        ticket,
        password: form.values.password,
        password_confirmation: form.values.confirmation,
        $options: { handleErrors: true },
      }).unwrap();
      toast.success(t('changePassword.done'));
      onDone();
    } catch (rejection) {
      const error = lobbyErrorOf(rejection);
      const message = error?.message ?? t('changePassword.failed');
      const field = errorField(error, ['password'] as const);
      if (field) form.setServerError(field, message);
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
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('changePassword.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
        {t('common.back')}
      </Button>
    </FormStack>
  );
}
