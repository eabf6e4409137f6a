/**
 * The sign-up form (spec §5): username, password and its confirmation, then the fields the
 * brand's member settings show (real name, email, phone with its area code; a code when the
 * setting asks for verification) and an optional referral code. Invite and QR sign-ups pass
 * their code in. Every field carries its rule and message; the first error also toasts.
 */
import { useRegisterMutation } from '@lobby/api-client/auth';
import { useAreaCodesQuery } from '@lobby/api-client/config';
import { useRegisterEmailMutation, useSendSmsMutation } from '@lobby/api-client/recovery';
import { Platform } from '@lobby/domain/enums';
import {
  VALID,
  invalid,
  validateEmail,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateReferralCode,
  validateUsername,
} from '@lobby/domain/validators';
import { Button, Select, TextField, useToast } from '@lobby/ui';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorField, lobbyErrorOf } from '../form/api-error.ts';
import { useMemberRules } from '../form/use-member-rules.ts';
import { useValidatedForm } from '../form/use-validated-form.ts';
import { FormStack, Pair } from '../sign-in/form-layout.tsx';
import { CodeButton } from './code-button.tsx';

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  & > button {
    margin-top: 26px;
  }
`;

const Terms = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

type Values = {
  username: string;
  password: string;
  confirmation: string;
  realName: string;
  email: string;
  emailCode: string;
  areaCode: string;
  mobile: string;
  smsCode: string;
  inviteCode: string;
};

const FIELDS = [
  'username',
  'password',
  'password_confirmation',
  'real_name',
  'email',
  'email_code',
  'mobile_area',
  'mobile',
  'sms_code',
  'invite_code',
] as const;
const FORM_FIELD: Record<(typeof FIELDS)[number], keyof Values> = {
  username: 'username',
  password: 'password',
  password_confirmation: 'confirmation',
  real_name: 'realName',
  email: 'email',
  email_code: 'emailCode',
  mobile_area: 'areaCode',
  mobile: 'mobile',
  sms_code: 'smsCode',
  invite_code: 'inviteCode',
};

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** A referral code the member came with (invite sign-up); shown read-only. */
  readonly inviteCode?: string;
  /** An invite QR code the member scanned; the sign-up is attributed to its owner. */
  readonly qrCode?: string;
  /** Runs once the member is registered and signed in. */
  onRegistered(): void;
}

/** The sign-up form. */
export function SignUpForm({ inviteCode, qrCode, onRegistered }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const rules = useMemberRules();
  const areaCodes = useAreaCodesQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const [sendEmailCode] = useRegisterEmailMutation();
  const [sendSms] = useSendSmsMutation();
  const form = useValidatedForm<Values>({
    initial: {
      username: '',
      password: '',
      confirmation: '',
      realName: '',
      email: '',
      emailCode: '',
      areaCode: '',
      mobile: '',
      smsCode: '',
      inviteCode: inviteCode ?? '',
    },
    validators: {
      username: (v) => validateUsername(v.username, rules.bounds.username),
      password: (v) => validatePassword(v.password, rules.bounds.password),
      confirmation: (v) => validatePasswordConfirmation(v.password, v.confirmation),
      realName: (v) =>
        rules.realName.required && v.realName.trim() === ''
          ? invalid('PLEASE_FILL_IN_NAME')
          : VALID,
      email: (v) => (rules.email.shown ? validateEmail(v.email, rules.email.setting) : VALID),
      emailCode: (v) => (rules.email.verified ? validateOtp(v.emailCode) : VALID),
      mobile: (v) =>
        rules.phone.shown
          ? validatePhone({
              areaCode: v.areaCode,
              number: v.mobile,
              memberPhoneSetting: rules.phone.setting,
              bounds: rules.bounds.phone,
            }).result
          : VALID,
      smsCode: (v) => (rules.phone.verified ? validateOtp(v.smsCode) : VALID),
      inviteCode: (v) => validateReferralCode(v.inviteCode),
    },
  });

  const firstArea = areaCodes.data?.[0]?.code;
  const { set } = form;
  const areaCode = form.values.areaCode;
  useEffect(() => {
    if (firstArea && !areaCode) set('areaCode', firstArea);
  }, [firstArea, areaCode, set]);

  const fail = (rejection: unknown) => {
    const error = lobbyErrorOf(rejection);
    const message = error?.message ?? t('signUp.failed');
    const field = errorField(error, FIELDS);
    if (field) form.setServerError(FORM_FIELD[field], message);
    toast.show(message, { tone: 'error', duration: 5000, closable: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const v = form.values;
    try {
      await register({
        username: v.username,
        password: v.password,
        password_confirmation: v.confirmation,
        ...(rules.realName.shown && v.realName.trim() ? { real_name: v.realName.trim() } : {}),
        ...(rules.email.shown && v.email ? { email: v.email } : {}),
        ...(rules.email.verified ? { email_code: v.emailCode } : {}),
        ...(rules.phone.shown && v.mobile ? { mobile_area: v.areaCode, mobile: v.mobile } : {}),
        ...(rules.phone.verified ? { sms_code: v.smsCode } : {}),
        ...(v.inviteCode ? { invite_code: v.inviteCode } : {}),
        ...(qrCode ? { qr_code: qrCode } : {}),
        platform: window.matchMedia?.('(max-width: 1023px)').matches
          ? Platform.Mobile
          : Platform.Pc,
        $options: { handleErrors: true },
      }).unwrap();
      toast.success(t('signUp.welcome', { name: v.username }));
      onRegistered();
    } catch (rejection) {
      fail(rejection);
    }
  };

  const areaOptions = (areaCodes.data ?? []).map((a) => ({
    value: a.code,
    label: `${a.code} ${a.name}`,
  }));

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('signUp.formLabel')}>
      <TextField
        label={t('fields.username')}
        value={form.values.username}
        onChange={(v) => form.set('username', v)}
        status={form.status('username')}
        message={form.message('username')}
        hint={t('hints.username', {
          min: rules.bounds.username.min,
          max: rules.bounds.username.max,
        })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        icon="user"
        required
        name="new-username"
      />
      <TextField
        label={t('fields.password')}
        type="password"
        value={form.values.password}
        onChange={(v) => form.set('password', v)}
        status={form.status('password')}
        message={form.message('password')}
        hint={t('hints.password', {
          min: rules.bounds.password.min,
          max: rules.bounds.password.max,
        })}
        autoComplete="new-password"
        revealLabel={t('fields.showPassword')}
        required
        name="new-password"
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        value={form.values.confirmation}
        onChange={(v) => form.set('confirmation', v)}
        status={form.status('confirmation')}
        message={form.message('confirmation')}
        autoComplete="new-password"
        revealLabel={t('fields.showPassword')}
        required
        name="confirm-password"
      />
      {rules.realName.shown ? (
        <TextField
          label={
            rules.realName.required
              ? t('fields.realName')
              : t('fields.optional', { field: t('fields.realName') })
          }
          value={form.values.realName}
          onChange={(v) => form.set('realName', v)}
          status={form.status('realName')}
          message={form.message('realName')}
          autoComplete="name"
          required={rules.realName.required}
          maxLength={64}
        />
      ) : null}
      {rules.email.shown ? (
        <TextField
          label={
            rules.email.required
              ? t('fields.email')
              : t('fields.optional', { field: t('fields.email') })
          }
          type="email"
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          status={form.status('email')}
          message={form.message('email')}
          autoComplete="email"
          required={rules.email.required}
          name="email"
        />
      ) : null}
      {rules.email.verified ? (
        <CodeRow>
          <TextField
            label={t('fields.emailCode')}
            value={form.values.emailCode}
            onChange={(v) => form.set('emailCode', v)}
            status={form.status('emailCode')}
            message={form.message('emailCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <CodeButton
            disabled={validateEmail(form.values.email, 2).valid === false}
            send={() =>
              sendEmailCode({ email: form.values.email, $options: { handleErrors: true } })
                .unwrap()
                .then(
                  () => true,
                  (e: unknown) => (fail(e), false),
                )
            }
          />
        </CodeRow>
      ) : null}
      {rules.phone.shown ? (
        <Pair>
          <Select
            label={t('fields.areaCode')}
            options={areaOptions}
            value={form.values.areaCode}
            onChange={(v) => form.set('areaCode', v)}
            required={rules.phone.required}
          />
          <TextField
            label={
              rules.phone.required
                ? t('fields.mobile')
                : t('fields.optional', { field: t('fields.mobile') })
            }
            type="tel"
            value={form.values.mobile}
            onChange={(v) => form.set('mobile', v)}
            status={form.status('mobile')}
            message={form.message('mobile')}
            autoComplete="tel-national"
            inputMode="tel"
            required={rules.phone.required}
            name="mobile"
          />
        </Pair>
      ) : null}
      {rules.phone.verified ? (
        <CodeRow>
          <TextField
            label={t('fields.smsCode')}
            value={form.values.smsCode}
            onChange={(v) => form.set('smsCode', v)}
            status={form.status('smsCode')}
            message={form.message('smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <CodeButton
            disabled={form.values.mobile.trim() === ''}
            send={() =>
              sendSms({
                mobile_area: form.values.areaCode,
                mobile: form.values.mobile,
                $options: { handleErrors: true },
              })
                .unwrap()
                .then(
                  () => true,
                  (e: unknown) => (fail(e), false),
                )
            }
          />
        </CodeRow>
      ) : null}
      <TextField
        label={t('fields.optional', { field: t('fields.referralCode') })}
        value={form.values.inviteCode}
        onChange={(v) => form.set('inviteCode', v)}
        status={form.status('inviteCode')}
        message={form.message('inviteCode')}
        inputMode="numeric"
        maxLength={6}
        readOnly={Boolean(inviteCode)}
        name="referral-code"
      />
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('signUp.submit')}
      </Button>
      <Terms>{t('signUp.terms')}</Terms>
    </FormStack>
  );
}
