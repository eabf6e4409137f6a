import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NO_REFERRALS, REFERRAL_FAILING, referralAnswers } from '../testing/story-data.ts';
import { MemberStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { ReferralFriendsScreen, ReferralRewardsScreen } from './referral-records-screens.tsx';
import { ReferralScreen } from './referral-screen.tsx';

const meta = {
  title: 'Screens/Programmes/Referral',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The invite on the brand's public origin (the API's own link names a development host),
 * its QR code, the totals and the links to the friends and rewards screens.
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
    await expect(canvas.getByRole('link', { name: /^Referred friends/ })).toHaveAttribute(
      'href',
      '/referral/friends',
    );
    await expect(canvas.getByRole('link', { name: /^Referral rewards/ })).toHaveAttribute(
      'href',
      '/referral/rewards',
    );
  },
};

/** The referred friends, qualified or waiting for a first deposit. */
export const Friends: Story = {
  render: () => (
    <MemberStory
      at="/referral/friends"
      answers={referralAnswers()}
      render={(session) => <ReferralFriendsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const friends = await within(canvasElement).findByRole('list', { name: 'Friends' });
    await waitFor(() => expect(within(friends).getAllByRole('listitem')).toHaveLength(5));
  },
};

/** The rewards three of the friends paid. */
export const Rewards: Story = {
  render: () => (
    <MemberStory
      at="/referral/rewards"
      answers={referralAnswers()}
      render={(session) => <ReferralRewardsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const rewards = await within(canvasElement).findByRole('list', { name: 'Rewards' });
    await waitFor(() => expect(within(rewards).getAllByText('+RM20.00')).toHaveLength(3));
  },
};

/** Nobody invited yet: the friends screen says how the first one comes. */
export const Empty: Story = {
  render: () => (
    <MemberStory
      at="/referral/friends"
      answers={NO_REFERRALS}
      render={(session) => <ReferralFriendsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No friends yet'));
  },
};

/** No reward paid yet: the rewards screen says how the first one comes. */
export const NoRewards: Story = {
  render: () => (
    <MemberStory
      at="/referral/rewards"
      answers={NO_REFERRALS}
      render={(session) => <ReferralRewardsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No rewards yet'));
  },
};

/** The friends on their way: the list's loading outline. */
export const FriendsLoading: Story = {
  render: () => (
    <MemberStory
      at="/referral/friends"
      answers={{ '/member/referral/list': () => new Promise<Response>(() => {}) }}
      render={(session) => <ReferralFriendsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument(),
    );
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
