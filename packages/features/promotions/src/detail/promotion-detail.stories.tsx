import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { promotionAnswers } from '../testing/story-data.ts';
import { PromotionsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { PromotionDetailScreen } from './promotion-detail-screen.tsx';

const meta = {
  title: 'Screens/Promotions/Detail',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with no claims yet, so every claim is on offer. */
const fresh = () => promotionAnswers({ claims: () => [] });

/** The claim's live region, once it says something. */
function outcome(canvasElement: HTMLElement): HTMLElement {
  const all = within(canvasElement).getAllByRole('status');
  return all.find((el) => el.textContent !== '') ?? all[0]!;
}

/** The red packet: the envelope opens on the amount the server paid. */
export const RedPacket: Story = {
  render: () => (
    <PromotionsStory
      at="/promotion/2"
      answers={fresh()}
      render={(session) => <PromotionDetailScreen {...storyProps(session)} id={2} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tap to open' }));
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('You received RM18.88.'));
    await expect(canvas.getByRole('button', { name: 'Opened' })).toBeDisabled();
  },
};

/** The roulette: the wheel spins and stops on the server's prize. */
export const Roulette: Story = {
  render: () => (
    <PromotionsStory
      at="/promotion/3"
      answers={fresh()}
      render={(session) => <PromotionDetailScreen {...storyProps(session)} id={3} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('img', { name: /^Prize wheel with 8 prizes/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(outcome(canvasElement).textContent).toMatch(/You received RM\d/));
  },
};

/** A mission (check-in): its state and reward kind, then a successful claim. */
export const MissionClaimed: Story = {
  render: () => (
    <PromotionsStory
      at="/promotion/6"
      answers={fresh()}
      render={(session) => <PromotionDetailScreen {...storyProps(session)} id={6} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mission = await canvas.findByRole('group', { name: 'Mission' });
    await expect(within(mission).getByText('Complete: ready to claim')).toBeVisible();
    await expect(within(mission).getByText('Reward: Bonus spin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('You received RM1.00.'));
    await expect(within(mission).getByText('Claimed this period')).toBeVisible();
  },
};

/** A promotion code refused by the server: its reason on the field and in words. */
export const CouponRefused: Story = {
  render: () => (
    <PromotionsStory
      at="/promotion/4"
      answers={fresh()}
      render={(session) => <PromotionDetailScreen {...storyProps(session)} id={4} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Promotion code' });
    await userEvent.type(field, 'LUCKY7');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply code' }));
    await waitFor(() =>
      expect(outcome(canvasElement)).toHaveTextContent('The coupon code is not valid'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The rate bonus: its rules and bonus facts, and the amount a guest is asked to sign in for. */
export const RulesForGuest: Story = {
  render: () => (
    <PromotionsStory
      at="/promotion/1"
      signedIn={false}
      render={(session) => <PromotionDetailScreen {...storyProps(session)} id={1} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = await canvas.findByRole('article', { name: 'Rules' });
    await expect(within(rules).getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(canvas.getByText('Bonus rate').nextElementSibling).toHaveTextContent('100%');
    await expect(canvas.getByRole('button', { name: 'Sign in to claim' })).toBeVisible();
  },
};
