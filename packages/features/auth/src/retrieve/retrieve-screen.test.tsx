import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keyAnswer, renderScreen } from '@lobby/test-kit';
import { RetrieveScreen } from './retrieve-screen.tsx';

describe('RetrieveScreen', () => {
  it('resets a password by email in three steps', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(
      (session) => <RetrieveScreen session={session} brandName="NexBet" />,
      {
        at: '/retrieve',
        path: '/retrieve',
        answers: {
          '/key': await keyAnswer(),
          '/member/forget_password_via_email': { ok: true },
          '/member/verify_email_code': { reset_token: 'reset-token-0123456789', expires_in: 900 },
          '/member/reset_password_via_email': { ok: true },
        },
      },
    );
    const panel = screen.getByRole('tabpanel');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findAllByText('Please Enter Username')).not.toHaveLength(0);
    await user.type(screen.getAllByLabelText(/^Username/)[0] as HTMLElement, 'luckymei');
    await user.type(screen.getAllByLabelText(/^Email/)[0] as HTMLElement, 'mei@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/^Verification code/);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findAllByText('Please enter the 6-digit OTP verification code'),
    ).not.toHaveLength(0);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await user.type(await screen.findByLabelText(/^New password/), 'newpass123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/member/forget_password_via_email',
        '/member/verify_email_code',
        '/member/reset_password_via_email',
      ]),
    );
    const reset = calls.find((c) => c.path === '/member/reset_password_via_email')?.body as Record<
      string,
      string
    >;
    expect(reset.reset_token).toBe('reset-token-0123456789');
    expect(panel).toBeTruthy();
  });

  it('asks for the mobile number when retrieving by SMS', async () => {
    const user = userEvent.setup();
    renderScreen((session) => <RetrieveScreen session={session} brandName="NexBet" />, {
      at: '/retrieve',
      path: '/retrieve',
    });
    await user.click(screen.getByRole('tab', { name: 'By SMS' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'By SMS' })).toHaveAttribute('aria-selected', 'true'),
    );
    const panel = screen.getAllByRole('tabpanel').find((p) => !p.hidden) as HTMLElement;
    expect(panel.querySelector('input[type="tel"]')).not.toBeNull();
  });
});
