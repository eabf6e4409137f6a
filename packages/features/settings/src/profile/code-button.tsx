/** The send-code button with its resend countdown (the seconds are announced politely). */
import { Button } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';

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
