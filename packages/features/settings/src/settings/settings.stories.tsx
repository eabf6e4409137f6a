import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPLETE_ANSWERS, FAILING_ANSWERS, LOADING_ANSWERS } from '../testing/story-data.ts';
import { SettingsStory, storyProps } from '../testing/story-harness.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const meta = {
  title: 'Screens/Settings/Index',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

/** The site's language dialog, spied. */
const onOpenLanguage = fn();
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a verified email, an unverified mobile and no withdrawal password yet. */
export const Member: Story = {
  render: () => (
    <SettingsStory
      at="/setting/index"
      render={(session) => (
        <SettingsScreen {...storyProps(session)} onOpenLanguage={onOpenLanguage} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('link', { name: /Email/ });
    await expect(email).toHaveTextContent('me*****@example.com');
    await expect(canvas.getByRole('link', { name: /Mobile number/ })).toHaveTextContent(
      '+60 12*****89',
    );
    await expect(canvas.getByRole('button', { name: /Withdrawal password/ })).toHaveTextContent(
      'Not set',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await expect(onOpenLanguage).toHaveBeenCalled();
  },
};

/** Every setting done. */
export const Complete: Story = {
  render: () => (
    <SettingsStory
      at="/setting/index"
      answers={COMPLETE_ANSWERS}
      render={(session) => (
        <SettingsScreen {...storyProps(session)} onOpenLanguage={onOpenLanguage} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withdraw = await canvas.findByRole('button', { name: /Withdrawal password/ });
    await expect(withdraw).toHaveTextContent('Asked for every withdrawal');
  },
};

/** The profile is loading. */
export const Loading: Story = {
  render: () => (
    <SettingsStory
      at="/setting/index"
      answers={LOADING_ANSWERS}
      render={(session) => <SettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The profile failed to load: the message and a retry. */
export const LoadFailed: Story = {
  render: () => (
    <SettingsStory
      at="/setting/index"
      answers={FAILING_ANSWERS}
      render={(session) => <SettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A guest: the language, and an invitation to sign in. */
export const Guest: Story = {
  render: () => (
    <SettingsStory
      at="/setting/index"
      signedIn={false}
      render={(session) => (
        <SettingsScreen {...storyProps(session)} onOpenLanguage={onOpenLanguage} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
  },
};
