import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nothing } from '../testing/story-data.ts';
import { PromotionsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { MyPromotionsScreen } from './my-promotions-screen.tsx';

const meta = {
  title: 'Screens/Promotions/My promotions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Claims of every status, turnover meters, and what cancelling an active one costs now. */
export const Claims: Story = {
  render: () => (
    <PromotionsStory
      at="/my_promotion/index"
      render={(session) => <MyPromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('article', { name: 'Welcome Bonus 100%' });
    await expect(within(welcome).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'RM4,125.50 / RM6,000.00 (68.75%)',
    );
    await userEvent.click(within(welcome).getByText('What cancelling costs now'));
    const cost = within(welcome).getByRole('group', { name: 'What cancelling costs now' });
    await expect(within(cost).getByText('Bonus forfeited').nextElementSibling).toHaveTextContent(
      'RM200.00',
    );
    await expect(
      within(cost).getByText('Turnover still owed').nextElementSibling,
    ).toHaveTextContent('RM1,874.50');
    await expect(canvas.getAllByText('Rejected')[0]).toBeVisible();
  },
};

/** Cancelling a claim under verification: the dialog says what it forfeits first. */
export const CancelClaim: Story = {
  render: () => (
    <PromotionsStory
      at="/my_promotion/index"
      render={(session) => <MyPromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel claim' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this claim?' });
    await expect(dialog).toHaveTextContent('You give up the RM88.00 bonus of VIP Birthday Gift.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));
    await expectVisible(body.findByText('Your claim of VIP Birthday Gift was cancelled.'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Cancel claim' })).toBeNull());
  },
};

/** Nothing claimed yet. */
export const Empty: Story = {
  render: () => (
    <PromotionsStory
      at="/my_promotion/index"
      answers={nothing()}
      render={(session) => <MyPromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No claims yet'));
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <PromotionsStory
      at="/my_promotion/index"
      signedIn={false}
      render={(session) => <MyPromotionsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole('button', { name: 'Sign in to claim' }));
  },
};
