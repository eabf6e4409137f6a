/**
 * The Please Sign In dialog. It asks nothing of the server; it is rendered the way the site
 * mounts every auth screen, on a store against the reference API.
 */
import { renderLive } from '@lobby/test-kit/live';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PleaseSignInDialog } from './please-sign-in-dialog.tsx';

describe('PleaseSignInDialog', () => {
  it('offers Close, Sign In and Sign Up', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSignIn = vi.fn();
    const onSignUp = vi.fn();
    renderLive(
      <PleaseSignInDialog open onClose={onClose} onSignIn={onSignIn} onSignUp={onSignUp} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please Sign In' });
    expect(dialog).toHaveTextContent('Sign in or create an account to continue.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderLive(
      <PleaseSignInDialog
        open={false}
        onClose={() => {}}
        onSignIn={() => {}}
        onSignUp={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
