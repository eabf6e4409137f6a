/**
 * The promotion detail against the reference API: the rules and bonus facts, the guest asked to
 * sign in, the red packet and the roulette revealing exactly what the server paid, a coupon
 * refused then accepted, and missions with their state, reward kind and the server's refusal.
 */
import { formatMoney } from '@lobby/domain/money';
import { routes } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { claimsOf, newMember, promotionOfType } from '../testing/members.ts';
import { renderScreen } from '@lobby/test-kit/screen';
import { PromotionDetailScreen } from './promotion-detail-screen.tsx';

const PATH = routes.PROMOTION_DETAIL.path;
const at = (id: number) => `/promotion/${id}`;
const show = (harness: Parameters<typeof renderScreen>[0], id: number) =>
  renderScreen(harness, (p) => <PromotionDetailScreen {...p} />, at(id), PATH);

/** The claim's live region, once it says something. */
function outcome(): HTMLElement {
  const all = screen.getAllByRole('status');
  return all.find((el) => el.textContent !== '') ?? all[0]!;
}

describe('promotion detail', () => {
  it('shows the rules as formatting and the bonus facts, and asks a guest to sign in', async () => {
    const user = userEvent.setup();
    const harness = createLiveHarness({ brand: 'default' });
    const welcome = await promotionOfType(harness, 6);
    const { props } = show(harness, welcome.id);

    const rules = await screen.findByRole('article', { name: 'Rules' });
    expect(within(rules).getByRole('heading', { name: 'Terms', level: 3 })).toBeVisible();
    expect(within(rules).getAllByRole('listitem').length).toBeGreaterThan(0);
    const facts = screen.getByRole('region', { name: 'Bonus details' });
    expect(within(facts).getByText('Bonus rate').nextElementSibling).toHaveTextContent('100%');
    expect(within(facts).getByText('Maximum bonus').nextElementSibling).toHaveTextContent(
      formatMoney(welcome.max_bonus),
    );
    // A repeat bonus is a rate of a base amount: the member may name it (a guest may look).
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();
  });

  it('opens the red packet on the amount the server paid, then says it is claimed', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const packet = await promotionOfType(harness, 4);
    const view = show(harness, packet.id);

    await user.click(await screen.findByRole('button', { name: 'Tap to open' }));
    await waitFor(() => expect(outcome().textContent).toMatch(/You received/));
    const [claimed] = (await claimsOf(harness)).list;
    expect(claimed?.promotion_id).toBe(packet.id);
    expect(outcome()).toHaveTextContent(`${formatMoney(claimed?.bonus ?? -1)}.`);
    expect(screen.getByRole('button', { name: 'Opened' })).toBeDisabled();

    // Back later the same day: the member's claim is found and no second envelope is offered.
    view.unmount();
    show(harness, packet.id);
    expect(await screen.findByText(/^You claimed this on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tap to open' })).toBeNull();
  });

  it('spins the wheel to the prize the server drew', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const roulette = await promotionOfType(harness, 5);
    show(harness, roulette.id);

    const wheel = await screen.findByRole('img', { name: /^Prize wheel with \d+ prizes/ });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(outcome().textContent).toMatch(/You received/));
    const [claimed] = (await claimsOf(harness)).list;
    const won = formatMoney(claimed?.bonus ?? -1);
    expect(outcome()).toHaveTextContent(`${won}.`);
    // The slice under the pointer is the server's prize.
    const landed = Number(wheel.querySelector('[data-landed]')?.getAttribute('data-landed'));
    expect(wheel.querySelectorAll('text')[landed]).toHaveTextContent(won);
  });

  it('refuses a wrong promotion code with the server reason and accepts the right one', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const coupon = await promotionOfType(harness, 7);
    show(harness, coupon.id);

    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    await user.type(field, 'NOTACODE');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('The coupon code is not valid'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await claimsOf(harness)).total).toBe(0);

    await user.clear(field);
    await user.type(field, 'welcome2026');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(outcome().textContent).toMatch(/You received/));
    expect(outcome()).toHaveTextContent(formatMoney(coupon.min_bonus));
    expect((await claimsOf(harness)).list[0]?.promotion_id).toBe(coupon.id);
  });

  it('shows a mission state and reward kind, claims it, and says why another is not complete', async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const checkIn = await promotionOfType(harness, 10);
    const deposit = await promotionOfType(harness, 8);
    const view = show(harness, checkIn.id);

    const mission = await screen.findByRole('group', { name: 'Mission' });
    expect(within(mission).getByText('Complete: ready to claim')).toBeVisible();
    expect(within(mission).getByText('Reward: Credit')).toBeVisible();
    const checkIns = within(mission).getByRole('progressbar', {
      name: 'Your progress this period',
    });
    expect(checkIns).toHaveAttribute('aria-valuetext', '0 of 1 check-ins');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(outcome().textContent).toMatch(/You received/));
    expect(within(mission).getByText('Claimed this period')).toBeVisible();
    // The claim refreshes the promotion: the check-in now counts.
    await waitFor(() => expect(checkIns).toHaveAttribute('aria-valuetext', '1 of 1 check-ins'));
    expect(within(mission).getByText(/^Target reached · period ends/)).toBeVisible();
    view.unmount();

    show(harness, deposit.id);
    const progress = await screen.findByRole('group', { name: 'Mission' });
    expect(within(progress).getByText('In progress')).toBeVisible();
    expect(progress).toHaveTextContent(`${formatMoney(deposit.min_charge)} in total this week.`);
    // Exact amounts: nothing deposited yet of the target, all of it still to go.
    const bar = within(progress).getByRole('progressbar', { name: 'Your progress this period' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(
      new RegExp(`${formatMoney(0)} of .*${formatMoney(deposit.min_charge)}$`),
    );
    expect(progress).toHaveTextContent(`${formatMoney(deposit.min_charge)} more to go`);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(outcome().textContent).toMatch(/You are not eligible for this promotion: deposit/),
    );
  });
});
