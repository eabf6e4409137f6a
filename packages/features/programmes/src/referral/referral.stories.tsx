import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NO_REFERRALS, REFERRAL_FAILING, referralAnswers } from '../testing/story-data.ts';
import { MemberStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { ReferralScreen } from './referral-screen.tsx';

const meta = {
  title: 'Screens/Programmes/Referral',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The invite on the brand's public origin (the API's own link names a development host),
 * its QR code, the totals, five friends and the rewards three of them paid.
 */
export const Invite: Story = {
  render: () => (
    <MemberStory
      at="/referral"
      answers={referralAnswers()}
      render={(session) => (
        <ReferralScreen {...storyProps(session)} publicOrigin="https://www.nexbet.example" />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
        'https://www.nexbet.example/invite_signup/MEI8K2',
      ),
    );
    await expect(canvas.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    const friends = await canvas.findByRole('list', { name: 'Friends' });
    await waitFor(() => expect(within(friends).getAllByRole('listitem')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('tab', { name: 'Rewards' }));
    const rewards = await canvas.findByRole('list', { name: 'Rewards' });
    await waitFor(() => expect(within(rewards).getAllByText('+RM20.00')).toHaveLength(3));
  },
};

/** Nobody invited yet: both lists say how the first reward comes. */
export const Empty: Story = {
  render: () => (
    <MemberStory
      at="/referral"
      answers={NO_REFERRALS}
      render={(session) => <ReferralScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('No friends yet'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Rewards' }));
    await expectVisible(canvas.findByText('No rewards yet'));
  },
};

/** The invite failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <MemberStory
      at="/referral"
      answers={REFERRAL_FAILING}
      render={(session) => <ReferralScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
