import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_CODE } from '../testing/story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';

const meta = {
  title: 'Screens/Settings/Profile',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const render = () => (
  <SettingsStory
    at="/setting/info"
    render={(session) => <ProfileSettingsScreen {...storyProps(session)} />}
  />
);

/** The name, email and mobile forms; saving the name says so. */
export const Profile: Story = {
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = within(await canvas.findByRole('form', { name: 'Real name' }));
    await expect(name.getByLabelText(/Real name/)).toHaveValue('Mei Tan');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    await expectVisible(within(document.body).findByText('Your name has been saved.'));
  },
};

/** A new email: the code is sent (the countdown starts), a wrong one is refused, the right one saves. */
export const ChangeEmail: Story = {
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = within(await canvas.findByRole('form', { name: 'Email' }));
    await userEvent.type(email.getByLabelText(/New email address/), 'mei.new@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    await expect(await email.findByRole('button', { name: /Resend in/ })).toBeDisabled();
    const code = email.getByLabelText(/Verification code/);
    await userEvent.type(code, '000000');
    await userEvent.click(email.getByRole('button', { name: 'Save email' }));
    await expectVisible(email.findByText('The code is wrong or has expired'));
    await userEvent.clear(code);
    await userEvent.type(code, STORY_CODE);
    await userEvent.click(email.getByRole('button', { name: 'Save email' }));
    await expectVisible(
      within(document.body).findByText('Your email address has been changed and verified.'),
    );
  },
};

/** Submitting empty: every field says what it needs. */
export const Validation: Story = {
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = within(await canvas.findByRole('form', { name: 'Mobile number' }));
    await userEvent.click(mobile.getByRole('button', { name: 'Save mobile number' }));
    await expectVisible(mobile.findByText('Required field'));
    await expectVisible(mobile.findByText('Please enter the 6-digit OTP verification code'));
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <SettingsStory
      at="/setting/info"
      signedIn={false}
      render={(session) => <ProfileSettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};
