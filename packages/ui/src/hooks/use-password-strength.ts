/**
 * A new login password's rules on the site, as the API applies them: the length rules of
 * spec §5 first, then the strength rule (`@lobby/domain/password-strength`: not leaked, not
 * too easy to guess, no username or brand name). The strength rule's dictionaries are a few
 * MB, so they are fetched by a dynamic import only once the member has typed something into
 * the new password: no first screen carries them. Until they have arrived the strength rule
 * answers valid, and the server, which always checks, has the last word.
 */
import type { PasswordOwner, PasswordStrengthChecker } from '@lobby/domain/password-strength';
import { validatePassword } from '@lobby/domain/validators';
import type { Bounds, ValidationResult } from '@lobby/domain/validators';
import { useCallback, useEffect, useState } from 'react';

/** What {@link usePasswordStrength} answers. */
export interface PasswordStrength {
  /** The rules' answer for a new `password` within `bounds` (see the module note). */
  judge(password: string, bounds: Bounds): ValidationResult;
}

/** The new-password rules; `typed` is the field's value (its first character starts the load). */
export function usePasswordStrength(typed: string, owner: PasswordOwner): PasswordStrength {
  const [checker, setChecker] = useState<PasswordStrengthChecker>();
  const started = typed !== '';
  useEffect(() => {
    if (!started || checker) return;
    let live = true;
    import('@lobby/domain/password-strength')
      .then((rule) => rule.loadPasswordStrength())
      .then((loaded) => {
        if (live) setChecker(loaded);
      })
      // Not loaded (offline): the server still checks, so the form goes on without it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [started, checker]);
  const { username } = owner;
  const brandNames = owner.brandNames?.join('\n');
  const judge = useCallback(
    (password: string, bounds: Bounds) => {
      const length = validatePassword(password, bounds);
      if (!length.valid || !checker) return length;
      return checker.check(password, { username, brandNames: brandNames?.split('\n') }).result;
    },
    [checker, username, brandNames],
  );
  return { judge };
}

/**
 * Checks a form's password field again whenever the strength rule changes its mind: when the
 * dictionaries arrive (a member may have pressed submit before they had) and when the owner's
 * name changes. Only a field already checked is checked again, quietly (`Form.recheck`).
 */
export function useRecheckOnStrength<V>(
  recheck: (fields: readonly (keyof V)[]) => void,
  field: keyof V,
  strength: PasswordStrength,
): void {
  const { judge } = strength;
  useEffect(() => {
    recheck([field]);
  }, [recheck, field, judge]);
}
