/**
 * The login-password strength rule on the site, as the API applies it
 * (`@lobby/domain/password-strength`). Its dictionaries are a few MB, so they are fetched by a
 * dynamic import only once the member starts typing a new password: no first screen carries
 * them. Until they have arrived the rule answers valid, and the server, which always checks,
 * has the last word.
 */
import type { PasswordOwner, PasswordStrengthChecker } from '@lobby/domain/password-strength';
import { VALID } from '@lobby/domain/validators';
import type { ValidationResult } from '@lobby/domain/validators';
import { useCallback, useEffect, useState } from 'react';

/** What {@link usePasswordStrength} answers. */
export interface PasswordStrength {
  /** The rule's answer for `password` (valid while the checker loads). */
  judge(password: string): ValidationResult;
}

/** Starts loading the checker once `typing` is true (see the module note). */
export function usePasswordStrength(typing: boolean, owner: PasswordOwner): PasswordStrength {
  const [checker, setChecker] = useState<PasswordStrengthChecker>();
  useEffect(() => {
    if (!typing || checker) return;
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
  }, [typing, checker]);
  const { username } = owner;
  const brandNames = owner.brandNames?.join('\n');
  const judge = useCallback(
    (password: string) =>
      checker
        ? checker.check(password, { username, brandNames: brandNames?.split('\n') }).result
        : VALID,
    [checker, username, brandNames],
  );
  return { judge };
}
