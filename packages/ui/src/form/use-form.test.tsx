import { theme } from '@lobby/tokens/themes/diamond';
import { invalid, VALID, validateRequired } from '@lobby/domain/validators';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast.tsx';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import type { FormOptions } from './use-form.ts';
import { useForm } from './use-form.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

type Values = { name: string; code: string };
const validators = {
  name: (v: Values) => validateRequired(v.name),
  code: (v: Values) => (v.code === '' || /^\d+$/.test(v.code) ? VALID : invalid('INVALID_NUMBER')),
};
/** Stands in for the `messages` namespace: the key and its values, readable in assertions. */
const translate = (key: string, values: Record<string, unknown>) =>
  Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key;

function renderForm(options: Partial<FormOptions<Values>> = {}) {
  return renderHook(
    () => useForm<Values>({ initial: { name: '', code: '' }, validators, translate, ...options }),
    { wrapper },
  );
}

/** A task that finishes when told to. */
function deferred() {
  let finish!: () => void;
  let fail!: (failure: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe('useForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rechecks only fields already checked, with the rules as they are now, and quietly', () => {
    // A rule that learns more later, as the password strength does once its lists load.
    let strict = false;
    const learning = {
      name: (v: Values) =>
        strict && v.name === 'password1' ? invalid('PASSWORD_BREACHED') : VALID,
      code: validators.code,
    };
    const { result } = renderForm({ validators: learning });
    act(() => result.current.set('name', 'password1'));
    act(() => result.current.recheck(['name']));
    // Never checked yet: nothing to say.
    expect(result.current.status('name')).toBeUndefined();
    act(() => {
      result.current.validate(['name']);
    });
    expect(result.current.status('name')).toBe('valid');
    strict = true;
    act(() => result.current.recheck(['name', 'code']));
    expect(result.current.message('name')).toBe('PASSWORD_BREACHED');
    expect(result.current.status('code')).toBeUndefined();
    expect(screen.queryByText('PASSWORD_BREACHED')).toBeNull();
  });

  it('validates a changed field once typing pauses (FORM_VALIDATE_DEBOUNCE_MS)', () => {
    const { result } = renderForm();
    act(() => result.current.set('code', '12a'));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.status('code')).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status('code')).toBe('invalid');
    expect(result.current.message('code')).toBe('INVALID_NUMBER');
    // Only the changed field was checked.
    expect(result.current.status('name')).toBeUndefined();
  });

  it('binds a field and marks a filled valid one valid, unless told not to', () => {
    const { result } = renderForm();
    act(() => result.current.field('name').onChange('Ann'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.field('name')).toMatchObject({ value: 'Ann', status: 'valid' });
    const quiet = renderForm({ markValid: false });
    act(() => quiet.result.current.field('name').onChange('Ann'));
    act(() => vi.advanceTimersByTime(1000));
    expect(quiet.result.current.field('name').status).toBeUndefined();
  });

  it('validates every field on demand, in validator order, toasting the first error', () => {
    const { result } = renderForm({ initial: { name: '', code: 'x' } });
    let passed = true;
    act(() => {
      passed = result.current.validate();
    });
    expect(passed).toBe(false);
    expect(result.current.status('name')).toBe('invalid');
    expect(result.current.status('code')).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('REQUIRED');
  });

  it('validates only the named fields when asked', () => {
    const { result } = renderForm({ initial: { name: '', code: 'x' }, toastFirstError: false });
    let passed = true;
    act(() => {
      passed = result.current.validate(['code']);
    });
    expect(passed).toBe(false);
    expect(result.current.status('name')).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a message on typing when asked to', () => {
    const { result } = renderForm({ clearOnChange: true, toastFirstError: false });
    act(() => void result.current.validate());
    expect(result.current.message('name')).toBe('REQUIRED');
    act(() => result.current.set('name', 'A'));
    expect(result.current.message('name')).toBeUndefined();
  });

  it('submits once however often it is tapped, busy meanwhile', async () => {
    const { result } = renderForm({ initial: { name: 'Ann', code: '' } });
    const call = deferred();
    let calls = 0;
    const task = () => {
      calls += 1;
      return call.done;
    };
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.submit(task);
    });
    await act(() => result.current.submit(task));
    expect(calls).toBe(1);
    expect(result.current.busy()).toBe(true);
    expect(result.current.busy('other')).toBe(false);
    await act(async () => {
      call.finish();
      await first;
    });
    expect(result.current.busy()).toBe(false);
  });

  it('does not run the task when validation fails', async () => {
    const { result } = renderForm();
    const task = vi.fn(async () => {});
    await act(() => result.current.submit(task));
    expect(task).not.toHaveBeenCalled();
  });

  it("puts a refused submit's text on its field and in a toast", async () => {
    const { result } = renderForm({
      initial: { name: 'Ann', code: '' },
      refusal: (failure, fields) => ({
        text: String(failure),
        field: fields.includes('name') ? 'name' : undefined,
      }),
    });
    await act(() =>
      result.current.submit(async () => {
        throw 'Name taken';
      }),
    );
    expect(result.current.status('name')).toBe('invalid');
    expect(result.current.message('name')).toBe('Name taken');
    expect(screen.getByRole('alert')).toHaveTextContent('Name taken');
  });

  it('throws a failed submit to its caller when the form reads no refusals', async () => {
    const { result } = renderForm({ initial: { name: 'Ann', code: '' } });
    await expect(
      act(() =>
        result.current.submit(async () => {
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
  });

  it('focuses a refused field when asked to', () => {
    const { result } = renderForm({ focusRefusedField: true });
    const input = document.createElement('input');
    document.body.append(input);
    act(() => result.current.field('code').ref(input));
    act(() => result.current.setServerError('code', 'Taken'));
    expect(document.activeElement).toBe(input);
    expect(result.current.message('code')).toBe('Taken');
    input.remove();
  });

  it('resets values and marks', () => {
    const { result } = renderForm();
    act(() => result.current.set('name', 'Ann'));
    act(() => void result.current.validate());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '', code: '' });
    expect(result.current.status('name')).toBeUndefined();
  });
});
