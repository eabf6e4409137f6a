import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, IconButton } from './button.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { IconButton },
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary" iconStart="wallet">
        Deposit
      </Button>
      <Button {...args} variant="secondary">
        Withdraw
      </Button>
      <Button {...args} variant="ghost">
        Details
      </Button>
      <Button {...args} variant="danger" iconStart="logout">
        Log out
      </Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg" iconEnd="chevronRight">
        Large
      </Button>
    </Row>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Submitting' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Unavailable' } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Sign In' },
  parameters: { layout: 'padded' },
};

export const IconButtons: Story = {
  render: () => (
    <Row>
      <IconButton icon="back" label="Back" />
      <IconButton icon="menu" label="Menu" variant="secondary" />
      <IconButton icon="headset" label="Customer service" variant="primary" round />
      <IconButton icon="close" label="Close" size="sm" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Back', 'Menu', 'Customer service', 'Close']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};
