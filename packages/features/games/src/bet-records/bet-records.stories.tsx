import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { betLogAnswer } from '../testing/story-data.ts';
import { GameStory, storyProps } from '../testing/story-harness.tsx';
import { BetRecordsScreen } from './bet-records-screen.tsx';

const meta = {
  title: 'Screens/Games/Bet records',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wins, a loss, a draw and a pending round, with the totals. */
export const Records: Story = {
  render: () => (
    <GameStory
      at="/betRecord"
      answers={{ '/member/game/log': betLogAnswer }}
      render={(session) => <BetRecordsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Skyline Dice 100/ });
    await expect(row).toHaveTextContent('+RM24.50');
    await expect(canvas.getByLabelText('Totals')).toHaveTextContent('Net result-RM0.50');
    await expect(canvas.getByRole('row', { name: /Lucky Wheel Draw/ })).toHaveTextContent(
      'Pending',
    );
  },
};

/** No rounds in the range. */
export const Empty: Story = {
  render: () => (
    <GameStory
      at="/betRecord"
      answers={{
        '/member/game/log': {
          list: [],
          total: 0,
          page: 1,
          page_size: 20,
          summary: { bet_amount: 0, valid_bet: 0, payout: 0, win_loss: 0 },
        },
      }}
      render={(session) => <BetRecordsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bets in this period')).toBeVisible();
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <GameStory
      at="/betRecord"
      signedIn={false}
      render={(session) => <BetRecordsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
