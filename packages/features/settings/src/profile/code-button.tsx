/**
 * The verification-code row the email and mobile forms share: the code field beside the
 * send-code button with its resend countdown (the seconds are announced politely).
 */
import { Button, TextField } from '@lobby/ui';
import type { ComponentProps } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { FieldWithAction } from '../parts/form-layout.tsx';

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps {
  /** Seconds until another code may be sent (0 = now). */
  readonly left: number;
  readonly busy: boolean;
  /** Whether a code was sent already (the label says "Resend"). */
  readonly sent: boolean;
  onSend(): void;
}

/** See the module note. */
export function SendCodeButton({ left, busy, sent, onSend }: SendCodeButtonProps) {
  const { t } = useSettingsTranslation();
  return (
    <Button
      type="button"
      variant="secondary"
      loading={busy}
      disabled={left > 0}
      aria-live="polite"
      onClick={onSend}
    >
      {left > 0 ? t('code.wait', { seconds: left }) : sent ? t('code.resend') : t('code.send')}
    </Button>
  );
}

/** Props of {@link CodeField}: the code field's binding from its form, and the button's state. */
export interface CodeFieldProps extends SendCodeButtonProps {
  readonly binding: Pick<
    ComponentProps<typeof TextField>,
    'value' | 'onChange' | 'message' | 'status'
  >;
}

/** The 6-digit code field with its send-code button. */
export function CodeField({ binding, ...button }: CodeFieldProps) {
  const { t } = useSettingsTranslation();
  return (
    <FieldWithAction>
      <TextField
        label={t('code.label')}
        type="number"
        decimals={0}
        refusalText={(refusal) => t(`messages:${refusal.message}`, refusal.values ?? {})}
        autoComplete="one-time-code"
        maxLength={6}
        required
        placeholder={t('code.placeholder')}
        {...binding}
      />
      <SendCodeButton {...button} />
    </FieldWithAction>
  );
}
