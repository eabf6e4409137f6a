import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { useState } from 'react';
import { expectVisible } from '@lobby/test-kit/story-expect';
import { userEvent, within } from 'storybook/test';
import { StepUpDialog } from './step-up-dialog.tsx';

/** The dialog on a store with no server (proving is not sent from a story). */
function Harnessed({ code = true, passkey }: { code?: boolean; passkey?: boolean }) {
  const [harness] = useState(() => createHarness());
  return (
    <StoryProviders harness={harness}>
      <StepUpDialog
        open
        onProved={() => {}}
        onCancel={() => {}}
        factors={{ code, passkey: passkey ? { prove: () => Promise.resolve(false) } : undefined }}
      />
    </StoryProviders>
  );
}

const meta = {
  title: 'Site/Step-up dialog',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code, and the switch to a recovery code. */
export const Code: Story = {
  render: () => <Harnessed />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "Confirm it's you" });
    await expectVisible(within(dialog).findByLabelText(/^Authenticator code/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expectVisible(within(dialog).findByText('Enter the code as shown.'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Use a recovery code instead' }),
    );
    await expectVisible(within(dialog).findByLabelText(/^Recovery code/));
  },
};

/** With a passkey offered beside the code. */
export const WithPasskey: Story = {
  render: () => <Harnessed passkey />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "Confirm it's you" });
    await expectVisible(within(dialog).findByRole('button', { name: 'Use a passkey' }));
  },
};

/** A member whose only factor is a passkey: no code to type. */
export const PasskeyOnly: Story = {
  render: () => <Harnessed code={false} passkey />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "Confirm it's you" });
    await expectVisible(within(dialog).findByRole('button', { name: 'Use a passkey' }));
    await expectVisible(
      within(dialog).findByText(
        "This change protects your money. Confirm it's you with one of your passkeys.",
      ),
    );
  },
};
