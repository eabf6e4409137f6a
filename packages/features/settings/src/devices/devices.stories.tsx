import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canned } from '@lobby/test-kit';
import {
  DEVICES_ERROR_ANSWERS,
  DEVICES_LOADING_ANSWERS,
  ONLY_THIS_DEVICE_ANSWERS,
  devicesAnswers,
} from '../testing/devices-story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { DevicesScreen } from './devices-screen.tsx';

const meta = {
  title: 'Screens/Settings/Devices',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen on `answers` (by default a fresh, signing-out list per story). */
function DevicesStory({ answers }: { answers?: Readonly<Record<string, Canned>> }) {
  const [own] = useState(() => answers ?? devicesAnswers());
  return (
    <SettingsStory
      at="/setting/devices"
      answers={own}
      render={(session) => <DevicesScreen {...storyProps(session)} />}
    />
  );
}

/** Three devices: this one marked, the others with place and last activity. */
export const Loaded: Story = {
  render: () => <DevicesStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Signed-in devices' });
    await expectVisible(within(list).findByText('Chrome · Windows'));
    await expect(within(list).getByText('This device')).toBeVisible();
    await expect(list).toHaveTextContent('Kuala Lumpur');
    await expect(list).toHaveTextContent('5 minutes ago');
    await expect(list).toHaveTextContent('3 days ago');
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  },
};

/** Sign out one device after its confirmation: it leaves the list. */
export const SignOutOne: Story = {
  render: () => <DevicesStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Safari · iOS' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Sign out this device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Sign out Safari · iOS' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Sign out Android' })).toBeVisible();
  },
};

/** Sign out everywhere else: only this device is left. */
export const SignOutOthers: Story = {
  render: () => <DevicesStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Sign out every other device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expectVisible(canvas.findByText('Only this device is signed in.'));
  },
};

/** Only this device: the empty note instead of the button. */
export const OnlyThisDevice: Story = {
  render: () => <DevicesStory answers={ONLY_THIS_DEVICE_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Only this device is signed in.'));
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => <DevicesStory answers={DEVICES_LOADING_ANSWERS} />,
};

/** The list failed: the error with Retry. */
export const LoadFailed: Story = {
  render: () => <DevicesStory answers={DEVICES_ERROR_ANSWERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole('button', { name: 'Try again' }));
  },
};
