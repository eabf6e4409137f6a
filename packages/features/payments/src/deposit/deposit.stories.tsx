import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentsStory, storyProps } from '../testing/story-harness.tsx';
import { STORY_DEPOSITS, STORY_METHODS, pageOf } from '../testing/story-data.ts';
import { DepositScreen } from './deposit-screen.tsx';

const meta = {
  title: 'Screens/Payments/Deposit',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gateway method first; an amount under its minimum is refused before anything is sent. */
export const Gateway: Story = {
  render: () => (
    <PaymentsStory at="/deposit/index" render={(s) => <DepositScreen {...storyProps(s)} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Deposit form' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await expect(await within(form).findByText('Must be at least RM10.00')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'RM20' }));
    await expect(amount).toHaveValue('20.00');
  },
};

/** A bank transfer: the account to pay into, and the top-up code to quote. */
export const BankTransfer: Story = {
  render: () => (
    <PaymentsStory
      at="/deposit/index"
      answers={{ '/member/deposit/methods': { list: STORY_METHODS, topup_code_show: true } }}
      render={(s) => <DepositScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank transfer' }));
    const account = canvas.getByLabelText('Account to pay into');
    await expect(within(account).getByText('514012345678')).toBeVisible();
    await expect(await within(account).findByText('TU00002S')).toBeVisible();
  },
};

/** A deposit limit the member set refuses the amount: said beneath the field, which takes the focus. */
export const LimitRefusal: Story = {
  render: () => (
    <PaymentsStory
      at="/deposit/index"
      answers={{
        '/member/deposit/create': () =>
          new Response(
            JSON.stringify({
              code: 'RG_LIMIT_REACHED',
              message: 'This would go over a limit you set; it resets at 2026-12-08 00:00:00',
              field: 'deposit_day',
              until: 1796659200,
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      }}
      render={(s) => <DepositScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank transfer' }));
    const form = canvas.getByRole('form', { name: 'Deposit form' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit deposit' }));
    await expect(await within(form).findByText(/go over a limit you set/)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
  },
};

/** Crypto: the network, the address and its QR code. */
export const Crypto: Story = {
  render: () => (
    <PaymentsStory at="/deposit/index" render={(s) => <DepositScreen {...storyProps(s)} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Crypto' }));
    await expect(
      canvas.getByRole('img', { name: 'QR code of the TRC-20 deposit address' }),
    ).toBeVisible();
  },
};

/** Back from the gateway: the latest gateway deposit, paid. */
export const ResultPaid: Story = {
  render: () => (
    <PaymentsStory at="/deposit/gateway" render={(s) => <DepositScreen {...storyProps(s)} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Deposit result' });
    await expect(within(result).getByText('Paid')).toBeVisible();
  },
};

/** A gateway deposit still waiting for the payment, with the way back to the payment page. */
export const ResultPending: Story = {
  render: () => (
    <PaymentsStory
      at="/deposit/gateway"
      answers={{
        '/member/deposit/list': pageOf([
          { ...STORY_DEPOSITS[0], id: 9, status: 1, redirect_url: 'about:blank' },
          ...STORY_DEPOSITS,
        ]),
      }}
      render={(s) => <DepositScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for your payment')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open the payment page' })).toBeEnabled();
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <PaymentsStory
      at="/deposit/index"
      signedIn={false}
      render={(s) => <DepositScreen {...storyProps(s)} />}
    />
  ),
};
