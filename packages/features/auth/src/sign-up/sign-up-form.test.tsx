import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keyAnswer, renderScreen } from '@lobby/test-kit';
import { SignUpForm } from './sign-up-form.tsx';

const field = (name: RegExp) => screen.getByLabelText(name);

describe('SignUpForm', () => {
  it('shows every rule broken on submit, beneath each field, and the first one as a toast', async () => {
    const user = userEvent.setup();
    renderScreen(<SignUpForm onRegistered={() => {}} />);
    await screen.findByLabelText(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please Enter Username')).toHaveLength(2); // field + toast
    expect(screen.getByText('Please Enter Password')).toBeVisible();
    expect(screen.getAllByText('Required field').length).toBeGreaterThanOrEqual(2); // confirmation, email
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks each field by the configured rules', async () => {
    const user = userEvent.setup();
    renderScreen(<SignUpForm onRegistered={() => {}} />);
    await screen.findByLabelText(/^Email/);
    // The first area code (+60) is chosen once the list arrives; the phone bounds subtract it.
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+60'));
    await user.type(field(/^Username/), '1bad');
    await user.type(field(/^Password/), 'abc');
    await user.type(field(/^Confirm password/), 'abd');
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Mobile number/), '12');
    await user.type(field(/^Referral code/), '12x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findAllByText('Must begin with a letter and 5-20 characters long'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Password must contain 6-20 numbers or characters')).toBeVisible();
    expect(screen.getByText('Password Not Same')).toBeVisible();
    expect(screen.getByText('Invalid Email')).toBeVisible();
    expect(screen.getByText('6-11 Phone number')).toBeVisible();
    expect(screen.getByText('6-digit referral code')).toBeVisible();
  });

  it('sends a valid form with the password encrypted and marks a field the server refuses', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const key = await keyAnswer();
    const { calls } = renderScreen(<SignUpForm onRegistered={onRegistered} />, {
      answers: {
        '/key': key,
        '/member/auth/register': () =>
          new Response(
            JSON.stringify({
              code: 'VALIDATION_FAILED',
              message: 'The username has been registered',
              field: 'username',
              key: 'USERNAME_TAKEN',
            }),
            {
              status: 400,
            },
          ),
      },
    });
    await screen.findByLabelText(/^Email/);
    await user.type(field(/^Username/), 'luckymei');
    await user.type(field(/^Password/), 'secret123');
    await user.type(field(/^Confirm password/), 'secret123');
    await user.type(field(/^Email/), 'mei@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/member/auth/register')).toBe(true));
    const sent = calls.find((c) => c.path === '/member/auth/register')?.body as Record<
      string,
      string
    >;
    expect(sent.username).toBe('luckymei');
    expect(sent.email).toBe('mei@example.com');
    expect(sent.password).toMatch(/^k1:/);
    expect(sent.password).not.toContain('secret123');
    expect(await screen.findAllByText('The username has been registered')).not.toHaveLength(0);
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('keeps an invite code read-only', async () => {
    renderScreen(<SignUpForm inviteCode="123456" onRegistered={() => {}} />);
    expect(await screen.findByLabelText(/^Referral code/)).toHaveValue('123456');
    expect(field(/^Referral code/)).toHaveAttribute('readonly');
  });
});
