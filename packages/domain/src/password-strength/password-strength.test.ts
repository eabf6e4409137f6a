import { describe, expect, it } from 'vitest';
import {
  judgePassword,
  loadPasswordStrength,
  PASSWORD_MIN_SCORE,
  passwordUserInputs,
} from './index.ts';

const owner = { username: 'demo01', brandNames: ['nexbet', 'NexBet Asia'] };

describe('the password strength rule', () => {
  it('refuses a password from the common-password list, even l33t-spelt', async () => {
    const checker = await loadPasswordStrength();
    for (const password of ['password1', 'P@ssw0rd', 'qwerty123', 'iloveyou']) {
      expect(checker.check(password, owner).result).toEqual({
        valid: false,
        message: 'PASSWORD_BREACHED',
      });
    }
  });

  it('refuses a password scoring below the threshold that is not on the list', async () => {
    const checker = await loadPasswordStrength();
    const { score, result } = checker.check('zzzzzzzzzzzz', owner);
    expect(score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(result).toEqual({ valid: false, message: 'PASSWORD_TOO_GUESSABLE' });
  });

  it('refuses the username or the brand name inside the password, in any case', async () => {
    const checker = await loadPasswordStrength();
    expect(checker.check('Kettle-DEMO01-Moss', owner).result).toEqual({
      valid: false,
      message: 'PASSWORD_HAS_USERNAME',
    });
    expect(checker.check('Kettle-NexBet-Moss', owner).result).toEqual({
      valid: false,
      message: 'PASSWORD_HAS_BRAND',
    });
    expect(checker.check('zq-nexbetasia-9', owner).result).toMatchObject({
      message: 'PASSWORD_HAS_BRAND',
    });
  });

  it('accepts a strong password and scores it at or above the threshold', async () => {
    const checker = await loadPasswordStrength();
    for (const password of ['Tr4vel-Kettle-9', 'correct horse battery', 'Xk7!mq2Lp']) {
      const { score, result } = checker.check(password, owner);
      expect(result).toEqual({ valid: true });
      expect(score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    }
  });

  it('loads the dictionaries once', async () => {
    expect(await loadPasswordStrength()).toBe(await loadPasswordStrength());
  });

  it('hands zxcvbn the names folded, leaving out the too short and the absent', () => {
    expect(
      passwordUserInputs({ username: 'Demo01', brandNames: ['ab', undefined, 'Nex Bet'] }),
    ).toEqual(['demo01', 'nexbet']);
  });

  it('judges in order: username, brand, breached, score', () => {
    const breachedAndWeak = {
      score: 0,
      sequence: [{ pattern: 'dictionary', i: 0, j: 8, dictionaryName: 'passwords-common' }],
    };
    expect(judgePassword('demo01abc', owner, breachedAndWeak)).toMatchObject({
      message: 'PASSWORD_HAS_USERNAME',
    });
    expect(judgePassword('password1', owner, breachedAndWeak)).toMatchObject({
      message: 'PASSWORD_BREACHED',
    });
    // A list word that is only part of the password is not "breached": the score decides.
    const partial = {
      score: 4,
      sequence: [{ pattern: 'dictionary', i: 0, j: 3, dictionaryName: 'passwords-common' }],
    };
    expect(judgePassword('pass-Kettle-Moss-9', owner, partial)).toEqual({ valid: true });
    expect(judgePassword('pass-Kettle-Moss-9', owner, { ...partial, score: 2 })).toMatchObject({
      message: 'PASSWORD_TOO_GUESSABLE',
    });
  });
});
