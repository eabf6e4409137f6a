import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_ANSWERS, FAILING_ANSWERS } from '../testing/story-data.ts';
import { WalletStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { TransferListScreen } from './transfer-list-screen.tsx';

const meta = {
  title: 'Screens/Wallet/Transfer list',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every transfer with its state; the pending one is retried to completion. */
export const TransferList: Story = {
  render: () => (
    <WalletStory
      at="/transfers"
      render={(session) => <TransferListScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Transfer records' });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(canvas.getByText('No more data')).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: /^Retry transfer/ }));
    await expectVisible(
      within(document.body).findByText(
        'Transfer TI20260115120000ABCD1234 with Jade Dragon Slots completed.',
      ),
    );
  },
};

/** No transfers yet. */
export const Empty: Story = {
  render: () => (
    <WalletStory
      at="/transfers"
      answers={EMPTY_ANSWERS}
      render={(session) => <TransferListScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No transfers'));
  },
};

/** The list failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <WalletStory
      at="/transfers"
      answers={FAILING_ANSWERS}
      render={(session) => <TransferListScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('button', { name: 'Retry' }));
  },
};
