/**
 * Password retrieval against the reference API (default brand): the codes arrive by email
 * (through the SMTP sink) and by SMS (in the API's outbox), and the new password is the one
 * the server then accepts.
 */
import { renderLive, uniqueUsername } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  canSignIn,
  nextMailedCode,
  nextTextedCode,
  registerMember,
  uniqueEmail,
  uniqueMobile,
} from '../testing/members.ts';
import { RetrieveScreen } from './retrieve-screen.tsx';

function renderRetrieve() {
  return renderLive((session) => <RetrieveScreen session={session} brandName="Lobby" />, {
    at: '/retrieve',
    path: '/retrieve',
  });
}

/** The panel of the open tab (both channels' forms are mounted). */
const openPanel = () =>
  within(screen.getAllByRole('tabpanel').find((panel) => !panel.hidden) as HTMLElement);

describe('RetrieveScreen', () => {
  it('resets a password by email in three steps', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail();
    const member = await registerMember('default', { email });
    renderRetrieve();
    const panel = openPanel();
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await screen.findAllByText('Please Enter Username')).not.toHaveLength(0);
    await user.type(panel.getByLabelText(/^Username/), member.username);
    await user.type(panel.getByLabelText(/^Email/), email);
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    const code = await panel.findByLabelText(/^Verification code/);
    expect(
      screen.getByText('If the details match an account, a code is on its way to your email.'),
    ).toBeVisible();
    const mailed = await nextMailedCode(email);

    await user.type(code, mailed.slice(0, 5));
    await user.click(panel.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findAllByText('Please enter the 6-digit OTP verification code'),
    ).not.toHaveLength(0);
    // A wrong code is refused by the server, beneath the field.
    await user.type(code, mailed.endsWith('0') ? '1' : '0');
    await user.click(panel.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findAllByText('The code is incorrect or has expired')).not.toHaveLength(0);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, mailed);
    await user.click(panel.getByRole('button', { name: 'Verify code' }));

    await user.type(await panel.findByLabelText(/^New password/), 'Nimbus-Falcon-123');
    await user.type(panel.getByLabelText(/^Confirm password/), 'Nimbus-Falcon-124');
    await user.click(panel.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText('Password Not Same')).not.toHaveLength(0);
    await user.clear(panel.getByLabelText(/^Confirm password/));
    await user.type(panel.getByLabelText(/^Confirm password/), 'Nimbus-Falcon-123');
    await user.click(panel.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(
      screen.getByText('Password reset. Please sign in with your new password.'),
    ).toBeVisible();
    expect(await canSignIn('default', member.username, 'Nimbus-Falcon-123')).toBe(true);
    expect(await canSignIn('default', member.username, member.password)).toBe(false);
  });

  it('resets a password by SMS, asking for the mobile number', async () => {
    const user = userEvent.setup();
    const mobile = uniqueMobile();
    const member = await registerMember('default', { mobile_area: '+60', mobile });
    renderRetrieve();
    await user.click(screen.getByRole('tab', { name: 'By SMS' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'By SMS' })).toHaveAttribute('aria-selected', 'true'),
    );
    const panel = openPanel();
    const number = panel.getByLabelText(/^Mobile number/);
    expect(number).toHaveAttribute('type', 'tel');
    await waitFor(() => expect(panel.getByLabelText(/^Area code/)).toHaveValue('+60'));
    await user.type(panel.getByLabelText(/^Username/), member.username);
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findAllByText('Required field')).not.toHaveLength(0);
    await user.type(number, mobile);
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    const code = await panel.findByLabelText(/^Verification code/);
    await user.type(code, await nextTextedCode('default', `+60${mobile}`));
    await user.click(panel.getByRole('button', { name: 'Verify code' }));
    await user.type(await panel.findByLabelText(/^New password/), 'Sms-Harbor-1234');
    await user.type(panel.getByLabelText(/^Confirm password/), 'Sms-Harbor-1234');
    await user.click(panel.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(await canSignIn('default', member.username, 'Sms-Harbor-1234')).toBe(true);
  });

  it('moves on for details that match no account (the server does not say), and can start over', async () => {
    const user = userEvent.setup();
    renderRetrieve();
    const panel = openPanel();
    await user.type(panel.getByLabelText(/^Username/), uniqueUsername());
    await user.type(panel.getByLabelText(/^Email/), uniqueEmail());
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    const code = await panel.findByLabelText(/^Verification code/);
    await user.type(code, '123456');
    await user.click(panel.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findAllByText('The code is incorrect or has expired')).not.toHaveLength(0);
    await user.click(panel.getByRole('button', { name: 'Start over' }));
    expect(panel.getByRole('button', { name: 'Send code' })).toBeVisible();
  });
});
