/**
 * Setting the withdrawal password, the first thing a member without one does on the withdrawal
 * screen. The server asks for the login password as proof (the field the member types last
 * in most sign-in flows), then 4–16 numbers or characters twice (spec §5).
 */
import { useWithdrawPasswordMutation } from '@lobby/api-client/member';
import {
  VALID,
  invalid,
  isBlank,
  validatePasswordConfirmation,
  validateWithdrawalPassword,
} from '@lobby/domain/validators';
import { Button, Card, Hint, Icon, TextField, useForm, useToast } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { usePaymentsTranslation } from '../i18n.ts';
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { Notice, Stack } from '../parts/layout.tsx';

const FIELDS = ['password', 'withdraw_password', 'withdraw_password_confirmation'] as const;

/** The set-withdrawal-password form's state and action. */
export function useSetWithdrawPassword(onDone: () => void) {
  const { t } = usePaymentsTranslation();
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const form = useForm({
    translate: tm,
    // The refusal is read where it is: beneath the field the member is taken back to.
    focusRefusedField: true,
    initial: { password: '', withdraw_password: '', withdraw_password_confirmation: '' },
    validators: {
      password: (v) => (isBlank(v.password) ? invalid('PLEASE_ENTER_PASSWORD') : VALID),
      withdraw_password: (v) => validateWithdrawalPassword(v.withdraw_password),
      withdraw_password_confirmation: (v) =>
        validatePasswordConfirmation(v.withdraw_password, v.withdraw_password_confirmation),
    },
  });
  const [save] = useWithdrawPasswordMutation();
  // The form's submit validates first and runs once however often it is tapped; a refusal is
  // read here, since a field's refusal goes beneath it without a toast.
  const submit = () =>
    form.submit(async () => {
      try {
        await save({ ...form.values, $options: { handleErrors: true } }).unwrap();
        toast.success(t('password.saved'));
        form.reset();
        onDone();
      } catch (error) {
        const lobby = lobbyErrorOf(error);
        const field = errorField(lobby, FIELDS);
        if (field && lobby) form.setServerError(field, lobby.message);
        else toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      }
    });
  return { t, form, submit, busy: form.busy() };
}

/** The form. */
export function SetWithdrawPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, form, submit, busy } = useSetWithdrawPassword(onDone);
  return (
    <Card title={t('password.title')}>
      <Stack
        noValidate
        aria-label={t('password.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Notice>
          <Icon name="info" size={18} />
          <span>{t('password.why')}</span>
        </Notice>
        <TextField
          label={t('password.login')}
          type="password"
          autoComplete="current-password"
          revealLabel={t('password.reveal')}
          required
          {...form.field('password')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          revealLabel={t('password.reveal')}
          required
          hint={t('password.rule')}
          {...form.field('withdraw_password')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          revealLabel={t('password.reveal')}
          required
          {...form.field('withdraw_password_confirmation')}
        />
        <Hint>{t('password.keep')}</Hint>
        <Button type="submit" fullWidth size="lg" loading={busy}>
          {t('password.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
