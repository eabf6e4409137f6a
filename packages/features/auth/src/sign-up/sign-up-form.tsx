/**
 * The sign-up form (spec §5): username, password and its confirmation, then the fields the
 * brand's member settings show (real name, email, phone with its area code; a code when the
 * setting asks for verification) and an optional referral code. Invite and QR sign-ups pass
 * their code in. Every field carries its rule and message; the first error also toasts. When
 * the member settings ask for a bank account (`register_bank_info`) the form takes one
 * (`bank-card-fields.tsx`, loaded only then), checked by the add-card screen's rules and stored with the account.
 *
 * Issue 17: when the brand has a minimum age (its public compliance settings) the member ticks
 * "I am N or older", which the API requires; once registered, the member is offered deposit
 * limits ({@link LimitsStep}) before continuing.
 */
import { useMinimumAge } from '@lobby/api-client/responsible-gambling';
import { useRegisterMutation } from '@lobby/api-client/auth';
import { useAreaCodesQuery, useRegistrationBanksQuery } from '@lobby/api-client/config';
import { useRegisterEmailMutation, useSendSmsMutation } from '@lobby/api-client/recovery';
import { Platform } from '@lobby/domain/enums';
import {
  VALID,
  compactAccount,
  invalid,
  isBlank,
  validateBankCardField,
  validateEmail,
  validateOtp,
  validatePasswordConfirmation,
  validatePhone,
  validateReferralCode,
  validateUsername,
} from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Select,
  Skeleton,
  TextField,
  useForm,
  usePasswordStrength,
  useRecheckOnStrength,
  useToast,
} from '@lobby/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { AgeConfirmation, ageConfirmedBody, ageConfirmedRule } from '../form/age-confirmation.tsx';
import { CodeField, PasswordField, UsernameField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { FormStack, Pair } from '../sign-in/form-layout.tsx';
/**
 * Bank fields only for a brand that asks for them at sign-up: their code (and the add-card
 * screen's rules) stays out of the sign-in page's preloaded files otherwise.
 */
const BankCardFields = lazy(async () => ({
  default: (await import('./bank-card-fields.tsx')).BankCardFields,
}));
import { CodeButton } from './code-button.tsx';
import { LimitsStep } from './limits-step.tsx';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${tokenVars.space.sm};
  align-items: start;
  & > button {
    margin-top: 26px;
  }
`;

const Terms = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
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
  ageConfirmed: boolean;
  bank_name: string;
  account_number: string;
  branch: string;
  account_name: string;
};

/** The bank account's fields, named as the API names them. */
const CARD_FIELDS = ['bank_name', 'account_number', 'branch', 'account_name'] as const;

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
  'age_confirmed',
  ...CARD_FIELDS,
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
  age_confirmed: 'ageConfirmed',
  bank_name: 'bank_name',
  account_number: 'account_number',
  branch: 'branch',
  account_name: 'account_name',
};

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** A referral code the member came with (invite sign-up); shown read-only. */
  readonly inviteCode?: string;
  /** An invite QR code the member scanned; the sign-up is attributed to its owner. */
  readonly qrCode?: string;
  /**
   * Runs once the member is registered and signed in and has saved or skipped the deposit
   * limits offered next: the caller continues where sign-up was going.
   */
  onRegistered(): void;
}

/** The sign-up form. */
export function SignUpForm({ inviteCode, qrCode, onRegistered }: SignUpFormProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const rules = useMemberRules();
  const areaCodes = useAreaCodesQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const [sendEmailCode] = useRegisterEmailMutation();
  const [sendSms] = useSendSmsMutation();
  const minimumAge = useMinimumAge();
  const [registered, setRegistered] = useState(false);
  const card = rules.bankCard;
  const banksQuery = useRegistrationBanksQuery(undefined, { skip: !card.shown });
  const banks = banksQuery.data;
  /** Whether the form sends a card: the brand requires one, or offers one and it was begun. */
  const takesCard = (v: Values) =>
    card.required || (card.shown && CARD_FIELDS.some((f) => !isBlank(v[f])));
  const cardRule = (field: (typeof CARD_FIELDS)[number]) => (v: Values) =>
    takesCard(v) ? validateBankCardField(field, v, banks ?? [], rules.bounds.bankCard) : VALID;
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
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
      ageConfirmed: false,
      bank_name: '',
      account_number: '',
      branch: '',
      account_name: '',
    },
    validators: {
      username: (v) => validateUsername(v.username, rules.bounds.username),
      // Read when a check runs, after `strength` below exists: length rules, then strength.
      password: (v) => strength.judge(v.password, rules.bounds.password),
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
      bank_name: cardRule('bank_name'),
      account_number: cardRule('account_number'),
      branch: cardRule('branch'),
      account_name: cardRule('account_name'),
      ageConfirmed: ageConfirmedRule(minimumAge),
    },
  });
  const strength = usePasswordStrength(form.values.password, { username: form.values.username });
  useRecheckOnStrength(form.recheck, 'password', strength);

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
    toast.error(message);
  };
  /** A code send's outcome for the code button: sent, or failed (and said so). */
  const sent = (call: { unwrap(): Promise<unknown> }) =>
    call.unwrap().then(
      () => true,
      (e: unknown) => (fail(e), false),
    );
  /** A field's label, marked optional when the member settings do not require it. */
  const labelOf = (field: 'realName' | 'email' | 'mobile' | 'referralCode', required: boolean) =>
    required ? t(`fields.${field}`) : t('fields.optional', { field: t(`fields.${field}`) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
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
        ...(takesCard(v)
          ? {
              bank_name: v.bank_name,
              account_name: v.account_name.trim(),
              account_number: compactAccount(v.account_number),
              ...(v.branch.trim() ? { branch: v.branch.trim() } : {}),
            }
          : {}),
        ...ageConfirmedBody(v.ageConfirmed),
        platform: window.matchMedia?.('(max-width: 1023px)').matches
          ? Platform.Mobile
          : Platform.Pc,
        $options: { handleErrors: true },
      }).unwrap();
      toast.success(t('signUp.welcome', { name: v.username }));
      setRegistered(true);
    } catch (rejection) {
      fail(rejection);
    }
  };

  const areaOptions = (areaCodes.data ?? []).map((a) => ({
    value: a.code,
    label: `${a.code} ${a.name}`,
  }));

  if (registered) return <LimitsStep onDone={onRegistered} />;

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('signUp.formLabel')}>
      <UsernameField
        {...form.field('username')}
        hint={t('hints.username', { ...rules.bounds.username })}
        name="new-username"
      />
      <PasswordField
        {...form.field('password')}
        label={t('fields.password')}
        hint={t('hints.password', { ...rules.bounds.password })}
        autoComplete="new-password"
        name="new-password"
      />
      <PasswordField
        {...form.field('confirmation')}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        name="confirm-password"
      />
      {rules.realName.shown ? (
        <TextField
          {...form.field('realName')}
          label={labelOf('realName', rules.realName.required)}
          autoComplete="name"
          required={rules.realName.required}
          maxLength={64}
        />
      ) : null}
      {rules.email.shown ? (
        <TextField
          {...form.field('email')}
          label={labelOf('email', rules.email.required)}
          type="email"
          autoComplete="email"
          required={rules.email.required}
          name="email"
        />
      ) : null}
      {rules.email.verified ? (
        <CodeRow>
          <CodeField {...form.field('emailCode')} label={t('fields.emailCode')} />
          <CodeButton
            disabled={validateEmail(form.values.email, 2).valid === false}
            send={() =>
              sent(sendEmailCode({ email: form.values.email, $options: { handleErrors: true } }))
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
            {...form.field('mobile')}
            label={labelOf('mobile', rules.phone.required)}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required={rules.phone.required}
            name="mobile"
          />
        </Pair>
      ) : null}
      {rules.phone.verified ? (
        <CodeRow>
          <CodeField {...form.field('smsCode')} label={t('fields.smsCode')} />
          <CodeButton
            disabled={form.values.mobile.trim() === ''}
            send={() =>
              sent(
                sendSms({
                  mobile_area: form.values.areaCode,
                  mobile: form.values.mobile,
                  $options: { handleErrors: true },
                }),
              )
            }
          />
        </CodeRow>
      ) : null}
      <TextField
        {...form.field('inviteCode')}
        label={labelOf('referralCode', false)}
        inputMode="numeric"
        maxLength={6}
        readOnly={Boolean(inviteCode)}
        name="referral-code"
      />
      {card.shown ? (
        <Suspense fallback={<Skeleton lines={3} />}>
          <BankCardFields
            required={card.required}
            banks={banks}
            failed={banksQuery.isError}
            onRetry={() => void banksQuery.refetch()}
            bounds={rules.bounds.bankCard}
            values={form.values}
            field={form.field}
            onBank={(name) => form.set('bank_name', name)}
          />
        </Suspense>
      ) : null}
      <AgeConfirmation age={minimumAge} form={form} />
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('signUp.submit')}
      </Button>
      <Terms>{t('signUp.terms')}</Terms>
    </FormStack>
  );
}
