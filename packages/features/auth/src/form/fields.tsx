/**
 * The fields the auth forms keep asking for — username, password, one-time code — each a
 * `TextField` with the attributes its kind always carries (autofill hints, input mode, the
 * reveal toggle), bound to a validated form through `form.field(...)`.
 */
import { TextField } from '@lobby/ui';
import type { TextFieldProps } from '@lobby/ui';
import type { ReactNode } from 'react';
import type { FieldBinding } from '@lobby/ui';
import { useAuthTranslation } from '../i18n.ts';

/** A bound auth field: the binding, a label, and any other `TextField` attribute. */
export type BoundFieldProps = FieldBinding &
  Omit<TextFieldProps, keyof FieldBinding | 'label' | 'type'> & { readonly label: ReactNode };

/** The member's username: no capitalisation or spell-check, the user icon, required. */
export function UsernameField(
  props: Omit<BoundFieldProps, 'label'> & { readonly label?: ReactNode },
) {
  const { t } = useAuthTranslation();
  return (
    <TextField
      label={t('fields.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      icon="user"
      required
      {...props}
    />
  );
}

/**
 * A password with its reveal toggle. `autoComplete` says which password it is, so password
 * managers offer the saved one (`current-password`) or a new one (`new-password`).
 */
export function PasswordField(
  props: BoundFieldProps & { readonly autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useAuthTranslation();
  return <TextField type="password" revealLabel={t('fields.showPassword')} required {...props} />;
}

/** A six-digit one-time code from an email or SMS, which phones offer to fill in. */
export function CodeField(props: BoundFieldProps) {
  return (
    <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...props} />
  );
}
