import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EMPTY_ANSWERS, FAILING_ANSWERS } from '../testing/story-data.ts';
import { WalletStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { TransactionsScreen } from './transactions-screen.tsx';

const meta = {
  title: 'Screens/Wallet/Transaction records',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Records signed and coloured, transfers named from the main wallet's side, with the type
 * filter and the fast date ranges.
 */
export const Records: Story = {
  render: () => (
    <WalletStory
      at="/transaction"
      render={(session) => <TransactionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credit = await canvas.findByText('+RM5,000.00');
    await expect(credit).toHaveAttribute('data-tone', 'win');
    await expect(canvas.getByText('-RM200.00')).toHaveAttribute('data-tone', 'loss');
    // A transfer reads from the main wallet's side, name and sign alike.
    const out = canvas.getByText('-RM200.00').closest('li') as HTMLElement;
    await expect(within(out).getByText('Transfer out')).toBeVisible();
    await expect(within(out).getByText('To Jade Dragon Slots')).toBeVisible();
    const back = canvas.getByText('+RM500.00').closest('li') as HTMLElement;
    await expect(within(back).getByText('Transfer in')).toBeVisible();
    await expect(within(back).getByText('From Aurora Gaming')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), '5');
    await expectVisible(canvas.findByText('Welcome bonus'));
    await expect(canvas.queryByText('+RM5,000.00')).toBeNull();
  },
};

/** Nothing moved in the period. */
export const Empty: Story = {
  render: () => (
    <WalletStory
      at="/transaction"
      answers={EMPTY_ANSWERS}
      render={(session) => <TransactionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No records'));
  },
};

/** The records failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <WalletStory
      at="/transaction"
      answers={FAILING_ANSWERS}
      render={(session) => <TransactionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('Load Failed, Please Try Again'));
  },
};
