import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VIP_FAILING, vipAnswers } from '../testing/story-data.ts';
import { MemberStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { VipScreen } from './vip-screen.tsx';

const meta = {
  title: 'Screens/Programmes/VIP',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Silver member: the VIP picture, progress to Gold to the cent, and every level's terms. */
export const Member: Story = {
  render: () => (
    <MemberStory
      at="/vip"
      answers={vipAnswers(2)}
      render={(session) => <VipScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposits = await canvas.findByRole('progressbar', { name: 'Deposits' });
    await waitFor(() =>
      expect(deposits).toHaveAttribute('aria-valuetext', 'RM3,800.00 of RM5,000.00'),
    );
    await expect(canvas.getByText('RM1,200.00 more to reach VIP 3 · Gold')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /VIP 2 · Silver/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectVisible(canvas.findByRole('img', { name: 'The NexBet VIP club' }));
    await userEvent.click(canvas.getByRole('tab', { name: /VIP 5 · Diamond/ }));
    const diamond = await canvas.findByRole('region', { name: 'VIP 5 · Diamond' });
    await expect(within(diamond).getByText('Personal account manager')).toBeVisible();
    await expect(within(diamond).getByText('RM288.00')).toBeVisible();
  },
};

/** Gold reached with two bonuses unclaimed: one claim pays both and says so. */
export const ClaimBonus: Story = {
  render: () => (
    <MemberStory
      at="/vip"
      answers={vipAnswers(3, [2, 3])}
      render={(session) => <VipScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = await canvas.findByRole('region', { name: 'Upgrade bonuses to claim' });
    await expect(within(due).getByText('VIP 2 · Silver upgrade bonus')).toBeVisible();
    await userEvent.click(await within(due).findByRole('button', { name: 'Claim RM86.00' }));
    const body = within(canvasElement.ownerDocument.body);
    await expectVisible(
      body.findByText('RM86.00 upgrade bonus paid to your wallet. Balance: RM12,586.75.'),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Upgrade bonuses to claim' })).toBeNull(),
    );
  },
};

/** A guest sees the levels (here the one the side menu opens) and is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <MemberStory
      at="/vip?id=5"
      signedIn={false}
      answers={vipAnswers()}
      render={(session) => <VipScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('region', { name: 'VIP 5 · Diamond' }));
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The levels and progress failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <MemberStory
      at="/vip"
      answers={VIP_FAILING}
      render={(session) => <VipScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Load Failed, Please Try Again')).toHaveLength(2),
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry' })[0]).toBeVisible();
  },
};
