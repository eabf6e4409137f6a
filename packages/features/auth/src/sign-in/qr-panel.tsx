/**
 * QR code sign-in and registration: an unused account code is claimed by replacing its initial
 * password; a used one signs in with the member's password; an invite code opens the sign-up
 * form attributed to its owner; cancelled and expired codes say so. Claiming an account makes it
 * the member's own, so the claim asks the brand's minimum age as a sign-up does.
 */
import { useMinimumAge } from '@lobby/api-client/responsible-gambling';
import {
  useQrCodeLoginMutation,
  useQrCodeQuery,
  useQrCodeRegisterMutation,
} from '@lobby/api-client/auth';
import { QrCodeStatus } from '@lobby/domain/enums';
import { validatePassword, validatePasswordConfirmation } from '@lobby/domain/validators';
import {
  Button,
  NoRecord,
  Skeleton,
  useForm,
  usePasswordStrength,
  useRecheckOnStrength,
  useToast,
} from '@lobby/ui';
import type { FormEvent } from 'react';
import { AgeConfirmation, ageConfirmedBody, ageConfirmedRule } from '../form/age-confirmation.tsx';
import { PasswordField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { SignUpForm } from '../sign-up/sign-up-form.tsx';
import { SignInFollowUp, useFollowUp } from './follow-up.tsx';
import { FormStack, Lead } from './form-layout.tsx';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

/** Props of {@link QrPanel}. */
export interface QrPanelProps {
  /** The code read from the QR link (an account code or an invite code). */
  readonly code: string;
  /** Called once the member is signed in. */
  onSignedIn(): void;
  /** Called after a registration succeeds (the site runs the theme config's analytics snippet). */
  onRegistered(): void;
  /** Leaves the QR flow for the ordinary forms. */
  onCancel(): void;
}

type Values = {
  oldPassword: string;
  password: string;
  confirmation: string;
  ageConfirmed: boolean;
};

/** The claim form's field for each request field the API can name in a refusal. */
const FORM_FIELD = {
  oldPwd: 'oldPassword',
  password: 'password',
  age_confirmed: 'ageConfirmed',
} as const satisfies Record<string, keyof Values>;

/** The QR code panel. */
export function QrPanel({ code, onSignedIn, onRegistered, onCancel }: QrPanelProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const rules = useMemberRules();
  const status = useQrCodeQuery({ code, $options: { handleErrors: true } });
  const [qrLogin, loginState] = useQrCodeLoginMutation();
  const [qrRegister, registerState] = useQrCodeRegisterMutation();
  const followUp = useFollowUp();
  const claim = status.data?.kind === 'account' && status.data.status === QrCodeStatus.Unused;
  const minimumAge = useMinimumAge();
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: { oldPassword: '', password: '', confirmation: '', ageConfirmed: false },
    validators: {
      oldPassword: (v) =>
        claim ? validatePassword(v.oldPassword, rules.bounds.password) : { valid: true },
      // Read when a check runs, after `strength` below exists: length rules, then strength.
      password: (v) =>
        claim
          ? strength.judge(v.password, rules.bounds.password)
          : validatePassword(v.password, rules.bounds.password),
      confirmation: (v) =>
        claim ? validatePasswordConfirmation(v.password, v.confirmation) : { valid: true },
      ageConfirmed: (v) => (claim ? ageConfirmedRule(minimumAge)(v) : { valid: true }),
    },
  });
  // Only a claim sets a password: a QR sign-in's own password never fetches the rule.
  const strength = usePasswordStrength(claim ? form.values.password : '', {});
  useRecheckOnStrength(form.recheck, 'password', strength);

  if (status.isLoading) return <Skeleton lines={4} />;
  if (status.isError || !status.data) {
    return (
      <NoRecord
        title={t('qr.invalidTitle')}
        description={t('qr.invalid')}
        action={<Button onClick={onCancel}>{t('qr.useForms')}</Button>}
      />
    );
  }
  if (followUp.ticket || followUp.secondFactor)
    return (
      <SignInFollowUp followUp={followUp} onSignedIn={onSignedIn} onSecondFactorDone={onSignedIn} />
    );
  const { kind } = status.data;
  if (status.data.status === QrCodeStatus.Cancel || status.data.status === QrCodeStatus.Expired) {
    return (
      <NoRecord
        title={t('qr.invalidTitle')}
        description={
          status.data.status === QrCodeStatus.Cancel ? t('qr.cancelled') : t('qr.expired')
        }
        action={<Button onClick={onCancel}>{t('qr.useForms')}</Button>}
      />
    );
  }
  if (kind === 'invite') {
    if (status.data.status !== QrCodeStatus.Unused) {
      return (
        <NoRecord
          title={t('qr.invalidTitle')}
          description={t('qr.used')}
          action={<Button onClick={onCancel}>{t('qr.useForms')}</Button>}
        />
      );
    }
    return (
      <>
        <Lead>{t('qr.inviteLead')}</Lead>
        <SignUpForm qrCode={code} onRegistered={onRegistered} />
      </>
    );
  }

  const fail = (rejection: unknown) => {
    const error = lobbyErrorOf(rejection);
    const message = error?.message ?? t('signIn.failed');
    const field = errorField(error, ['oldPwd', 'password', 'age_confirmed'] as const);
    if (field) form.setServerError(FORM_FIELD[field], message);
    toast.error(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      if (claim) {
        await qrRegister({
          qr_code: code,
          oldPwd: form.values.oldPassword,
          password: form.values.password,
          password_confirmation: form.values.confirmation,
          ...ageConfirmedBody(form.values.ageConfirmed),
          $options: { handleErrors: true },
        }).unwrap();
        toast.success(t('qr.claimed'));
        onRegistered();
        return;
      }
      const answer = await qrLogin({
        qr_code: code,
        password: form.values.password,
        $options: { handleErrors: true },
      }).unwrap();
      if (answer.change_password) {
        followUp.setTicket(answer.token);
        return;
      }
      if (answer.second_factor) {
        followUp.setSecondFactor(answer.token);
        return;
      }
      onSignedIn();
    } catch (rejection) {
      fail(rejection);
    }
  };

  return (
    <FormStack
      onSubmit={submit}
      noValidate
      aria-label={claim ? t('qr.claimTitle') : t('qr.loginTitle')}
    >
      <h2>{claim ? t('qr.claimTitle') : t('qr.loginTitle')}</h2>
      <Lead>{claim ? t('qr.claimLead') : t('qr.loginLead')}</Lead>
      {claim ? (
        <PasswordField
          {...form.field('oldPassword')}
          label={t('fields.initialPassword')}
          autoComplete="current-password"
        />
      ) : null}
      <PasswordField
        {...form.field('password')}
        label={claim ? t('fields.newPassword') : t('fields.password')}
        autoComplete={claim ? 'new-password' : 'current-password'}
      />
      {claim ? (
        <>
          <PasswordField
            {...form.field('confirmation')}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
          />
          <AgeConfirmation age={minimumAge} form={form} />
        </>
      ) : null}
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={loginState.isLoading || registerState.isLoading}
      >
        {claim ? t('qr.claimSubmit') : t('signIn.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
        {t('qr.useForms')}
      </Button>
    </FormStack>
  );
}
