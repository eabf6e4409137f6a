/**
 * The sign-in layouts and the QR code flows against the reference API (default brand). QR codes
 * are made the way an operator makes them (`qr:create`, `qr:cancel`); an expired one is made
 * already past its validity.
 */
import { authApi } from '@lobby/api-client/auth';
import { QrCodeStatus } from '@lobby/domain/enums';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, PASSWORD, renderLive, uniqueUsername } from '@lobby/test-kit/live';
import { theme as lite } from '@lobby/tokens/themes/lite';
import { theme as nexbet } from '@lobby/tokens/themes/nexbet';
import { theme as reg } from '@lobby/tokens/themes/reg';
import { theme as theme8 } from '@lobby/tokens/themes/theme8';
import { theme as theme9 } from '@lobby/tokens/themes/theme9';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSignIn, createMember, invitedFriends } from '../testing/members.ts';
import { ClassySignIn } from './classy-sign-in.tsx';
import { DiamondSignIn, LiteSignIn, RetroSignIn } from './layouts.tsx';
import { ProSleekSignIn } from './pro-sleek-sign-in.tsx';
import { SoftSleekSignIn } from './soft-sleek-sign-in.tsx';
import { QR_COOKIE, readQrCookie } from './qr-code.ts';

type AccountQr = { code: string; username: string; initialPassword: string };

const accountQr = async (options: { days?: number } = {}) =>
  (await ops('qr:create', { brand: 'default', kind: 'account', ...options })) as AccountQr;

/** A QR code's status as the server reports it to members. */
async function qrStatus(code: string): Promise<number | undefined> {
  const harness = createLiveHarness();
  const request = harness.store.dispatch(authApi.endpoints.qrCode.initiate({ code }));
  const answer = await request;
  request.unsubscribe();
  return answer.data?.status;
}

/** The sign-in page at `/sign_in` (a finished sign-in leaves it, showing "elsewhere"). */
function renderSignIn(
  at: string,
  Screen: typeof LiteSignIn = LiteSignIn,
  onRegistered: () => void = () => {},
) {
  return renderLive(
    (session) => <Screen session={session} brandName="Helo8" onRegistered={onRegistered} />,
    { at, path: '/sign_in' },
  );
}

afterEach(() => {
  // The scanned code is kept in a cookie; each test starts without one.
  document.cookie = `${QR_COOKIE}=; max-age=0; path=/`;
});

describe('sign-in layouts', () => {
  const LAYOUTS = [
    ['DIAMOND', DiamondSignIn, undefined],
    ['RETRO', RetroSignIn, reg],
    ['LITE', LiteSignIn, lite],
    ['CLASSY', ClassySignIn, theme8],
    ['SOFT-SLEEK', SoftSleekSignIn, theme9],
    ['PRO-SLEEK', ProSleekSignIn, nexbet],
  ] as const;

  it.each(LAYOUTS)(
    '%s shows the sign-in form, and Join from its tab',
    async (_name, Screen, theme) => {
      const user = userEvent.setup();
      renderLive((session) => <Screen session={session} brandName="NexBet" />, {
        at: '/sign_in',
        ...(theme ? { theme } : {}),
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await user.click(screen.getByRole('tab', { name: 'Join' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Join NexBet' })).toBeVisible();
      expect(screen.getByRole('form', { name: 'Create your account' })).toBeVisible();
      // The join form follows the brand's settings from the server (default: email optional).
      expect(await screen.findByLabelText('Email (optional)')).toBeVisible();
    },
  );

  it('opens on Join with ?tab=register', () => {
    renderLive((session) => <DiamondSignIn session={session} brandName="Fubo" />, {
      at: '/sign_in?tab=register',
    });
    expect(screen.getByRole('tab', { name: 'Join' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(LAYOUTS)('%s signs in from the Sign in tab and leaves the page', async (_n, Screen) => {
    const user = userEvent.setup();
    const member = await createMember('default');
    const { session } = renderLive((s) => <Screen session={s} brandName="Lobby" />, {
      at: '/sign_in?redirect=/wallet',
      path: '/sign_in',
    });
    await user.type(screen.getByLabelText(/^Username/), member.username);
    await user.type(screen.getByLabelText(/^Password/), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(session.isSignedIn()).toBe(true);
  });
});

describe('QR codes on the sign-in page', () => {
  it('claims an unused account QR code by replacing the initial password', async () => {
    const user = userEvent.setup();
    const qr = await accountQr();
    const onRegistered = vi.fn();
    const { session } = renderSignIn(`/sign_in?qr=${qr.code}`, LiteSignIn, onRegistered);
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeVisible();
    expect(readQrCookie(document.cookie)).toBe(qr.code);
    const activate = () => screen.getByRole('button', { name: 'Activate and sign in' });
    await user.click(activate());
    expect(await screen.findAllByText('Please Enter Password')).not.toHaveLength(0);

    await user.type(screen.getByLabelText(/^Initial password/), 'not-the-one1');
    await user.type(screen.getByLabelText(/^New password/), 'Mine-Now-Otter99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Mine-Now-Otter99');
    // Claiming makes the account the member's own: the brand's minimum age is asked first.
    await user.click(activate());
    const ageBox = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(ageBox).toHaveAccessibleDescription('Please confirm you are 18 or older');
    await user.click(ageBox);
    await user.click(activate());
    expect(await screen.findByText('Incorrect username or password')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Initial password/));
    await user.type(screen.getByLabelText(/^Initial password/), qr.initialPassword);
    await user.click(activate());
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(session.isSignedIn()).toBe(true);
    expect(readQrCookie(document.cookie)).toBeUndefined();
    expect(await qrStatus(qr.code)).toBe(QrCodeStatus.Used);
    expect(await canSignIn('default', qr.username, 'Mine-Now-Otter99')).toBe(true);
  });

  it('leaves the QR flow for the ordinary forms', async () => {
    const user = userEvent.setup();
    const qr = await accountQr();
    renderSignIn(`/sign_in?qr=${qr.code}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in another way' }));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    expect(readQrCookie(document.cookie)).toBeUndefined();
  });

  it('signs in with a used account QR code and the member’s password', async () => {
    const user = userEvent.setup();
    const qr = await accountQr();
    // The card's owner claimed it earlier.
    await createLiveHarness()
      .store.dispatch(
        authApi.endpoints.qrCodeRegister.initiate({
          qr_code: qr.code,
          oldPwd: qr.initialPassword,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          age_confirmed: true,
        }),
      )
      .unwrap();
    const { session } = renderSignIn(`/sign_in?qr=${qr.code}`);
    expect(await screen.findByRole('heading', { name: 'Sign in with your QR code' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect username or password')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(session.getUserInfo()?.username).toBe(qr.username);
  });

  it('says when a code is expired, cancelled or unknown', async () => {
    const expired = await accountQr({ days: -1 });
    const first = renderSignIn(`/sign_in?qr=${expired.code}`);
    expect(await screen.findByText('This QR code has expired.')).toBeVisible();
    first.unmount();

    const cancelled = await accountQr();
    await ops('qr:cancel', { brand: 'default', code: cancelled.code });
    const second = renderSignIn(`/sign_in?qr=${cancelled.code}`);
    expect(await screen.findByText('This QR code has been cancelled.')).toBeVisible();
    second.unmount();

    renderSignIn(`/sign_in?qr=NOPE${uniqueUsername().toUpperCase()}`);
    expect(await screen.findByText('This QR code could not be found.')).toBeVisible();
  });

  it('opens the sign-up form for an unused invite QR code, once', async () => {
    const user = userEvent.setup();
    const owner = await createMember('default');
    const qr = (await ops('qr:create', {
      brand: 'default',
      kind: 'invite',
      owner: owner.username,
    })) as { code: string };
    const first = renderSignIn(`/sign_in?qr=${qr.code}`, DiamondSignIn);
    expect(
      await screen.findByText('You were invited with a QR code. Create your account below.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Create your account' })).toBeVisible(),
    );
    await user.type(screen.getByLabelText(/^Username/), uniqueUsername());
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The deposit-limits step comes before leaving the page (issue 17).
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(first.session.isSignedIn()).toBe(true);
    expect(await qrStatus(qr.code)).toBe(QrCodeStatus.Used);
    // The sign-up is attributed to the code's owner.
    expect(await invitedFriends(owner.username)).toBe(1);
    first.unmount();

    renderSignIn(`/sign_in?qr=${qr.code}`, DiamondSignIn);
    expect(await screen.findByText('This invitation has already been used.')).toBeVisible();
  });
});
