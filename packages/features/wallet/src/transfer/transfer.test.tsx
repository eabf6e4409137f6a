/**
 * The transfer screen against the reference API: money in and back out with the new balances,
 * the pickers keeping one side the main wallet, the spec §5 transfer_in_limit warning (an
 * operator sets the limit), the domain's messages for bad amounts, the server's refusal under
 * the field, and a double click that sends once.
 */
import { getHref, routes } from '@lobby/domain/routes';
import { renderLive } from '@lobby/test-kit/live';
import { ops } from '@lobby/test-api/ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  balanceOf,
  channel,
  memberWith,
  setChannel,
  transfersOf,
} from '../testing/members.ts';
import { renderScreen, screenProps } from '../testing/render.tsx';
import { TransferScreen } from './transfer-screen.tsx';

const PATH = routes.MEMBER_TRANSFER.path;

function amountField() {
  return screen.getByRole('textbox', { name: 'Amount' });
}

describe('transfer', () => {
  it('moves money into a provider and back, showing both new balances', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(
      harness,
      (p) => <TransferScreen {...p} />,
      getHref('MEMBER_TRANSFER', null, { channel: aurora.id, action: 1 }),
      PATH,
    );
    // The link preset the sides: main wallet into the provider.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('main');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue(String(aurora.id)),
    );
    expect(await screen.findByText('Available: $1,000.00')).toBeVisible();
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));

    expect(await screen.findByText('Transfer completed')).toBeVisible();
    const result = screen.getByLabelText('Balances after the transfer');
    expect(within(result).getByText('$900.00')).toBeVisible();
    expect(within(result).getByText('$100.00')).toBeVisible();

    // A new transfer, the other way: pick the provider as the source; the main wallet follows.
    await user.click(screen.getByRole('button', { name: 'New transfer' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), String(aurora.id));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('main');
    expect(await screen.findByText('Available: $100.00')).toBeVisible();
    await user.type(amountField(), '40');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText('Transfer completed')).toBeVisible();
    const after = screen.getByLabelText('Balances after the transfer');
    expect(within(after).getByText('$940.00')).toBeVisible();
    expect(within(after).getByText('$60.00')).toBeVisible();
    expect(await balanceOf(harness, aurora.id)).toBe(60_00);
  });

  it('fills the amount from the quick amounts and "All", and swaps the direction', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(234_56);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(harness, (p) => <TransferScreen {...p} />, PATH);
    await user.click(await screen.findByRole('button', { name: '$50' }));
    expect(amountField()).toHaveValue('50.00');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('234.56');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(aurora.id));
    await user.click(screen.getByRole('button', { name: 'Swap direction' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue(String(aurora.id));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('main');
    // Choosing the main wallet as the source again leaves the provider side to choose.
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'main');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
  });

  it('puts the server’s refusal of the amount on the field, focused, without a toast', async () => {
    const user = userEvent.setup();
    const { harness, username } = await memberWith(100_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(harness, (p) => <TransferScreen {...p} />, PATH);
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(aurora.id));
    expect(await screen.findByText('Available: $100.00')).toBeVisible();
    // Spent elsewhere after the screen read the balance: only the server knows.
    await ops('wallet:adjust', { brand: 'default', username, amount: -90_00, remark: 'elsewhere' });
    await user.type(amountField(), '50');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));

    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Insufficient balance')).toHaveLength(1);
    expect(amountField()).toHaveFocus();
    expect((await transfersOf(harness)).total).toBe(0);
  });

  it('refuses a minus in the amount with a message instead of dropping it', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(10_00);
    renderScreen(harness, (p) => <TransferScreen {...p} />, PATH);
    await user.type(amountField(), '-5');
    expect(amountField()).toHaveValue('5');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must not be negative')).toBeVisible();
  });

  it('shows the translated message for an empty, zero or too large amount and sends nothing', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(50_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(harness, (p) => <TransferScreen {...p} />, PATH);
    const submit = screen.getByRole('button', { name: 'Transfer now' });
    await user.click(submit);
    expect(await screen.findByText('Please Enter Amount')).toBeVisible();
    expect(screen.getByText('Please Select Transfer to')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(aurora.id));
    await user.type(amountField(), '0');
    await user.click(submit);
    expect(await screen.findByText('Please Enter Amount')).toBeVisible();
    await user.clear(amountField());
    await user.type(amountField(), '50.01');
    await user.click(submit);
    expect(await screen.findByText('Insufficient Amount')).toBeVisible();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amountField());
    await user.type(amountField(), '99999999999999999');
    await user.click(submit);
    expect(await screen.findByText('The number is too large')).toBeVisible();
    expect((await transfersOf(harness)).total).toBe(0);
  });

  it('sends once however fast the button is clicked', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(500_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(
      harness,
      (p) => <TransferScreen {...p} />,
      getHref('MEMBER_TRANSFER', null, { channel: aurora.id, action: 1 }),
      PATH,
    );
    await user.type(amountField(), '25');
    const submit = screen.getByRole('button', { name: 'Transfer now' });
    // Two clicks in the same frame (before React can disable the button), then a double click.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await user.dblClick(submit).catch(() => {});
    expect(await screen.findByText('Transfer completed')).toBeVisible();
    const transfers = await transfersOf(harness);
    expect(transfers.total).toBe(1);
    expect(await balanceOf(harness, aurora.id)).toBe(25_00);
  });

  it('warns about the transfer_in_limit: Cancel/Continue in, a Confirm-only notice out', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const reef = await channel(harness, CHANNELS.limited);
    await setChannel(CHANNELS.limited, { transferInLimit: 200_00 });
    try {
      renderScreen(
        harness,
        (p) => <TransferScreen {...p} />,
        getHref('MEMBER_TRANSFER', null, { channel: reef.id, action: 1 }),
        PATH,
      );
      expect(
        await screen.findByText('This provider accepts transfers in of at least $200.00.'),
      ).toBeVisible();
      await user.type(amountField(), '300');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
      expect(
        within(dialog).getByText(/Golden Reef only accepts transfers in of at least \$200\.00/),
      ).toBeVisible();
      // Cancel: nothing moves.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect((await transfersOf(harness)).total).toBe(0);

      // Continue: the transfer goes.
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Transfer completed')).toBeVisible();
      expect(await balanceOf(harness, reef.id)).toBe(300_00);

      // Below the limit the server refuses, and its message shows under the amount.
      await user.click(screen.getByRole('button', { name: 'New transfer' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(reef.id));
      await user.type(amountField(), '20');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
      );
      expect(
        await screen.findAllByText('The amount does not meet the transfer limit'),
      ).not.toHaveLength(0);
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');

      // Out: a notice with Confirm only, then the transfer.
      await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), String(reef.id));
      await user.clear(amountField());
      await user.type(amountField(), '100');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Transfer completed')).toBeVisible();
      expect(await balanceOf(harness, reef.id)).toBe(200_00);
    } finally {
      await setChannel(CHANNELS.limited, { transferInLimit: 0 });
    }
  });

  it('shows a transfer the provider did not confirm as waiting, never as done', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(300_00);
    const crimson = await channel(harness, CHANNELS.stuckTransfer);
    await setChannel(CHANNELS.stuckTransfer, { mode: 'timeout' });
    try {
      renderScreen(
        harness,
        (p) => <TransferScreen {...p} />,
        getHref('MEMBER_TRANSFER', null, { channel: crimson.id, action: 1 }),
        PATH,
      );
      await user.type(amountField(), '30');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      expect(await screen.findByText('Waiting for the provider')).toBeVisible();
      expect(screen.getByText(/has not confirmed the transfer yet/)).toBeVisible();
    } finally {
      await setChannel(CHANNELS.stuckTransfer, { mode: 'ok' });
    }
  });

  it('opens the history tab from the link and back', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(100_00);
    renderScreen(harness, (p) => <TransferScreen {...p} />, `${PATH}?view=history`, PATH);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No transfers')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    expect(screen.getByRole('button', { name: 'Transfer now' })).toBeVisible();
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <TransferScreen {...props} />;
      },
      { brand: 'default', at: PATH, path: PATH },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
