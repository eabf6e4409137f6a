import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_WITHDRAW_INFO } from '../testing/story-data.ts';
import { PaymentsStory, storyProps } from '../testing/story-harness.tsx';
import { WithdrawScreen } from './withdraw-screen.tsx';

const meta = {
  title: 'Screens/Payments/Withdraw',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to withdraw: balance, limits left today, two cards, a pending withdrawal to cancel. */
export const Ready: Story = {
  render: () => (
    <PaymentsStory at="/withdraw/index" render={(s) => <WithdrawScreen {...storyProps(s)} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Withdrawal form' });
    await expect(canvas.getByText('2 of 3 left')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await expect(await within(form).findByText('Must be at least RM50.00')).toBeVisible();
    await expect(within(form).getByText('Please Enter Withdrawal Password')).toBeVisible();
  },
};

/** No withdrawal password yet: it is set first. */
export const SetPassword: Story = {
  render: () => (
    <PaymentsStory
      at="/withdraw/index"
      answers={{
        '/member/withdraw/info': { ...STORY_WITHDRAW_INFO, has_withdraw_password: false },
      }}
      render={(s) => <WithdrawScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Set your withdrawal password' });
    await userEvent.type(within(form).getByLabelText(/^Withdrawal password/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    await expect(await within(form).findByText('4-16 numbers or characters')).toBeVisible();
  },
};

/** Turnover still owed from a promotion: withdrawing waits. */
export const TurnoverOwed: Story = {
  render: () => (
    <PaymentsStory
      at="/withdraw/index"
      answers={{ '/member/withdraw/info': { ...STORY_WITHDRAW_INFO, turnover_required: 880_00 } }}
      render={(s) => <WithdrawScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Complete a further RM880.00 of turnover/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** No bank card yet: the way to add one. */
export const NoCard: Story = {
  render: () => (
    <PaymentsStory
      at="/withdraw/index"
      answers={{
        '/member/withdraw/info': { ...STORY_WITHDRAW_INFO, cards: [] },
        '/member/withdraw/list': { list: [], total: 0, page: 1, page_size: 10 },
      }}
      render={(s) => <WithdrawScreen {...storyProps(s)} />}
    />
  ),
};

/** Cancelling a pending withdrawal asks first. */
export const CancelConfirm: Story = {
  render: () => (
    <PaymentsStory at="/withdraw/index" render={(s) => <WithdrawScreen {...storyProps(s)} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancel withdrawal WD202601010007' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel this withdrawal?',
    });
    await waitFor(() => expect(within(dialog).getByText(/RM300.00/)).toBeVisible());
  },
};
