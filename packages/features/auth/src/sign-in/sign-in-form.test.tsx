import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keyAnswer, renderScreen } from '@lobby/test-kit';
import { SignInForm } from './sign-in-form.tsx';

const loginAnswer = (change: boolean) => ({
  username: 'luckymei',
  real_name: '',
  money: 12_345,
  avatar: '',
  type: 1,
  subtype: 1,
  auto_transfer: false,
  football_permission: 0,
  red_packet: [],
  token: change ? 'ticket-0123456789abcdef' : 'session-token',
  time: 1_700_000_000,
  change_password: change,
});

describe('SignInForm', () => {
  it('refuses to send an empty form', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<SignInForm onSignedIn={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please Enter Username')).not.toHaveLength(0);
    expect(screen.getByText('Please Enter Password')).toBeVisible();
    expect(calls.some((c) => c.path === '/member/auth/login')).toBe(false);
  });

  it('signs in and stores the session', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { session } = renderScreen(<SignInForm onSignedIn={onSignedIn} />, {
      answers: { '/key': await keyAnswer(), '/member/auth/login': loginAnswer(false) },
    });
    await user.type(screen.getByLabelText(/^Username/), 'luckymei');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.isSignedIn()).toBe(true);
    expect(session.getUserInfo()?.username).toBe('luckymei');
  });

  it('asks for a new password when the login requires one, without signing in', async () => {
    const user = userEvent.setup();
    const { session } = renderScreen(<SignInForm onSignedIn={() => {}} />, {
      answers: { '/key': await keyAnswer(), '/member/auth/login': loginAnswer(true) },
    });
    await user.type(screen.getByLabelText(/^Username/), 'luckymei');
    await user.type(screen.getByLabelText(/^Password/), 'initial1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(session.isSignedIn()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findAllByText('Please Enter Password')).not.toHaveLength(0);
  });

  it('shows the server refusal and asks for a captcha when the server wants one', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInForm onSignedIn={() => {}} />, {
      answers: {
        '/key': await keyAnswer(),
        '/member/auth/login': () =>
          new Response(
            JSON.stringify({ code: 'CAPTCHA_REQUIRED', message: 'Please enter the security code' }),
            { status: 400 },
          ),
        '/captcha': {
          captcha_id: 'c1',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expires_in: 300,
        },
      },
    });
    await user.type(screen.getByLabelText(/^Username/), 'luckymei');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the security code')).toBeVisible();
    expect(await screen.findByLabelText(/^Security code/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Security code image' })).toBeVisible();
  });
});
