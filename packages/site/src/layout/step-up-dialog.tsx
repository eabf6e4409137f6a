/**
 * The step-up dialog (see `step-up-host.tsx`): an authenticator code, a recovery code or a
 * passkey proves it's the member. Its own chunk: it loads the first time a call asks for step-up,
 * so the first screen carries none of it.
 */
import { lobbyErrorOf } from '@lobby/api-client';
import { usePasskeyStepUp, usePasskeysListQuery } from '@lobby/api-client/passkeys';
import { useCodeStepUpMutation, useTotpStatusQuery } from '@lobby/api-client/two-factor';
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog, TextField } from '@lobby/ui';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A passkey way to prove the factor (the SDK's `usePasskeyStepUp`). */
export interface StepUpPasskey {
  /** Proves it with a passkey: true when done, false when the member gave up or it failed. */
  prove(): Promise<boolean>;
}

const Form = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** Props of {@link StepUpDialog}. */
export interface StepUpDialogProps {
  readonly open: boolean;
  /** Called once the factor is proved. */
  onProved(): void;
  /** Called when the member closes the dialog without proving it. */
  onCancel(): void;
  /** The ways the member can prove it: their own factors. */
  readonly factors: StepUpFactors;
}

/** The member's factors the dialog offers. */
export interface StepUpFactors {
  /** An authenticator code (and the recovery codes that come with it). */
  readonly code: boolean;
  /** A passkey, when the member has one. */
  readonly passkey?: StepUpPasskey | undefined;
}

/** The step-up dialog: a code (or a recovery code, or a passkey) proves it's the member. */
export function StepUpDialog({ open, onProved, onCancel, factors }: StepUpDialogProps) {
  const { t } = useTranslation('site');
  const { passkey, code: offerCode } = factors;
  const offerPasskey = passkey !== undefined;
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [prove, { isLoading }] = useCodeStepUpMutation();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const valid = recovery ? /^[A-Za-z2-7 -]{16,32}$/.test(code.trim()) : /^\d{6}$/.test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t('stepUp.invalid'));
      return;
    }
    try {
      await prove({
        ...(recovery ? { recovery_code: code.trim() } : { code }),
        $options: { handleErrors: true },
      }).unwrap();
      setCode('');
      setError(undefined);
      onProved();
    } catch (rejection) {
      setError(lobbyErrorOf(rejection)?.message ?? t('stepUp.failed'));
    }
  };

  const withPasskey = async () => {
    if (!passkey) return;
    setPasskeyBusy(true);
    try {
      if (await passkey.prove()) onProved();
      else setError(t('stepUp.failed'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('stepUp.title')}
      onClose={onCancel}
      closeLabel={t('dialog.close')}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('stepUp.cancel')}
          </Button>
          {offerCode ? (
            <Button type="submit" form="lobby-step-up" loading={isLoading}>
              {t('stepUp.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      <Form id="lobby-step-up" onSubmit={submit} noValidate>
        {offerCode ? (
          <>
            <p>{recovery ? t('stepUp.leadRecovery') : t('stepUp.lead')}</p>
            <TextField
              label={recovery ? t('stepUp.recoveryCode') : t('stepUp.code')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(undefined);
              }}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 32 : 6}
              status={error ? 'invalid' : undefined}
              message={error}
              autoFocus
              required
            />
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setRecovery((r) => !r);
                setCode('');
                setError(undefined);
              }}
            >
              {recovery ? t('stepUp.useCode') : t('stepUp.useRecovery')}
            </Button>
          </>
        ) : (
          <p>{t('stepUp.leadPasskey')}</p>
        )}
        {offerPasskey ? (
          <Button type="button" variant="secondary" loading={passkeyBusy} onClick={withPasskey}>
            {t('stepUp.usePasskey')}
          </Button>
        ) : null}
      </Form>
    </Dialog>
  );
}

/**
 * The dialog with the member's own factors, asked for when it opens: the code form with an
 * authenticator on (or when nothing else is known), the passkey button with a passkey.
 */
export function StepUpPrompt(props: Omit<StepUpDialogProps, 'factors'>) {
  const quiet = { $options: { handleErrors: true } } as const;
  const totp = useTotpStatusQuery(quiet, { skip: !props.open }).data;
  const keys = usePasskeysListQuery(quiet, { skip: !props.open }).data;
  const prove = usePasskeyStepUp();
  const hasPasskey = (keys?.list.length ?? 0) > 0;
  const factors = useMemo(
    () => ({
      code: totp?.enabled !== false || !hasPasskey,
      passkey: hasPasskey ? { prove } : undefined,
    }),
    [totp?.enabled, hasPasskey, prove],
  );
  return <StepUpDialog {...props} factors={factors} />;
}
