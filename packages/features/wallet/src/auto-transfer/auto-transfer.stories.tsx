import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WalletStory, expectVisible } from '../testing/story-harness.tsx';
import { AutoTransferSetting } from './auto-transfer-setting.tsx';

const meta = {
  title: 'Screens/Wallet/Auto transfer',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The auto-transfer switch with its info; switching it on saves and says so. */
export const AutoTransfer: Story = {
  render: () => (
    <WalletStory
      at="/wallet/index"
      render={(session) => <AutoTransferSetting session={session} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /Move money automatically/ });
    await userEvent.click(toggle);
    await expectVisible(within(document.body).findByText('Auto transfer is on.'));
    await expect(toggle).toBeChecked();
  },
};
