/**
 * "Send code" for a verified field (setting 3): sends once, then counts down a minute before
 * the member may ask again (the server allows one code per target a minute).
 */
import { Button } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useAuthTranslation } from '../i18n.ts';

/** Props of {@link CodeButton}. */
export interface CodeButtonProps {
  /** Sends the code; resolves whether it was sent. */
  send(): Promise<boolean>;
  readonly disabled?: boolean;
}

/** The send-code button with its cool-down. */
export function CodeButton({ send, disabled }: CodeButtonProps) {
  const { t } = useAuthTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={disabled || left > 0}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await send().finally(() => setBusy(false));
        if (ok) setLeft(60);
      }}
    >
      {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.send')}
    </Button>
  );
}
