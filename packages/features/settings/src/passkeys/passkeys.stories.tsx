import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Canned } from '@lobby/test-kit';
import {
  NO_PASSKEYS_ANSWERS,
  PASSKEYS_ANSWERS,
  PASSKEYS_FAILED_ANSWERS,
  PASSKEYS_LOADING_ANSWERS,
} from '../testing/passkeys-story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { PasskeysScreen } from './passkeys-screen.tsx';

const meta = {
  title: 'Screens/Settings/Passkeys',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen on `answers`. */
function PasskeysStory({ answers }: { answers: Readonly<Record<string, Canned>> }) {
  return (
    <SettingsStory
      at="/setting/passkeys"
      answers={answers}
      render={(session) => <PasskeysScreen {...storyProps(session)} />}
    />
  );
}

/** Two passkeys: names, when added and last used, the synced one marked. */
export const Loaded: Story = {
  render: () => <PasskeysStory answers={PASSKEYS_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your passkeys' });
    await expectVisible(within(list).findByText('My phone'));
    await expect(list).toHaveTextContent('Not used yet');
    await expect(list).toHaveTextContent('Synced');
  },
};

/** Remove asks first, naming the passkey. */
export const ConfirmRemove: Story = {
  render: () => <PasskeysStory answers={PASSKEYS_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('group', { name: 'Actions for My phone' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Remove' }));
    await expectVisible(
      within(document.body).findByRole('alertdialog', { name: 'Remove “My phone”?' }),
    );
  },
};

/** None yet: what a passkey is, and the way to add one. */
export const Empty: Story = {
  render: () => <PasskeysStory answers={NO_PASSKEYS_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('No passkeys yet'));
    await expectVisible(canvas.findByText(/sign in with your fingerprint, face or screen lock/));
  },
};

/** The list on its way. */
export const Loading: Story = {
  render: () => <PasskeysStory answers={PASSKEYS_LOADING_ANSWERS} />,
};

/** The list failed: the message and a retry. */
export const LoadFailed: Story = {
  render: () => <PasskeysStory answers={PASSKEYS_FAILED_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('button', { name: 'Try again' }));
  },
};
