/**
 * The strength check every new login password passes on the server, after the length rules
 * (`areas/auth/rules.ts` `checkNewPassword`, the one caller for members; `ops member:create`).
 * The rule itself is `@lobby/domain/password-strength`, which the site runs too.
 *
 * The zxcvbn dictionaries (common passwords, English words) are loaded at the first check, not
 * at start: importing and building them takes a few hundred ms of one core, which start-up
 * would otherwise pay for a server that may never see a new password. Figures:
 * `pnpm --filter @lobby/api bench password-strength`.
 */
import { loadPasswordStrength } from '@lobby/domain/password-strength';
import type { ValidationResult } from '@lobby/domain';

/** Who a password belongs to: the words it must not contain. */
export interface PasswordOwnerNames {
  /** The member's username, when known. */
  username?: string | undefined;
  /** The brand's id and display name. */
  brand: { id: string; displayName: string };
}

/** Judges a new login password by the strength rule (breached, guessable, names inside). */
export async function judgeNewPassword(
  password: string,
  owner: PasswordOwnerNames,
): Promise<ValidationResult> {
  const checker = await loadPasswordStrength();
  return checker.check(password, {
    username: owner.username,
    brandNames: [owner.brand.id, owner.brand.displayName],
  }).result;
}
