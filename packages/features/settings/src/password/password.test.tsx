/**
 * The password screen against the reference API: the login password changed (a wrong current
 * one refused on its field), the withdrawal password set with the login password and then
 * changed with the current one.
 */
import { getHref } from '@lobby/domain/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { canSignIn, member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { PasswordSettingsScreen } from './password-settings-screen.tsx';

const AT = getHref('PASSWORD_SETTING');

describe('password settings', () => {
  it('refuses a wrong current password on its field, then changes the login password', async () => {
    const user = userEvent.setup();
    const { harness, username, password } = await member();
    renderScreen(harness, (p) => <PasswordSettingsScreen {...p} />, AT);
    const login = within(screen.getByRole('form', { name: 'Login password' }));
    await user.type(login.getByLabelText(/New password/), 'abc');
    expect(
      await login.findByText(
        'Password must contain 6-20 numbers or characters',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await user.clear(login.getByLabelText(/^New password/));
    await user.type(login.getByLabelText(/^New password/), 'Velvet-Anchor-51');
    await user.type(login.getByLabelText(/Confirm new password/), 'Velvet-Anchor-52');
    await user.type(login.getByLabelText(/Current password/), 'wrong-one');
    await user.click(login.getByRole('button', { name: 'Change password' }));
    expect(await login.findByText('Password Not Same')).toBeVisible();
    await user.clear(login.getByLabelText(/Confirm new password/));
    await user.type(login.getByLabelText(/Confirm new password/), 'Velvet-Anchor-51');
    await user.click(login.getByRole('button', { name: 'Change password' }));
    const current = login.getByLabelText(/Current password/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(await canSignIn(username, 'Velvet-Anchor-51')).toBe(false);

    await user.clear(current);
    await user.type(current, password);
    await user.click(login.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your login password has been changed.')).toBeVisible();
    expect(await canSignIn(username, 'Velvet-Anchor-51')).toBe(true);
  });

  it('says why a new login password is refused while typing: leaked, guessable, the username', async () => {
    const user = userEvent.setup();
    const { harness, username } = await member();
    renderScreen(harness, (p) => <PasswordSettingsScreen {...p} />, AT);
    const login = within(screen.getByRole('form', { name: 'Login password' }));
    const next = login.getByLabelText(/^New password/);
    await user.type(next, 'password1');
    expect(
      await login.findByText(
        'This password appears in lists of leaked passwords: choose another',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await user.clear(next);
    await user.type(next, 'zzzzzzzzzzzz');
    expect(
      await login.findByText(
        'Too easy to guess: add another word or a few more characters',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await user.clear(next);
    await user.type(next, `Moss-${username}-7`);
    expect(
      await login.findByText("Don't use your username in your password", {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('sets the withdrawal password with the login password, then changes it', async () => {
    const user = userEvent.setup();
    const { harness, password } = await member();
    renderScreen(harness, (p) => <PasswordSettingsScreen {...p} />, AT);
    let form = within(await screen.findByRole('form', { name: 'Withdrawal password' }));
    await user.type(form.getByLabelText(/New withdrawal password/), '12');
    expect(
      await form.findByText('4-16 numbers or characters', {}, { timeout: 3000 }),
    ).toBeVisible();
    await user.clear(form.getByLabelText(/New withdrawal password/));
    await user.type(form.getByLabelText(/New withdrawal password/), '2468');
    await user.type(form.getByLabelText(/Confirm withdrawal password/), '2468');
    await user.type(form.getByLabelText(/^Login password/), password);
    await user.click(form.getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByText('Your withdrawal password has been set.')).toBeVisible();

    // Now set: the form asks for the current withdrawal password instead.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change withdrawal password' })).toBeVisible(),
    );
    form = within(screen.getByRole('form', { name: 'Withdrawal password' }));
    await user.type(form.getByLabelText(/Current withdrawal password/), '9999');
    await user.type(form.getByLabelText(/New withdrawal password/), '1357');
    await user.type(form.getByLabelText(/Confirm withdrawal password/), '1357');
    await user.click(form.getByRole('button', { name: 'Change withdrawal password' }));
    const current = form.getByLabelText(/Current withdrawal password/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(current);
    await user.type(current, '2468');
    await user.click(form.getByRole('button', { name: 'Change withdrawal password' }));
    expect(await screen.findByText('Your withdrawal password has been changed.')).toBeVisible();
  });
});
