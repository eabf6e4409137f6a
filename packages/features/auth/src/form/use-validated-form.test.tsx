import { invalid, VALID, validateRequired } from '@lobby/domain/validators';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, ToastProvider } from '@lobby/ui';
import { theme } from '@lobby/tokens/themes/diamond';
import { createI18n } from '@lobby/i18n/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useValidatedForm } from './use-validated-form.ts';

const i18n = createI18n();
function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

type Values = { name: string; code: string };
const validators = {
  name: (v: Values) => validateRequired(v.name),
  code: (v: Values) => (v.code === '' || /^\d+$/.test(v.code) ? VALID : invalid('INVALID_NUMBER')),
};

describe('useValidatedForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates a changed field once typing pauses for a second', () => {
    const { result } = renderHook(
      () => useValidatedForm<Values>({ initial: { name: '', code: '' }, validators }),
      { wrapper },
    );
    act(() => result.current.set('code', '12a'));
    expect(result.current.status('code')).toBeUndefined();
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.message('code')).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status('code')).toBe('invalid');
    expect(result.current.message('code')).toBe('Please enter a valid number');
    // Only the changed field was checked.
    expect(result.current.status('name')).toBeUndefined();
  });

  it('binds a text field: value, change, mark and message in one object', () => {
    const { result } = renderHook(
      () => useValidatedForm<Values>({ initial: { name: '', code: '' }, validators }),
      { wrapper },
    );
    expect(result.current.field('code')).toMatchObject({
      value: '',
      status: undefined,
      message: undefined,
    });
    act(() => result.current.field('code').onChange('x1'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.values.code).toBe('x1');
    expect(result.current.field('code')).toMatchObject({
      value: 'x1',
      status: 'invalid',
      message: 'Please enter a valid number',
    });
  });

  it('validates everything on demand, marking fields valid or invalid', () => {
    const { result } = renderHook(
      () => useValidatedForm<Values>({ initial: { name: '', code: '7' }, validators }),
      { wrapper },
    );
    let ok = true;
    act(() => {
      ok = result.current.validateAll();
    });
    expect(ok).toBe(false);
    expect(result.current.message('name')).toBe('Required field');
    expect(result.current.status('code')).toBe('valid');
    act(() => result.current.set('name', 'Mei'));
    act(() => {
      ok = result.current.validateAll();
    });
    expect(ok).toBe(true);
    expect(result.current.status('name')).toBe('valid');
  });

  it('leaves an empty optional field unmarked, and shows server errors as given', () => {
    const { result } = renderHook(
      () => useValidatedForm<Values>({ initial: { name: 'x', code: '' }, validators }),
      { wrapper },
    );
    act(() => void result.current.validateAll());
    expect(result.current.status('code')).toBeUndefined();
    act(() => result.current.setServerError('name', 'The username has been registered'));
    expect(result.current.status('name')).toBe('invalid');
    expect(result.current.message('name')).toBe('The username has been registered');
    act(() => result.current.reset());
    expect(result.current.status('name')).toBeUndefined();
  });
});
