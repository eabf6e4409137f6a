import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@lobby/test-kit';
import { InviteSignupScreen } from './invite-signup-screen.tsx';

describe('InviteSignupScreen', () => {
  it('names the referrer and fills the referral code', async () => {
    renderScreen((session) => <InviteSignupScreen session={session} brandName="NexBet" />, {
      at: '/invite_signup/123456',
      path: '/invite_signup/:codeid',
      answers: { '/member/auth/invite/123456': { code: '123456', referrer: 'd***o' } },
    });
    expect(await screen.findByText('Invited by d***o')).toBeVisible();
    expect(await screen.findByLabelText(/^Referral code/)).toHaveValue('123456');
  });

  it('still lets the member join when the code is not valid', async () => {
    renderScreen((session) => <InviteSignupScreen session={session} brandName="NexBet" />, {
      at: '/invite_signup/oops',
      path: '/invite_signup/:codeid',
    });
    expect(
      await screen.findByText(
        'This invitation link is not valid, but you can still create an account.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('');
  });
});
