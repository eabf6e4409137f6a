/**
 * Referral against the reference API: the invite link on the brand's public origin (never the
 * API's host) with its QR code, copy and share; the links to the records with their totals;
 * the friends the code brought and the reward a qualifying first deposit paid, each paged on
 * its own screen; and the empty lists of a member with no friends yet.
 */
import { routes } from '@lobby/domain/routes';
import { encodeQr, qrPath } from '@lobby/ui/qr-code';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvedDeposit, friendWith, inviteCodeOf, newMember } from '../testing/members.ts';
import { renderGuest, renderScreen } from '@lobby/test-kit/screen';
import { ReferralFriendsScreen, ReferralRewardsScreen } from './referral-records-screens.tsx';
import { ReferralScreen } from './referral-screen.tsx';

const AT = routes.REFERRAL.path;

/** What the API shows of a username in lists (first two, stars, last two). */
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

/** The loaded rows of the list named `name` (not a page's loading placeholder). */
const rows = (name: string) =>
  within(screen.getByRole('list', { name, hidden: true }))
    .queryAllByRole('listitem')
    .filter((row) => !row.hasAttribute('aria-busy'));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('referral', () => {
  it('builds the invite link on the public origin, draws its QR code, copies and shares it', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const code = await inviteCodeOf(harness);
    renderScreen(
      harness,
      (p) => <ReferralScreen {...p} publicOrigin="https://play.lobby.example/welcome" />,
      AT,
    );

    const link = `https://play.lobby.example/invite_signup/${code}`;
    expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    expect(screen.getByText(code)).toBeVisible();
    expect(link).not.toContain(new URL(harness.apiUrl).host);
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(encodeQr(link).modules));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(code));

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: link, title: 'Join me on Lobby' }),
    );
  });

  it('links to the records with their totals; the friends and rewards screens page them', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const code = await inviteCodeOf(harness);
    const paid = await friendWith(code);
    await approvedDeposit(paid.harness, 50_00);
    const waiting = await friendWith(code);
    // Without a public origin the link is on the page's own origin.
    const invite = renderScreen(harness, (p) => <ReferralScreen {...p} />, AT);

    expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${window.location.origin}/invite_signup/${code}`,
    );
    const totals = screen.getByRole('group', { name: 'Your referral totals' });
    await waitFor(() => expect(within(totals).getByText('$20.00')).toBeVisible());
    expect(totals).toHaveTextContent('Friends invited2');
    expect(totals).toHaveTextContent('Qualified1');
    const friendsLink = screen.getByRole('link', { name: /^Referred friends/ });
    expect(friendsLink).toHaveAttribute('href', routes.REFERRAL_FRIENDS.path);
    expect(friendsLink).toHaveTextContent('2 invited · 1 qualified');
    const rewardsLink = screen.getByRole('link', { name: /^Referral rewards/ });
    expect(rewardsLink).toHaveAttribute('href', routes.REFERRAL_REWARDS.path);
    expect(rewardsLink).toHaveTextContent('$20.00 earned');
    // A plain click stays in the app (the harness shows anything but this route as elsewhere).
    await user.click(friendsLink);
    expect(await screen.findByText('elsewhere')).toBeVisible();
    invite.unmount();

    const friends = renderScreen(
      harness,
      (p) => <ReferralFriendsScreen {...p} pageSize={1} />,
      routes.REFERRAL_FRIENDS.path,
    );
    expect(await screen.findByRole('heading', { name: 'Referred friends' })).toBeVisible();
    await waitFor(() => expect(rows('Friends')).toHaveLength(1));
    expect(rows('Friends')[0]).toHaveTextContent(masked(waiting.username));
    expect(rows('Friends')[0]).toHaveTextContent('Awaiting first deposit');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Friends')).toHaveLength(2));
    expect(rows('Friends')[1]).toHaveTextContent(masked(paid.username));
    expect(rows('Friends')[1]?.textContent).toMatch(/Qualified\s*\$20\.00/);
    expect(await screen.findByText('No more data')).toBeVisible();
    friends.unmount();

    renderScreen(harness, (p) => <ReferralRewardsScreen {...p} />, routes.REFERRAL_REWARDS.path);
    expect(await screen.findByRole('heading', { name: 'Referral rewards' })).toBeVisible();
    await waitFor(() => expect(rows('Rewards')).toHaveLength(1));
    expect(rows('Rewards')[0]).toHaveTextContent(`Reward for ${masked(paid.username)}`);
    expect(rows('Rewards')[0]).toHaveTextContent('+$20.00');
  });

  it('says so when no friend has joined yet, on both records screens', async () => {
    const { harness } = await newMember();
    const friends = renderScreen(
      harness,
      (p) => <ReferralFriendsScreen {...p} />,
      routes.REFERRAL_FRIENDS.path,
    );
    expect(await screen.findByText('No friends yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    friends.unmount();
    renderScreen(harness, (p) => <ReferralRewardsScreen {...p} />, routes.REFERRAL_REWARDS.path);
    expect(await screen.findByText('No rewards yet')).toBeVisible();
  });

  it('asks a guest to sign in on the records screens', async () => {
    const user = userEvent.setup();
    const { props } = renderGuest(
      (p) => <ReferralRewardsScreen {...p} />,
      routes.REFERRAL_REWARDS.path,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
