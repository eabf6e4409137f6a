/**
 * The field set every settings password form asks for: the proof (the current password), the
 * new one and its confirmation, each a masked field with a reveal button. The login and the
 * withdrawal password forms differ only in labels, autocomplete hints and length caps.
 */
import { TextField } from '@lobby/ui';
import type { FieldBinding } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';

/** One masked field of a {@link PasswordFieldSet}: its label, binding and input hints. */
export interface PasswordFieldSpec {
  readonly label: string;
  readonly binding: FieldBinding;
  /** `current-password`, `new-password`, or `off` where a browser must not offer one. */
  readonly autoComplete: string;
  readonly maxLength?: number;
}

/** Props of {@link PasswordFieldSet}. */
export interface PasswordFieldSetProps {
  /** What proves it is the member: the current password (login or withdrawal). */
  readonly proof: PasswordFieldSpec;
  readonly next: PasswordFieldSpec;
  readonly confirmation: PasswordFieldSpec;
}

/** The proof, new and confirmation fields of a password form, in that order. */
export function PasswordFieldSet({ proof, next, confirmation }: PasswordFieldSetProps) {
  return (
    <>
      {/* Keyed by label: the login-password proof and the withdrawal one are different fields. */}
      <PasswordField key={proof.label} {...proof} />
      <PasswordField {...next} />
      <PasswordField {...confirmation} />
    </>
  );
}

function PasswordField({ label, binding, autoComplete, maxLength }: PasswordFieldSpec) {
  const { t } = useSettingsTranslation();
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={maxLength}
      revealLabel={t('common.reveal')}
      required
      {...binding}
    />
  );
}
