/**
 * `@lobby/domain/password-strength`: the login-password strength rule (breached, too easy to
 * guess, containing the username or brand) and its lazily loaded zxcvbn checker. Not in the
 * main entry, so nothing pulls the dictionaries in without asking for this subpath.
 */
export {
  PASSWORD_MIN_SCORE,
  BREACHED_DICTIONARY,
  type PasswordOwner,
  type StrengthMatch,
  type StrengthEstimate,
  passwordUserInputs,
  isBreached,
  judgePassword,
} from './rule.ts';
export { type PasswordStrengthChecker, loadPasswordStrength } from './estimator.ts';
