/**
 * The withdrawal screen against the reference API: a member who must set a withdrawal
 * password first, a wrong then a right withdrawal password, the VIP group's limits, a pending
 * withdrawal cancelled with its money back, and a double click that sends once.
 */
import { WithdrawalStatus } from '@lobby/domain/enums';
import { ops } from '@lobby/test-api/ops';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  WITHDRAW_PASSWORD,
  addCard,
  memberWith,
  setWithdrawPassword,
  withdrawalsOf,
} from '../testing/members.ts';
import { WithdrawScreen } from './withdraw-screen.tsx';

function renderWithdraw(harness: LiveHarness) {
  const onRequireSignIn = vi.fn();
  renderLive(
    <WithdrawScreen
      session={harness.session}
      brandName="Lobby"
      onRequireSignIn={onRequireSignIn}
    />,
    { harness, at: '/withdraw/index', path: '/withdraw/index' },
  );
  return { onRequireSignIn };
}

/** A member with money, a withdrawal password and a card. */
async function readyMember(money = 1_000_00) {
  const member = await memberWith('default', money);
  await setWithdrawPassword(member.harness);
  await addCard(member.harness);
  return member;
}

describe('the withdrawal password', () => {
  it('is set first, with spec §5 messages, then the withdrawal form shows', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default', 500_00);
    renderWithdraw(harness);
    const form = await screen.findByRole('form', { name: 'Set your withdrawal password' });
    const save = within(form).getByRole('button', { name: 'Save withdrawal password' });
    await user.click(save);
    expect(await within(form).findByText('Please Enter Password')).toBeVisible();
    expect(within(form).getByText('Please Enter Withdrawal Password')).toBeVisible();

    await user.type(within(form).getByLabelText(/^Login password/), 'wrong-login');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), '12');
    await user.type(within(form).getByLabelText(/^Confirm withdrawal password/), '13');
    await user.click(save);
    expect(await within(form).findByText('4-16 numbers or characters')).toBeVisible();
    expect(within(form).getByText('Password Not Same')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^Withdrawal password/));
    await user.type(within(form).getByLabelText(/^Withdrawal password/), WITHDRAW_PASSWORD);
    await user.clear(within(form).getByLabelText(/^Confirm withdrawal password/));
    await user.type(within(form).getByLabelText(/^Confirm withdrawal password/), WITHDRAW_PASSWORD);
    await user.click(save);
    // The server refuses the wrong login password, under its field.
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^Login password/));
    await user.type(within(form).getByLabelText(/^Login password/), 'Quill-Harbor-58');
    await user.click(save);
    expect(await screen.findByText('Withdrawal password saved.')).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Withdrawal form' })).toBeVisible();
  });
});

describe('withdrawing', () => {
  it('refuses a wrong withdrawal password under the field, then withdraws and cancels', async () => {
    const user = userEvent.setup();
    const { harness } = await readyMember();
    renderWithdraw(harness);
    const form = await screen.findByRole('form', { name: 'Withdrawal form' });
    expect(screen.getByText('$1,000.00')).toBeVisible();
    // The first card is chosen for the member once the cards have loaded (an effect after the
    // form's first render).
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: /MAY \*+5678/ })).toBeChecked(),
    );
    // The VIP group's limits and what is left of them today.
    expect(screen.getByText('$50.00 – $2,000.00')).toBeVisible();
    expect(screen.getByText('3 of 3 left')).toBeVisible();

    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), 'nope1234');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const password = within(form).getByLabelText(/^Withdrawal password/);
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect((await withdrawalsOf(harness)).total).toBe(0);

    await user.clear(password);
    await user.type(password, WITHDRAW_PASSWORD);
    // A double click sends one withdrawal.
    await user.dblClick(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal of $100.00 requested.')).toBeVisible();
    expect(await screen.findByText('$900.00')).toBeVisible();
    const { list } = await withdrawalsOf(harness);
    expect(list).toHaveLength(1);
    expect(list[0]?.status).toBe(WithdrawalStatus.Pending);
    expect(await screen.findByText('2 of 3 left')).toBeVisible();

    // Cancel it, after the confirmation: the money comes back.
    const recent = screen.getByRole('list', { name: 'Recent withdrawals' });
    await user.click(
      await within(recent).findByRole('button', { name: `Cancel withdrawal ${list[0]?.order_no}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(
      await screen.findByText('Withdrawal cancelled; $100.00 is back in your balance.'),
    ).toBeVisible();
    expect(await screen.findByText('$1,000.00')).toBeVisible();
    expect(await within(recent).findByText('Cancelled')).toBeVisible();
    expect((await withdrawalsOf(harness)).list[0]?.status).toBe(WithdrawalStatus.Cancel);
  });

  it('puts the server’s refusal of the amount on the field, focused, without a toast', async () => {
    const user = userEvent.setup();
    const { harness, username } = await readyMember(200_00);
    renderWithdraw(harness);
    const form = await screen.findByRole('form', { name: 'Withdrawal form' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    // Spent elsewhere after the screen read the balance: only the server knows.
    await ops('wallet:adjust', { brand: 'default', username, amount: -150_00, remark: 'spent' });
    await user.type(amount, '100');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), WITHDRAW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Insufficient balance')).toHaveLength(1);
    expect(amount).toHaveFocus();
    expect((await withdrawalsOf(harness)).total).toBe(0);
  });

  it('checks the limits and the balance before sending, and fills in the most allowed', async () => {
    const user = userEvent.setup();
    const { harness } = await readyMember(120_00);
    renderWithdraw(harness);
    const form = await screen.findByRole('form', { name: 'Withdrawal form' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '20');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), WITHDRAW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Must be at least $50.00')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Insufficient Amount')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('120.00');
    expect((await withdrawalsOf(harness)).total).toBe(0);
  });

  it('leads a member without a bank card to add one', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default', 100_00);
    await setWithdrawPassword(harness);
    renderWithdraw(harness);
    expect(await screen.findByText('No bank card yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
  });

  it('invites a guest to sign in', async () => {
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => (
        <WithdrawScreen session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
      ),
      { brand: 'default' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
  });
});
