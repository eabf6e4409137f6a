import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-svg.tsx';

const meta = {
  title: 'Components/QR code',
  component: QrCode,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  args: {
    value: 'https://lobby.example/invite_signup/LB7K2Q',
    label: 'QR code of your invite link',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An invite link: dark modules on the light plate in every theme, named for screen readers. */
export const InviteLink: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of your invite link' });
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await expect(code).toHaveAttribute('data-qr-version', '3');
  },
};

/** A longer crypto address at a smaller size and the highest error correction. */
export const Address: Story = {
  args: {
    value: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    label: 'QR code of the deposit address',
    size: 128,
    level: 'H',
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of the deposit address' });
    await expect(code).toHaveAttribute('width', '128');
  },
};
