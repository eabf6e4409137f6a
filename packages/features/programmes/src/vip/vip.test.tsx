/**
 * VIP against the reference API: a guest opens the level the menu links to and is invited to
 * sign in for progress; a member's progress moves with an approved deposit, shown to the cent;
 * a member who reached a level claims its upgrade bonus once and is told the result.
 */
import { routes } from '@lobby/domain/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvedDeposit, newMember, playedTurnover, progressOf } from '../testing/members.ts';
import { renderGuest, renderScreen } from '@lobby/test-kit/screen';
import { VipScreen } from './vip-screen.tsx';

const AT = routes.VIP_DETAIL.path;

/** The facts (`dt` → `dd`) of a level's card. */
function fact(card: HTMLElement, term: string) {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('VIP', () => {
  it("opens the menu's level for a guest, with its conditions, limits and benefits, and asks them to sign in for progress", async () => {
    const user = userEvent.setup();
    const { props } = renderGuest((p) => <VipScreen {...p} />, `${AT}?id=5`);

    const tab = await screen.findByRole('tab', { name: /VIP 5 · Diamond/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('region', { name: 'VIP 5 · Diamond' });
    // Amounts are in the brand's currency once its list is in.
    await waitFor(() => expect(fact(card, 'Total deposits')).toBe('$11,881.38'));
    expect(fact(card, 'Total turnover')).toBe('$172,103.68');
    expect(fact(card, 'Upgrade bonus')).toBe('$188.00');
    expect(fact(card, 'Per day')).toBe('$80,000.00');
    expect(fact(card, 'Withdrawals per day')).toBe('10');
    expect(fact(card, 'Each withdrawal')).toBe('$50.00 to $30,000.00');
    expect(within(card).getByText('Personal account manager')).toBeVisible();
    // The operator's VIP picture from the permission config.
    expect(await screen.findByRole('img', { name: 'The Lobby VIP club' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );

    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();

    // Another level by keyboard: the tabs move with the arrows.
    await user.click(tab);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'VIP 6 · Crown' })).toBeVisible();
  });

  it('opens a member at their own level, with progress to the next in exact amounts after a deposit', async () => {
    const { harness } = await newMember();
    await approvedDeposit(harness, 50_00);
    renderScreen(harness, (p) => <VipScreen {...p} />, AT);

    const deposits = await screen.findByRole('progressbar', { name: 'Deposits' });
    await waitFor(() => expect(deposits).toHaveAttribute('aria-valuetext', '$50.00 of $260.00'));
    expect(screen.getByText('$210.00 more to reach VIP 1 · Bronze')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuetext',
      '$0.00 of $2,800.00',
    );
    expect(screen.getByRole('tab', { name: /VIP 0 · Member/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = screen.getByRole('region', { name: 'VIP 0 · Member' });
    expect(within(card).getByText('Your level')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
  });

  it('claims the upgrade bonus of a level reached, once, and says what was paid', async () => {
    const user = userEvent.setup();
    const { harness, username } = await newMember();
    await approvedDeposit(harness, 260_00);
    await playedTurnover(harness, username, 2_800_00);
    expect((await progressOf(harness)).claimable).toEqual([{ level: 1, bonus: 8_00 }]);
    renderScreen(harness, (p) => <VipScreen {...p} />, AT);

    const due = await screen.findByRole('region', { name: 'Upgrade bonuses to claim' });
    expect(within(due).getByText('VIP 1 · Bronze upgrade bonus')).toBeVisible();
    const claim = await within(due).findByRole('button', { name: 'Claim $8.00' });
    // A double tap sends one claim.
    await user.dblClick(claim);
    expect(
      await screen.findByText(
        /^\$8\.00 upgrade bonus paid to your wallet\. Balance: \$[\d,]+\.\d\d\.$/,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Upgrade bonuses to claim' })).toBeNull(),
    );
    expect(screen.getByRole('tab', { name: /VIP 1 · Bronze/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect((await progressOf(harness)).claimable).toEqual([]);
    expect(harness.toasts).toEqual([]);
  });
});
