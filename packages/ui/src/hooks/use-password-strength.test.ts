import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePasswordStrength, useRecheckOnStrength } from './use-password-strength.ts';

const bounds = { min: 6, max: 20 };

describe('usePasswordStrength', () => {
  it('applies the length rules first, and the strength rule once the first character fetched it', async () => {
    const { result, rerender } = renderHook(
      ({ typed }) => usePasswordStrength(typed, { username: 'member01' }),
      { initialProps: { typed: '' } },
    );
    expect(result.current.judge('abc', bounds)).toMatchObject({ message: 'PASSWORD_FORMAT' });
    // Nothing typed yet: nothing fetched, so only the length rules answer.
    expect(result.current.judge('password1', bounds)).toEqual({ valid: true });
    rerender({ typed: 'p' });
    await waitFor(
      () =>
        expect(result.current.judge('password1', bounds)).toEqual({
          valid: false,
          message: 'PASSWORD_BREACHED',
        }),
      // The dictionaries are a few MB: on a loaded machine their import takes a while.
      { timeout: 15_000 },
    );
    expect(result.current.judge('Moss-Member01-7', bounds)).toMatchObject({
      message: 'PASSWORD_HAS_USERNAME',
    });
    expect(result.current.judge('Tundra-Pelican-Moss7', bounds)).toEqual({ valid: true });
  });

  it('has the form check its password again once the dictionaries arrive', async () => {
    const recheck = vi.fn<(fields: readonly 'password'[]) => void>();
    const { result, rerender } = renderHook(
      ({ typed }) => {
        const strength = usePasswordStrength(typed, { username: 'member01' });
        useRecheckOnStrength(recheck, 'password', strength);
        return strength;
      },
      { initialProps: { typed: '' } },
    );
    const before = recheck.mock.calls.length;
    rerender({ typed: 'password1' });
    await waitFor(
      () => expect(result.current.judge('password1', bounds)).toMatchObject({ valid: false }),
      { timeout: 15_000 },
    );
    expect(recheck.mock.calls.length).toBeGreaterThan(before);
    expect(recheck).toHaveBeenLastCalledWith(['password']);
  });
});
