/**
 * RETRIEVE: password retrieval by email or by SMS (spec §7). Three steps: ask for a code
 * (username plus the email or phone on the account), enter the six-digit code, set a new
 * password. The server never says whether the account exists, so the first step always moves on.
 */
import { useAreaCodesQuery } from '@lobby/api-client/config';
import {
  useForgetViaEmailMutation,
  useForgetViaSmsMutation,
  useResetViaEmailMutation,
  useResetViaSmsMutation,
  useVerifyEmailCodeMutation,
  useVerifySmsCodeMutation,
} from '@lobby/api-client/recovery';
import { getHref } from '@lobby/domain/routes';
import {
  VALID,
  validateEmail,
  validateOtp,
  validatePasswordConfirmation,
  validatePhone,
  validateUsername,
} from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  PageHeader,
  Select,
  Tabs,
  TextField,
  up,
  useForm,
  usePasswordStrength,
  useRecheckOnStrength,
  useToast,
} from '@lobby/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CodeField, PasswordField, UsernameField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { FormStack, Lead, Pair } from '../sign-in/form-layout.tsx';
import type { AuthScreenProps } from '../types.ts';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

const Body = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
  max-width: 480px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    margin-top: ${tokenVars.space.lg};
    padding: ${tokenVars.space.xl};
    border-radius: ${tokenVars.radius.xl};
    background: ${tokenVars.color.bgSurface};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
`;

const Steps = styled.ol`
  display: flex;
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    height: 4px;
    border-radius: 2px;
    background: ${tokenVars.color.border};
  }
  li[data-done='true'] {
    background: ${tokenVars.color.accent};
  }
`;

type Channel = 'email' | 'sms';
type Step = 'request' | 'verify' | 'reset';
type Values = {
  username: string;
  email: string;
  areaCode: string;
  mobile: string;
  code: string;
  password: string;
  confirmation: string;
};

const STEPS: readonly Step[] = ['request', 'verify', 'reset'];

function RetrieveFlow({ channel }: { channel: Channel }) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const rules = useMemberRules();
  const areaCodes = useAreaCodesQuery();
  const [step, setStep] = useState<Step>('request');
  const [ticket, setTicket] = useState('');
  const [forgetEmail, forgetEmailState] = useForgetViaEmailMutation();
  const [forgetSms, forgetSmsState] = useForgetViaSmsMutation();
  const [verifyEmail, verifyEmailState] = useVerifyEmailCodeMutation();
  const [verifySms, verifySmsState] = useVerifySmsCodeMutation();
  const [resetEmail, resetEmailState] = useResetViaEmailMutation();
  const [resetSms, resetSmsState] = useResetViaSmsMutation();
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: {
      username: '',
      email: '',
      areaCode: '',
      mobile: '',
      code: '',
      password: '',
      confirmation: '',
    },
    validators: {
      username: (v) =>
        step === 'request' ? validateUsername(v.username, rules.bounds.username) : VALID,
      email: (v) => (step === 'request' && channel === 'email' ? validateEmail(v.email, 2) : VALID),
      mobile: (v) =>
        step === 'request' && channel === 'sms'
          ? validatePhone({
              areaCode: v.areaCode,
              number: v.mobile,
              memberPhoneSetting: 2,
              bounds: rules.bounds.phone,
            }).result
          : VALID,
      code: (v) => (step === 'verify' ? validateOtp(v.code) : VALID),
      password: (v) =>
        // Read when a check runs, after `strength` below exists: length rules, then strength.
        step === 'reset' ? strength.judge(v.password, rules.bounds.password) : VALID,
      confirmation: (v) =>
        step === 'reset' ? validatePasswordConfirmation(v.password, v.confirmation) : VALID,
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
    const message = error?.message ?? t('retrieve.failed');
    const field = errorField(error, ['username', 'email', 'mobile', 'code', 'password'] as const);
    if (field) form.setServerError(field, message);
    toast.error(message);
  };

  const v = form.values;
  const busy =
    forgetEmailState.isLoading ||
    forgetSmsState.isLoading ||
    verifyEmailState.isLoading ||
    verifySmsState.isLoading ||
    resetEmailState.isLoading ||
    resetSmsState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const options = { $options: { handleErrors: true } } as const;
    try {
      if (step === 'request') {
        if (channel === 'email')
          await forgetEmail({ username: v.username, email: v.email, ...options }).unwrap();
        else
          await forgetSms({
            username: v.username,
            mobile_area: v.areaCode,
            mobile: v.mobile,
            ...options,
          }).unwrap();
        toast.success(channel === 'email' ? t('retrieve.sentEmail') : t('retrieve.sentSms'));
        setStep('verify');
      } else if (step === 'verify') {
        const answer =
          channel === 'email'
            ? await verifyEmail({
                username: v.username,
                email: v.email,
                code: v.code,
                ...options,
              }).unwrap()
            : await verifySms({
                username: v.username,
                mobile_area: v.areaCode,
                mobile: v.mobile,
                code: v.code,
                ...options,
              }).unwrap();
        setTicket(answer.reset_token);
        setStep('reset');
      } else {
        const body = {
          reset_token: ticket,
          password: v.password,
          password_confirmation: v.confirmation,
          ...options,
        };
        if (channel === 'email') await resetEmail(body).unwrap();
        else await resetSms(body).unwrap();
        toast.success(t('retrieve.done'));
        navigate(getHref('SIGN_IN'), { replace: true });
      }
    } catch (rejection) {
      fail(rejection);
    }
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t(`retrieve.step.${step}`)}>
      <Steps
        aria-label={t('retrieve.progress', { step: STEPS.indexOf(step) + 1, of: STEPS.length })}
      >
        {STEPS.map((s, i) => (
          <li key={s} data-done={i <= STEPS.indexOf(step)} />
        ))}
      </Steps>
      <Lead>{t(`retrieve.lead.${step}.${channel}`)}</Lead>
      {step === 'request' ? (
        <>
          <UsernameField {...form.field('username')} />
          {channel === 'email' ? (
            <TextField
              {...form.field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
          ) : (
            <Pair>
              <Select
                label={t('fields.areaCode')}
                options={(areaCodes.data ?? []).map((a) => ({
                  value: a.code,
                  label: `${a.code} ${a.name}`,
                }))}
                value={v.areaCode}
                onChange={(x) => form.set('areaCode', x)}
                required
              />
              <TextField
                {...form.field('mobile')}
                label={t('fields.mobile')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                required
              />
            </Pair>
          )}
        </>
      ) : null}
      {step === 'verify' ? <CodeField {...form.field('code')} label={t('fields.code')} /> : null}
      {step === 'reset' ? (
        <>
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
        </>
      ) : null}
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t(`retrieve.submit.${step}`)}
      </Button>
      {step !== 'request' ? (
        <Button type="button" variant="ghost" fullWidth onClick={() => setStep('request')}>
          {t('retrieve.restart')}
        </Button>
      ) : null}
    </FormStack>
  );
}

/** The password retrieval screen. */
export function RetrieveScreen(_props: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  return (
    <>
      <PageHeader
        title={t('retrieve.title')}
        onBack={() => navigate(getHref('SIGN_IN'))}
        backLabel={t('common.back')}
      />
      <Body>
        <Tabs<Channel>
          label={t('retrieve.channel')}
          value={channel}
          onChange={setChannel}
          items={[
            {
              id: 'email',
              label: t('retrieve.byEmail'),
              content: <RetrieveFlow channel="email" />,
            },
            { id: 'sms', label: t('retrieve.bySms'), content: <RetrieveFlow channel="sms" /> },
          ]}
        />
      </Body>
    </>
  );
}
