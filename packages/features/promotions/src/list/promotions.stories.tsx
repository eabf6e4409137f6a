import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FAILING_ANSWERS, nothing } from '../testing/story-data.ts';
import { PromotionsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { PromotionsScreen } from './promotions-screen.tsx';

const meta = {
  title: 'Screens/Promotions/List',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every promotion with its artwork, kind, status and claim state; the Daily tab filters them. */
export const Promotions: Story = {
  render: () => (
    <PromotionsStory
      at="/tabs/promotion"
      render={(session) => <PromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const packet = await canvas.findByRole('article', { name: 'Lucky Red Packet Rain' });
    await expect(within(packet).getByText('You can claim this now')).toBeVisible();
    const upcoming = canvas.getByRole('article', { name: 'Champions Cup Weekend Boost' });
    await expect(within(upcoming).getByText('Upcoming')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Daily' }));
    await expectVisible(canvas.findByRole('article', { name: 'Daily Check-in' }));
    await expect(canvas.queryByRole('article', { name: 'Welcome Bonus 100%' })).toBeNull();
  },
};

/** A guest browses; every running promotion invites them to sign in to claim. */
export const Guest: Story = {
  render: () => (
    <PromotionsStory
      at="/tabs/promotion"
      signedIn={false}
      render={(session) => <PromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('article', { name: 'Welcome Bonus 100%' });
    await expect(within(welcome).getByText('Sign in to claim')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'My promotions' })).toBeNull();
  },
};

/** No promotions running. */
export const Empty: Story = {
  render: () => (
    <PromotionsStory
      at="/tabs/promotion"
      answers={nothing()}
      render={(session) => <PromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No promotions right now'));
  },
};

/** The promotions failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <PromotionsStory
      at="/tabs/promotion"
      answers={FAILING_ANSWERS}
      render={(session) => <PromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
