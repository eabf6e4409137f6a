/**
 * The promotions list against the reference API: the brand's seeded promotions with their kind,
 * time status, window and whether this member can claim now, the category tabs, Claim taking a
 * member to the detail, and a guest browsing and being asked to sign in to claim.
 */
import { routes } from '@lobby/domain/routes';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newMember } from '../testing/members.ts';
import { renderScreen, screenProps } from '@lobby/test-kit/screen';
import { PromotionsScreen } from './promotions-screen.tsx';

const AT = routes.PROMOTION_PAGE.path;

describe('promotions list', () => {
  it('shows each promotion with its kind, status, window and claim state, by category', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    renderScreen(harness, (p) => <PromotionsScreen {...p} />, AT);

    const packet = await screen.findByRole('article', { name: 'Lucky Red Packet Rain' });
    expect(within(packet).getByText('Running')).toBeVisible();
    expect(within(packet).getByText('Red packet')).toBeVisible();
    expect(within(packet).getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    expect(within(packet).getByText('You can claim this now')).toBeVisible();
    // The API's placeholder gives way to the design system's artwork: never a grey box.
    expect(packet.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // A new member has made no deposit: the server says the welcome bonus is not theirs yet.
    const welcome = screen.getByRole('article', { name: 'Welcome Bonus 100%' });
    expect(within(welcome).getByText('Not available to claim now')).toBeVisible();
    expect(within(welcome).queryByRole('button', { name: 'Claim' })).toBeNull();
    const upcoming = screen.getByRole('article', { name: 'Champions Cup Weekend Boost' });
    expect(within(upcoming).getByText('Upcoming')).toBeVisible();
    // A mission says how far this member is this period; other kinds have no bar.
    const mission = screen.getByRole('article', { name: 'Weekly Deposit Mission' });
    expect(
      within(mission).getByRole('progressbar', { name: 'Your progress this period' }),
    ).toHaveAttribute('aria-valuenow', '0');
    expect(within(mission).getByText(/more to go · period ends/)).toBeVisible();
    expect(within(packet).queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('article', { name: 'Champions Cup Weekend Boost' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Welcome Bonus 100%' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    const again = await screen.findByRole('article', { name: 'Lucky Red Packet Rain' });
    await user.click(within(again).getByRole('button', { name: 'Claim' }));
    // Claiming happens on the detail: the member was taken away from the list.
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('lets a guest browse and asks them to sign in to claim', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <PromotionsScreen {...props} />;
      },
      { harness: createLiveHarness({ brand: 'default' }), at: AT, path: AT },
    );
    const welcome = await screen.findByRole('article', { name: 'Welcome Bonus 100%' });
    expect(within(welcome).getByText('Sign in to claim')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My promotions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Red packets' })).toBeNull();
    // A guest's missions have no progress to show.
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(within(welcome).getByRole('button', { name: 'Claim' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
