import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { COMPLETE_ANSWERS, STORY_PASSWORD, WRONG_PASSWORD_ANSWERS } from '../testing/story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { PasswordSettingsScreen } from './password-settings-screen.tsx';

const meta = {
  title: 'Screens/Settings/Passwords',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No withdrawal password yet: it is set with the login password. */
export const SetWithdrawalPassword: Story = {
  render: () => (
    <SettingsStory
      at="/setting/pass"
      render={(session) => <PasswordSettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Withdrawal password' }));
    await userEvent.type(form.getByLabelText(/^Login password/), STORY_PASSWORD);
    await userEvent.type(form.getByLabelText(/New withdrawal password/), '2468');
    await userEvent.type(form.getByLabelText(/Confirm withdrawal password/), '2468');
    await userEvent.click(form.getByRole('button', { name: 'Set withdrawal password' }));
    await expectVisible(within(document.body).findByText('Your withdrawal password has been set.'));
  },
};

/** A withdrawal password is set: changing it asks for the current one. */
export const ChangeWithdrawalPassword: Story = {
  render: () => (
    <SettingsStory
      at="/setting/pass"
      answers={COMPLETE_ANSWERS}
      render={(session) => <PasswordSettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Withdrawal password' }));
    await expect(form.getByLabelText(/Current withdrawal password/)).toBeVisible();
    await userEvent.type(form.getByLabelText(/New withdrawal password/), '12');
    await userEvent.click(form.getByRole('button', { name: 'Change withdrawal password' }));
    await expectVisible(form.findByText('4-16 numbers or characters'));
  },
};

/** A wrong current login password: the server's message on its field. */
export const WrongLoginPassword: Story = {
  render: () => (
    <SettingsStory
      at="/setting/pass"
      answers={WRONG_PASSWORD_ANSWERS}
      render={(session) => <PasswordSettingsScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Login password' }));
    await userEvent.type(form.getByLabelText(/Current password/), 'not-mine');
    await userEvent.type(form.getByLabelText(/^New password/), 'Velvet-Anchor-51');
    await userEvent.type(form.getByLabelText(/Confirm new password/), 'Velvet-Anchor-51');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expectVisible(form.findByText('The password is incorrect'));
  },
};
