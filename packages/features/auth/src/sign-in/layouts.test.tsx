import { theme as lite } from '@lobby/tokens/themes/lite';
import { theme as reg } from '@lobby/tokens/themes/reg';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@lobby/test-kit';
import { DiamondSignIn, LiteSignIn, RetroSignIn } from './layouts.tsx';

describe('sign-in layouts', () => {
  it.each([
    ['DIAMOND', DiamondSignIn, undefined],
    ['RETRO', RetroSignIn, reg],
    ['LITE', LiteSignIn, lite],
  ] as const)('%s shows the sign-in form, and Join from its tab', async (_name, Screen, theme) => {
    const user = userEvent.setup();
    renderScreen((session) => <Screen session={session} brandName="NexBet" />, {
      at: '/sign_in',
      ...(theme ? { theme } : {}),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join NexBet' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeVisible();
  });

  it('opens on Join with ?tab=register', () => {
    renderScreen((session) => <DiamondSignIn session={session} brandName="Fubo" />, {
      at: '/sign_in?tab=register',
    });
    expect(screen.getByRole('tab', { name: 'Join' })).toHaveAttribute('aria-selected', 'true');
  });

  it('claims an unused account QR code by replacing the initial password', async () => {
    const user = userEvent.setup();
    renderScreen((session) => <LiteSignIn session={session} brandName="Helo8" />, {
      at: '/sign_in?qr=CARD2024',
      answers: {
        '/member/auth/qr_code/CARD2024': { code: 'CARD2024', kind: 'account', status: 1 },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    expect(await screen.findAllByText('Please Enter Password')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in another way' }));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });

  it('signs in with a used account QR code, and says when a code is expired or unknown', async () => {
    const { unmount } = renderScreen(
      (session) => <LiteSignIn session={session} brandName="Helo8" />,
      {
        at: '/sign_in?qr=USED2024',
        answers: {
          '/member/auth/qr_code/USED2024': { code: 'USED2024', kind: 'account', status: 2 },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Sign in with your QR code' })).toBeVisible();
    unmount();
    document.cookie = 'lobby_qr_code=; max-age=0; path=/';
    const second = renderScreen((session) => <LiteSignIn session={session} brandName="Helo8" />, {
      at: '/sign_in?qr=OLD2024x',
      answers: {
        '/member/auth/qr_code/OLD2024x': { code: 'OLD2024x', kind: 'account', status: 4 },
      },
    });
    expect(await screen.findByText('This QR code has expired.')).toBeVisible();
    second.unmount();
    document.cookie = 'lobby_qr_code=; max-age=0; path=/';
    renderScreen((session) => <LiteSignIn session={session} brandName="Helo8" />, {
      at: '/sign_in?qr=NOPE2024',
    });
    expect(await screen.findByText('This QR code could not be found.')).toBeVisible();
    document.cookie = 'lobby_qr_code=; max-age=0; path=/';
  });

  it('opens the sign-up form for an unused invite QR code', async () => {
    renderScreen((session) => <DiamondSignIn session={session} brandName="NexBet" />, {
      at: '/sign_in?qr=INVITE01',
      answers: { '/member/auth/qr_code/INVITE01': { code: 'INVITE01', kind: 'invite', status: 1 } },
    });
    expect(
      await screen.findByText('You were invited with a QR code. Create your account below.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Create your account' })).toBeVisible(),
    );
    document.cookie = 'lobby_qr_code=; max-age=0; path=/';
  });
});
