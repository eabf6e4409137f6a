/**
 * My promotions against the reference API: the member's claims newest first with their reward
 * status and turnover progress, the exact "what cancelling costs now" of an active claim, a
 * claim under verification cancelled after a dialog that says what it forfeits, paging, the
 * empty list and the guest. One member with four claims serves the reading tests.
 */
import { formatMoney } from '@lobby/domain/money';
import { routes } from '@lobby/domain/routes';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { claim, claimsOf, newMember, promotionOfType } from '../testing/members.ts';
import { renderScreen, screenProps } from '@lobby/test-kit/screen';
import { MyPromotionsScreen } from './my-promotions-screen.tsx';

const AT = routes.MY_PROMOTION.path;

/** A member with a red packet, a roulette and a check-in paid, and a manual claim waiting. */
async function memberWithClaims() {
  const { harness } = await newMember();
  for (const type of [4, 5, 10, 1]) await claim(harness, (await promotionOfType(harness, type)).id);
  return harness;
}

describe('my promotions', () => {
  let shared: LiveHarness;
  beforeAll(async () => {
    shared = await memberWithClaims();
  });

  it('shows each claim with its status, turnover progress and what cancelling costs now', async () => {
    const user = userEvent.setup();
    const packet = (await claimsOf(shared)).list.find((c) => c.type === 4)!;
    renderScreen(shared, (p) => <MyPromotionsScreen {...p} />, AT);

    const list = await screen.findByRole('list', { name: 'My claims' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    // Newest first: the manual claim, made last, waits for the operator.
    const [manual] = within(list).getAllByRole('article');
    expect(within(manual!).getByText('Verifying')).toBeVisible();
    expect(within(manual!).getByRole('button', { name: 'Cancel claim' })).toBeVisible();

    const card = screen.getByRole('article', { name: 'Lucky Red Packet Rain' });
    expect(within(card).getByText('Active')).toBeVisible();
    const meter = within(card).getByRole('progressbar', { name: /Turnover/ });
    expect(meter).toHaveAttribute('aria-valuemax', String(packet.target_turnover));
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining(`${formatMoney(0)} / `),
    );
    expect(within(card).queryByRole('button', { name: 'Cancel claim' })).toBeNull();

    await user.click(within(card).getByText('What cancelling costs now'));
    const costs = within(card).getByLabelText('What cancelling costs now');
    expect(within(costs).getByText('Bonus forfeited').nextElementSibling).toHaveTextContent(
      formatMoney(packet.bonus),
    );
    expect(within(costs).getByText('Turnover still owed').nextElementSibling).toHaveTextContent(
      formatMoney(packet.target_turnover - packet.turnover),
    );
  });

  it('loads the next page until there is no more', async () => {
    const user = userEvent.setup();
    renderScreen(shared, (p) => <MyPromotionsScreen {...p} pageSize={3} />, AT);
    const list = await screen.findByRole('list', { name: 'My claims' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(await screen.findByText('No more data')).toBeVisible();
  });

  it('cancels a claim under verification after saying what it forfeits', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const manual = await promotionOfType(harness, 1);
    const made = await claim(harness, manual.id);
    renderScreen(harness, (p) => <MyPromotionsScreen {...p} />, AT);

    await user.click(await screen.findByRole('button', { name: 'Cancel claim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this claim?' });
    expect(dialog).toHaveTextContent('You give up the');
    expect(dialog).toHaveTextContent(formatMoney(made.claim.bonus));
    expect(dialog).toHaveTextContent(manual.title);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));

    await waitFor(async () => expect((await claimsOf(harness)).list[0]?.status).toBe(4));
    const card = await screen.findByRole('article', { name: manual.title });
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeVisible());
    expect(within(card).queryByRole('button', { name: 'Cancel claim' })).toBeNull();
  });

  it('says when there are no claims yet, and invites a guest to sign in', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const view = renderScreen(harness, (p) => <MyPromotionsScreen {...p} />, AT);
    expect(await screen.findByText('No claims yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    view.unmount();

    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <MyPromotionsScreen {...props} />;
      },
      { harness: createLiveHarness({ brand: 'default' }), at: AT, path: AT },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list', { name: 'My claims' })).toBeNull();
  });
});
