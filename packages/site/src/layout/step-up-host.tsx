/**
 * Step-up (beyond the spec): when any call answers 403 `STEP_UP_REQUIRED`, the SDK asks the
 * site's step-up port (`createBaseQuery`'s `stepUp`); this host answers it with a dialog asking
 * for an authenticator code, a recovery code or (when the lead wires one) a passkey, proves it,
 * and lets the SDK send the same request once more. Every feature gets it without a line.
 */
import { lobbyErrorOf } from '@lobby/api-client';
import type { StepUpPort } from '@lobby/api-client';
import { usePasskeysListQuery } from '@lobby/api-client/passkeys';
import { useCodeStepUpMutation, useTotpStatusQuery } from '@lobby/api-client/twoFactor';
import { Button, Dialog, TextField } from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The registration point of the step-up question, filled by {@link StepUpHost}. */
export interface StepUpHostPort {
  current: StepUpPort | undefined;
}

/** A passkey way to prove the factor (the passkeys feature's `usePasskeyStepUp`). */
export interface StepUpPasskey {
  /** Proves it with a passkey: true when done, false when the member gave up or it failed. */
  prove(): Promise<boolean>;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Props of {@link StepUpDialog}. */
export interface StepUpDialogProps {
  readonly open: boolean;
  /** Called once the factor is proved. */
  onProved(): void;
  /** Called when the member closes the dialog without proving it. */
  onCancel(): void;
  /** Offered beside the code when given. */
  readonly passkey?: StepUpPasskey | undefined;
}

/** The step-up dialog: a code (or a recovery code, or a passkey) proves it's the member. */
export function StepUpDialog({ open, onProved, onCancel, passkey }: StepUpDialogProps) {
  const { t } = useTranslation('site');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [prove, { isLoading }] = useCodeStepUpMutation();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // Offer only the member's own factors, asked for when the dialog opens: the code form with an
  // authenticator on, the passkey button with a passkey (and a browser that can use it).
  const quiet = { $options: { handleErrors: true } } as const;
  const totp = useTotpStatusQuery(quiet, { skip: !open }).data;
  const keys = usePasskeysListQuery(quiet, { skip: !open || !passkey }).data;
  const offerPasskey = passkey !== undefined && (keys?.list.length ?? 0) > 0;
  const offerCode = totp?.enabled !== false || !offerPasskey;
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

/** Props of {@link StepUpHost}. */
export interface StepUpHostProps {
  readonly port: StepUpHostPort;
  readonly passkey?: StepUpPasskey | undefined;
}

/** Answers the SDK's step-up port with {@link StepUpDialog}, one request at a time. */
export function StepUpHost({ port, passkey }: StepUpHostProps) {
  const [pending, setPending] = useState<((proved: boolean) => void)[]>([]);
  useEffect(() => {
    port.current = () => new Promise<boolean>((resolve) => setPending((p) => [...p, resolve]));
    return () => {
      port.current = undefined;
    };
  }, [port]);
  // One proof answers every call waiting on it (two taps, two calls: one dialog).
  const settle = useCallback((proved: boolean) => {
    setPending((waiting) => {
      for (const resolve of waiting) resolve(proved);
      return [];
    });
  }, []);
  return (
    <StepUpDialog
      open={pending.length > 0}
      onProved={() => settle(true)}
      onCancel={() => settle(false)}
      passkey={passkey}
    />
  );
}
