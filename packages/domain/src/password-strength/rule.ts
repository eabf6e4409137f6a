/**
 * The login-password strength rule, shared by the API (authoritative) and the site (the same
 * answer before sending). This file holds the rule alone — which inputs, the threshold, the
 * reason keys — and imports no dictionary: `estimator.ts` loads those on demand.
 */
import { invalid, VALID } from '../validators/result.ts';
import type { ValidationResult } from '../validators/result.ts';

/**
 * The lowest zxcvbn score accepted. Score 3 means "safely unguessable: moderate protection
 * from an offline slow-hash scenario" (under about 10^10 guesses refused); our hashes are
 * argon2id, a slow hash, so 3 is the level where a stolen database's hashes stay out of reach,
 * while 4 would refuse many passphrases a member can still remember.
 */
export const PASSWORD_MIN_SCORE = 3;

/** The shortest name worth refusing inside a password (a 1- or 2-letter name is in everything). */
const MIN_NAME_LENGTH = 3;

/** Who the password belongs to: the words it must not contain. */
export interface PasswordOwner {
  /** The member's username (absent where it is not known yet). */
  username?: string | undefined;
  /** The brand's id and display name. */
  brandNames?: readonly (string | undefined)[] | undefined;
}

/** The part of a zxcvbn match the rule reads. */
export interface StrengthMatch {
  pattern: string;
  i: number;
  j: number;
  dictionaryName?: string;
}

/** The part of a zxcvbn estimate the rule reads. */
export interface StrengthEstimate {
  score: number;
  sequence: readonly StrengthMatch[];
}

/** The dictionary of the common-password (breached) list in `@zxcvbn-ts/language-common`. */
export const BREACHED_DICTIONARY = 'passwords-common';

/** A name as compared: lower case, without spaces; undefined when too short to matter. */
function comparable(name: string | undefined): string | undefined {
  const folded = name?.toLowerCase().replace(/\s+/g, '');
  return folded && folded.length >= MIN_NAME_LENGTH ? folded : undefined;
}

/** The words zxcvbn is handed as user inputs (so a variant of them scores low too). */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  return [owner.username, ...(owner.brandNames ?? [])]
    .map(comparable)
    .filter((name): name is string => name !== undefined);
}

/** True when the whole password is one entry of the common-password list (maybe l33t, reversed). */
export function isBreached(password: string, estimate: StrengthEstimate): boolean {
  return estimate.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === BREACHED_DICTIONARY &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
}

/**
 * Judges a password that already passed the length rules (spec §5, first): refused, in this
 * order, when it contains the username (PASSWORD_HAS_USERNAME) or the brand's name
 * (PASSWORD_HAS_BRAND), is on the common-password list (PASSWORD_BREACHED), or scores below
 * {@link PASSWORD_MIN_SCORE} (PASSWORD_TOO_GUESSABLE).
 */
export function judgePassword(
  password: string,
  owner: PasswordOwner,
  estimate: StrengthEstimate,
): ValidationResult {
  const folded = password.toLowerCase();
  const username = comparable(owner.username);
  if (username && folded.includes(username)) return invalid('PASSWORD_HAS_USERNAME');
  if ((owner.brandNames ?? []).some((name) => folded.includes(comparable(name) ?? '\0'))) {
    return invalid('PASSWORD_HAS_BRAND');
  }
  if (isBreached(password, estimate)) return invalid('PASSWORD_BREACHED');
  if (estimate.score < PASSWORD_MIN_SCORE) return invalid('PASSWORD_TOO_GUESSABLE');
  return VALID;
}
