/**
 * The passkey button of the sign-in form against the reference API: absent where the browser
 * has no WebAuthn, present where it has, and a cancelled browser prompt signs no one in.
 */
import { renderLive } from '@lobby/test-kit/live';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';

// The browser's prompt is the one thing jsdom lacks: the member cancels it.
vi.mock('@lobby/api-client/passkeys', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPasskey: vi.fn(async () => {
    throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in with a passkey', () => {
  it('is not offered where the browser cannot use passkeys', async () => {
    renderLive(<SignInForm onSignedIn={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('asks the browser for a passkey, and a cancelled prompt signs no one in', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { session } = renderLive(<SignInForm onSignedIn={onSignedIn} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('The passkey request was cancelled or timed out.'),
    ).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(false);
  });
});
