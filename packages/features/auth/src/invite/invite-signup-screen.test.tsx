/**
 * The invite sign-up against the reference API (default brand): the referrer is a member an
 * operator created, whose invite code the server resolves and then attributes the sign-up to.
 */
import { createLiveHarness, PASSWORD, renderLive, uniqueUsername } from '@lobby/test-kit/live';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canSignIn, createMember, invitedFriends, unknownInviteCode } from '../testing/members.ts';
import { InviteSignupScreen } from './invite-signup-screen.tsx';

function renderInvite(code: string, onRegistered: () => void = () => {}) {
  return renderLive(
    (session) => (
      <InviteSignupScreen session={session} brandName="Lobby" onRegistered={onRegistered} />
    ),
    { at: `/invite_signup/${code}`, path: '/invite_signup/:codeid' },
  );
}

describe('InviteSignupScreen', () => {
  it('names the referrer, fills the referral code and signs the friend up with it', async () => {
    const user = userEvent.setup();
    const referrer = await createMember('default');
    const onRegistered = vi.fn();
    const username = uniqueUsername();
    const { session } = renderInvite(referrer.inviteCode, onRegistered);
    // The server shows the referrer masked: first and last letters.
    const masked = new RegExp(
      `^Invited by ${referrer.username[0]}\\*+${referrer.username[referrer.username.length - 1]}$`,
    );
    expect(await screen.findByText(masked)).toBeVisible();
    expect(screen.queryByText(referrer.username)).toBeNull();
    const referral = await screen.findByLabelText(/^Referral code/);
    expect(referral).toHaveValue(referrer.inviteCode);
    expect(referral).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(/^Username/), username);
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The deposit-limits step comes first (issue 17); skipping it continues.
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(session.getUserInfo()?.username).toBe(username);
    expect(await canSignIn('default', username, PASSWORD)).toBe(true);
    // The server attributed the sign-up to the referrer.
    expect(await invitedFriends(referrer.username)).toBe(1);
  });

  it('still lets the member join when the link is malformed', async () => {
    renderInvite('oops');
    expect(
      await screen.findByText(
        'This invitation link is not valid, but you can still create an account.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('');
    expect(screen.getByLabelText(/^Referral code/)).not.toHaveAttribute('readonly');
  });

  it('still lets the member join when the server knows no such code', async () => {
    const code = await unknownInviteCode(createLiveHarness());
    renderInvite(code);
    expect(
      await screen.findByText(
        'This invitation link is not valid, but you can still create an account.',
      ),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^Referral code/)).toHaveValue('');
  });
});
