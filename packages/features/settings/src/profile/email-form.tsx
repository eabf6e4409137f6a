/**
 * The email address (spec "email settings"): a new address gets a code first
 * (`/member/send_profile_email`), then address and code are saved together; the server marks
 * it verified.
 */
import { useEditEmailMutation } from '@lobby/api-client/member';
import { useProfileEmailMutation } from '@lobby/api-client/recovery';
import type { ProfileFormProps } from '../parts/profile.ts';
import { validateEmail, validateOtp } from '@lobby/domain/validators';
import { Button, Hint, TextField, useForm, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { maskEmail } from '../parts/mask.ts';
import { useCountdown } from '../parts/use-countdown.ts';
import { useSettingsFormOptions } from '../parts/form-options.ts';
import { CodeField } from './code-button.tsx';

/** A new address is always required here: the form exists to set one (setting 2 = required). */
const REQUIRED_SETTING = 2;

/** Changes the member's email with its code. */
export function EmailForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const [sendCode] = useProfileEmailMutation();
  const [save] = useEditEmailMutation();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const form = useForm({
    ...useSettingsFormOptions(),
    initial: { email: '', code: '' },
    validators: {
      email: (v) => validateEmail(v.email, REQUIRED_SETTING),
      code: (v) => validateOtp(v.code),
    },
  });
  const send = () =>
    form.submit(
      async () => {
        await sendCode({ email: form.values.email, $options: { handleErrors: true } }).unwrap();
        setSent(true);
        countdown.start();
        toast.success(t('code.sentEmail', { target: form.values.email }));
      },
      { fields: ['email'], key: 'send' },
    );
  const submit = () =>
    form.submit(
      async () => {
        await save({
          email: form.values.email,
          code: form.values.code,
          $options: { handleErrors: true },
        }).unwrap();
        toast.success(t('profile.email.saved'));
        form.reset();
        setSent(false);
        onSaved?.();
      },
      { key: 'save' },
    );
  return (
    <SettingsFormSection
      title={t('profile.email.title')}
      status={
        <Hint>
          {profile.email
            ? t(profile.email_verified ? 'profile.currentVerified' : 'profile.currentUnverified', {
                value: maskEmail(profile.email),
              })
            : t('profile.email.none')}
        </Hint>
      }
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('profile.email.new')}
        type="email"
        autoComplete="email"
        required
        placeholder={t('profile.email.placeholder')}
        {...form.field('email')}
      />
      <CodeField
        binding={form.field('code')}
        left={countdown.left}
        busy={form.busy('send')}
        sent={sent}
        onSend={() => void send()}
      />
      <Button type="submit" loading={form.busy('save')} fullWidth>
        {t('profile.email.save')}
      </Button>
    </SettingsFormSection>
  );
}
