/**
 * The login password change (spec "set login password"): the current one, then the new one
 * within the brand's bounds (spec §5) and its confirmation. A wrong current password comes
 * back from the server on its field.
 */
import { useChangePasswordMutation } from '@lobby/api-client/member';
import { invalid, isBlank, VALID, validatePasswordConfirmation } from '@lobby/domain/validators';
import { useProfileQuery } from '@lobby/api-client/member';
import {
  Button,
  Hint,
  useForm,
  usePasswordStrength,
  useRecheckOnStrength,
  useToast,
} from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { PasswordFieldSet } from '../parts/password-fields.tsx';
import { useMemberBounds } from '../parts/use-member-rules.ts';
import { useSettingsFormOptions } from '../parts/form-options.ts';

/** Changes the login password. */
export function LoginPasswordForm() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const bounds = useMemberBounds();
  const [change] = useChangePasswordMutation();
  const username = useProfileQuery({ $options: { handleErrors: true } }).data?.username;
  const form = useForm({
    ...useSettingsFormOptions(),
    initial: { old_password: '', password: '', password_confirmation: '' },
    validators: {
      // Only required: an old password predates today's bounds and is the server's to judge.
      old_password: (v) => (isBlank(v.old_password) ? invalid('PLEASE_ENTER_PASSWORD') : VALID),
      // Read when a check runs, after `strength` below exists (rules run on typing or submit).
      password: (v) => strength.judge(v.password, bounds.password),
      password_confirmation: (v) =>
        validatePasswordConfirmation(v.password, v.password_confirmation),
    },
  });
  const strength = usePasswordStrength(form.values.password, { username });
  useRecheckOnStrength(form.recheck, 'password', strength);
  const submit = () =>
    form.submit(async () => {
      await change({ ...form.values, $options: { handleErrors: true } }).unwrap();
      toast.success(t('login.saved'));
      form.reset();
    });
  return (
    <SettingsFormSection
      title={t('login.title')}
      status={
        <Hint>{t('login.hint', { min: bounds.password.min, max: bounds.password.max })}</Hint>
      }
      onSubmit={() => void submit()}
    >
      <PasswordFieldSet
        proof={{
          label: t('login.old'),
          binding: form.field('old_password'),
          autoComplete: 'current-password',
        }}
        next={{
          label: t('login.new'),
          binding: form.field('password'),
          autoComplete: 'new-password',
        }}
        confirmation={{
          label: t('login.confirm'),
          binding: form.field('password_confirmation'),
          autoComplete: 'new-password',
        }}
      />
      <Button type="submit" loading={form.busy()} fullWidth>
        {t('login.save')}
      </Button>
    </SettingsFormSection>
  );
}
