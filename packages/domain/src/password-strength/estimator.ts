/**
 * zxcvbn with the common-password list and English words, built once on first use. Its
 * dictionaries are a few MB: they are imported dynamically here, so a bundle or a server that
 * imports the rule alone does not load them until a password is checked.
 */
import type { ValidationResult } from '../validators/result.ts';
import { judgePassword, passwordUserInputs } from './rule.ts';
import type { PasswordOwner } from './rule.ts';

/** A ready checker: judges a password and tells its zxcvbn score (0-4, for a meter). */
export interface PasswordStrengthChecker {
  check(password: string, owner: PasswordOwner): { score: number; result: ValidationResult };
}

let loading: Promise<PasswordStrengthChecker> | undefined;

async function build(): Promise<PasswordStrengthChecker> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return {
    check(password, owner) {
      const estimate = zxcvbn.check(password, passwordUserInputs(owner));
      return { score: estimate.score, result: judgePassword(password, owner, estimate) };
    },
  };
}

/**
 * The checker, loading the dictionaries at the first call and reusing them after; a failed
 * load is forgotten so the next call tries again.
 */
export function loadPasswordStrength(): Promise<PasswordStrengthChecker> {
  loading ??= build().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
