import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePasswordStrength } from './use-password-strength.ts';

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
    await waitFor(() =>
      expect(result.current.judge('password1', bounds)).toEqual({
        valid: false,
        message: 'PASSWORD_BREACHED',
      }),
    );
    expect(result.current.judge('Moss-Member01-7', bounds)).toMatchObject({
      message: 'PASSWORD_HAS_USERNAME',
    });
    expect(result.current.judge('Tundra-Pelican-Moss7', bounds)).toEqual({ valid: true });
  });
});
