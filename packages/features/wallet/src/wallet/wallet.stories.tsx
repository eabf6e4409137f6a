import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WalletStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { WalletScreen } from './wallet-screen.tsx';

const meta = {
  title: 'Screens/Wallet/Wallet',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The wallet: total, main wallet, freshness, provider tiles (one failing with Retry, one under
 * maintenance), a stuck transfer with its age and Retry, and the auto-transfer setting.
 */
export const Wallet: Story = {
  render: () => (
    <WalletStory
      at="/wallet/index"
      render={(session) => <WalletScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aurora = await canvas.findByRole('listitem', { name: 'Aurora Gaming' });
    await expectVisible(within(aurora).findByText('RM3,200.00'));
    const nebula = canvas.getByRole('listitem', { name: 'Nebula Esports' });
    await expectVisible(
      within(nebula).findByText('Failed to obtain the balance of Nebula Esports'),
    );
    const pending = await canvas.findByRole('list', { name: 'Pending transfers' });
    await expect(within(pending).getByText(/min ago/)).toBeVisible();
  },
};

/** Recall all: each provider's result, one still waiting for its provider. */
export const RecallAll: Story = {
  render: Wallet.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Recall all' }));
    const result = await canvas.findByRole('list', { name: 'Recall result' });
    await expect(within(result).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(result).getByText('Pending')).toBeVisible();
  },
};

/**
 * Fast transfer from a provider's tile: the whole main balance moves into Jade Dragon Slots in
 * one tap (a member about to play there), and the outcome is said.
 */
export const FastTransferIn: Story = {
  render: Wallet.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jade = await canvas.findByRole('listitem', { name: 'Jade Dragon Slots' });
    // Only an open provider takes money in: none on the one under maintenance.
    const paddock = canvas.getByRole('listitem', { name: 'Thunder Paddock' });
    await expect(within(paddock).queryByRole('button', { name: /^All in:/ })).toBeNull();
    await userEvent.click(within(jade).getByRole('button', { name: 'All in: Jade Dragon Slots' }));
    await expect(
      (await within(document.body).findAllByText(/^Moved .+ into Jade Dragon Slots\.$/)).length,
    ).toBeGreaterThan(0);
  },
};

/** A stuck transfer retried: it settles and stays listed as completed. */
export const RetryStuckTransfer: Story = {
  render: Wallet.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByRole('list', { name: 'Pending transfers' });
    await userEvent.click(
      within(pending).getByRole('button', { name: /^Retry transfer TI20260115120000ABCD1234/ }),
    );
    await expectVisible(within(pending).findByText('Completed'));
  },
};

/** The member chose to hide balances (my page shares the choice): four stars everywhere. */
export const Hidden: Story = {
  render: () => (
    <WalletStory
      at="/wallet/index"
      balanceHidden
      render={(session) => <WalletScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(1);
  },
};

/** A guest: an invitation to sign in. */
export const Guest: Story = {
  render: () => (
    <WalletStory
      at="/wallet/index"
      signedIn={false}
      render={(session) => <WalletScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
