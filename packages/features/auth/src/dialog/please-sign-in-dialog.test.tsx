import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@lobby/test-kit';
import { PleaseSignInDialog } from './please-sign-in-dialog.tsx';

describe('PleaseSignInDialog', () => {
  it('offers Close, Sign In and Sign Up', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSignIn = vi.fn();
    const onSignUp = vi.fn();
    renderScreen(
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
});
