import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransferAction } from '@lobby/domain/enums';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PENDING_TRANSFER_ANSWERS } from '../testing/story-data.ts';
import { WalletStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { FastTransferButton } from './fast-transfer.tsx';
import { TransferScreen } from './transfer-screen.tsx';

const meta = {
  title: 'Screens/Wallet/Transfer',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Preset from a wallet tile: main wallet into Aurora Gaming; quick amounts and "All". */
export const Transfer: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer?channel=1&action=1"
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Available: RM12,500.75'));
    await userEvent.click(canvas.getByRole('button', { name: 'RM100' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expectVisible(canvas.findByText('Transfer completed'));
    await expect(canvas.getByText('RM12,400.75')).toBeVisible();
  },
};

/** Bad input: the domain's messages under the fields, nothing sent. */
export const BadInput: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer"
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer now' }));
    await expectVisible(canvas.findByText('Please Enter Amount'));
    await expect(canvas.getByText('Please Select Transfer to')).toBeVisible();
  },
};

/** Spec §5: a provider with a transfer-in limit asks first (Cancel / Continue). */
export const LimitWarningIn: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer?channel=3&action=1"
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(
      canvas.findByText('This provider accepts transfers in of at least RM500.00.'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Transfer limit',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible(),
    );
  },
};

/** Spec §5: transferring out of such a provider shows a Confirm-only notice. */
export const LimitNoticeOut: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer?channel=3&action=2"
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Available: RM750.50'));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Transfer limit',
    });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible(),
    );
  },
};

/** The provider did not confirm: the result says so and where to retry. */
export const WaitingForProvider: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer?channel=2&action=1"
      answers={PENDING_TRANSFER_ANSWERS}
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expectVisible(canvas.findByText('Waiting for the provider'));
  },
};

/** The History tab: transfers with their states, the pending one retryable. */
export const History: Story = {
  render: () => (
    <WalletStory
      at="/memberTransfer?view=history"
      render={(session) => <TransferScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Transfer records' });
    await expectVisible(within(list).findByText('Failed'));
    await expect(within(list).getByRole('button', { name: /^Retry transfer/ })).toBeVisible();
  },
};

/** Fast transfer: one tap moves everything into a provider, or back. */
export const FastTransfer: Story = {
  render: () => (
    <WalletStory
      at="/games"
      render={() => (
        <div style={{ display: 'flex', gap: 8, padding: 16, flexWrap: 'wrap' }}>
          <FastTransferButton
            channel={{ id: 1, name: 'Aurora Gaming' }}
            action={TransferAction.In}
          />
          <FastTransferButton
            channel={{ id: 1, name: 'Aurora Gaming' }}
            action={TransferAction.Out}
          />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All into Aurora Gaming' }));
    await expectVisible(within(document.body).findByText('Moved RM12,500.75 into Aurora Gaming.'));
  },
};
