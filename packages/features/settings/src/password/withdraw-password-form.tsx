/**
 * The withdrawal password (spec "set withdraw password"): 4–16 characters (spec §5). The first
 * one is set with the login password as proof; changing it asks for the current one instead.
 */
import { useWithdrawPasswordMutation } from '@lobby/api-client/member';
import {
  invalid,
  isBlank,
  VALID,
  validatePasswordConfirmation,
  validateWithdrawalPassword,
} from '@lobby/domain/validators';
import { Badge, Button, Hint, useForm, useToast } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { PasswordFieldSet } from '../parts/password-fields.tsx';
import { useSettingsFormOptions } from '../parts/form-options.ts';

type WithdrawField =
  'password' | 'old_withdraw_password' | 'withdraw_password' | 'withdraw_password_confirmation';

/** Sets or changes the withdrawal password; `isSet` is the profile's `has_withdraw_password`. */
export function WithdrawPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const [save] = useWithdrawPasswordMutation();
  const form = useForm<Record<WithdrawField, string>>({
    ...useSettingsFormOptions(),
    initial: {
      password: '',
      old_withdraw_password: '',
      withdraw_password: '',
      withdraw_password_confirmation: '',
    },
    validators: {
      password: (v) => (isBlank(v.password) ? invalid('PLEASE_ENTER_PASSWORD') : VALID),
      old_withdraw_password: (v) =>
        isBlank(v.old_withdraw_password) ? invalid('PLEASE_ENTER_WITHDRAWAL_PASSWORD') : VALID,
      withdraw_password: (v) => validateWithdrawalPassword(v.withdraw_password),
      withdraw_password_confirmation: (v) =>
        validatePasswordConfirmation(v.withdraw_password, v.withdraw_password_confirmation),
    },
  });
  const proof: WithdrawField = isSet ? 'old_withdraw_password' : 'password';
  const submit = () =>
    form.submit(
      async () => {
        const { values } = form;
        await save({
          ...(isSet
            ? { old_withdraw_password: values.old_withdraw_password }
            : { password: values.password }),
          withdraw_password: values.withdraw_password,
          withdraw_password_confirmation: values.withdraw_password_confirmation,
          $options: { handleErrors: true },
        }).unwrap();
        toast.success(isSet ? t('withdraw.changed') : t('withdraw.saved'));
        form.reset();
      },
      { fields: [proof, 'withdraw_password', 'withdraw_password_confirmation'] },
    );
  return (
    <SettingsFormSection
      title={t('withdraw.title')}
      status={
        <Hint>
          {isSet ? (
            <Badge tone="win">{t('state.set')}</Badge>
          ) : (
            <Badge tone="pending">{t('state.notSet')}</Badge>
          )}{' '}
          {isSet ? t('withdraw.hintChange') : t('withdraw.hintSet')}
        </Hint>
      }
      onSubmit={() => void submit()}
    >
      <PasswordFieldSet
        proof={
          isSet
            ? {
                label: t('withdraw.old'),
                binding: form.field('old_withdraw_password'),
                autoComplete: 'off',
              }
            : {
                label: t('withdraw.loginPassword'),
                binding: form.field('password'),
                autoComplete: 'current-password',
              }
        }
        next={{
          label: t('withdraw.new'),
          binding: form.field('withdraw_password'),
          autoComplete: 'off',
          maxLength: 16,
        }}
        confirmation={{
          label: t('withdraw.confirm'),
          binding: form.field('withdraw_password_confirmation'),
          autoComplete: 'off',
          maxLength: 16,
        }}
      />
      <Button type="submit" loading={form.busy()} fullWidth>
        {isSet ? t('withdraw.change') : t('withdraw.set')}
      </Button>
    </SettingsFormSection>
  );
}
