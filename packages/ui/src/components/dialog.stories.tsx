import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { AlertDialog, ConfirmDialog, Dialog } from './dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { AlertDialog, ConfirmDialog },
  args: { open: true, title: 'Please Sign In', onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    // Dialogs cover the page: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, height: '480px' } },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Close
              </Button>
              <Button onClick={() => setOpen(false)}>Sign In</Button>
            </>
          }
        >
          Sign in or create an account to play, claim promotions and manage your wallet.
        </Dialog>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Please Sign In' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Alert: Story = {
  render: () => (
    <AlertDialog
      open
      title="Session expired"
      message="Your login has expired. Please sign in again."
      onConfirm={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      body(canvasElement).getByRole('alertdialog', { name: 'Session expired' }),
    ).toBeInTheDocument();
  },
};

export const Confirm: Story = {
  render: function Render() {
    const [answer, setAnswer] = useState('');
    return (
      <>
        <p style={{ padding: 24 }}>{answer ? `Answer: ${answer}` : 'Waiting for an answer'}</p>
        <ConfirmDialog
          open={answer === ''}
          title="Log out?"
          message="You will need to sign in again to play."
          confirmLabel="Log out"
          tone="danger"
          onConfirm={() => setAnswer('confirmed')}
          onCancel={() => setAnswer('cancelled')}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Log out' }));
    await expect(page.getByText('Answer: confirmed')).toBeVisible();
  },
};

export const NonDismissable: Story = {
  render: () => (
    <Dialog
      open
      title="Account inactive"
      dismissable={false}
      actions={<Button>Contact support</Button>}
    >
      Your account is inactive. Please contact customer service.
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'Account inactive' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const BottomSheet: Story = {
  render: () => (
    <Dialog
      open
      title="Transfer limit"
      placement="bottom"
      onClose={() => {}}
      actions={<Button>Continue</Button>}
    >
      The amount is above this provider's transfer-in limit of RM 5,000.
    </Dialog>
  ),
};
