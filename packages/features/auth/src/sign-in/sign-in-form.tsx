/**
 * The sign-in form: username and password with the §5 rules, a captcha once the server asks
 * for one, the forced password change when the login answers `change_password`, and the second
 * factor's code when it answers `second_factor`; beneath it, sign-in with a passkey where the
 * browser supports them.
 */
import { useLoginMutation } from '@lobby/api-client/auth';
import { useLazyCaptchaQuery } from '@lobby/api-client/security';
import { getHref } from '@lobby/domain/routes';
import {
  validatePassword,
  validateRequired,
  validateSignInUsername,
} from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import { Button, TextField, useForm, useToast } from '@lobby/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PasswordField, UsernameField } from '../form/fields.tsx';
import { errorField, lobbyErrorOf } from '@lobby/api-client';
import { useMemberRules } from '../form/use-member-rules.ts';
import { SignInFollowUp, useFollowUp } from './follow-up.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { FormStack, Row } from './form-layout.tsx';
import { useAuthTranslation } from '../i18n.ts';
import { useTranslation } from 'react-i18next';

const Captcha = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${tokenVars.space.sm};
  img {
    height: ${tokenVars.size.controlMd};
    border-radius: ${tokenVars.radius.md};
    background: #fff;
  }
`;

const Forgot = styled(Link)`
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

type Values = { username: string; password: string; captcha: string };

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Runs once the member is signed in. */
  onSignedIn(): void;
}

/** The sign-in form. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const rules = useMemberRules();
  const [login, { isLoading }] = useLoginMutation();
  const [loadCaptcha, captcha] = useLazyCaptchaQuery();
  const followUp = useFollowUp();
  const needsCaptcha = captcha.data !== undefined;
  const { t: translate } = useTranslation('messages');
  const form = useForm<Values>({
    translate,
    initial: { username: '', password: '', captcha: '' },
    validators: {
      // Only required: an existing name (an operator's, say) is the server's to judge.
      username: (v) => validateSignInUsername(v.username),
      password: (v) => validatePassword(v.password, rules.bounds.password),
      captcha: (v) => (needsCaptcha ? validateRequired(v.captcha) : { valid: true }),
    },
  });

  if (followUp.ticket || followUp.secondFactor)
    return (
      <SignInFollowUp
        followUp={followUp}
        onSignedIn={onSignedIn}
        onSecondFactorDone={(name) => {
          toast.success(t('signIn.welcomeBack', { name }));
          onSignedIn();
        }}
        onSecondFactorCancel={() => form.set('password', '')}
      />
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const answer = await login({
        username: form.values.username,
        password: form.values.password,
        ...(needsCaptcha && captcha.data
          ? { captcha_id: captcha.data.captcha_id, captcha_code: form.values.captcha }
          : {}),
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
      toast.success(t('signIn.welcomeBack', { name: answer.username }));
      onSignedIn();
    } catch (rejection) {
      const error = lobbyErrorOf(rejection);
      const message = error?.message ?? t('signIn.failed');
      if (error?.code === 'CAPTCHA_REQUIRED' || error?.code === 'CAPTCHA_INVALID' || needsCaptcha) {
        void loadCaptcha(undefined);
        form.set('captcha', '');
      }
      const field = errorField(error, ['username', 'password'] as const);
      if (field) form.setServerError(field, message);
      toast.error(message);
    }
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
      <UsernameField {...form.field('username')} name="username" />
      <PasswordField
        {...form.field('password')}
        label={t('fields.password')}
        autoComplete="current-password"
        name="password"
      />
      {needsCaptcha && captcha.data ? (
        <Captcha>
          <TextField
            {...form.field('captcha')}
            label={t('fields.captcha')}
            autoComplete="off"
            inputMode="text"
            required
          />
          <button
            type="button"
            onClick={() => void loadCaptcha(undefined)}
            aria-label={t('fields.newCaptcha')}
            style={{ all: 'unset', cursor: 'pointer' }}
          >
            <img src={captcha.data.image} alt={t('fields.captchaImage')} />
          </button>
        </Captcha>
      ) : null}
      <Row>
        <Forgot to={getHref('RETRIEVE')}>{t('signIn.forgot')}</Forgot>
      </Row>
      <Button type="submit" fullWidth size="lg" loading={isLoading}>
        {t('signIn.submit')}
      </Button>
      <PasskeySignIn
        onSignedIn={(name) => {
          toast.success(t('signIn.welcomeBack', { name }));
          onSignedIn();
        }}
        onTicket={followUp.setTicket}
      />
    </FormStack>
  );
}
