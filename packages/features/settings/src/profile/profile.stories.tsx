import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import type { Session } from '@lobby/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { FAILING_ANSWERS, LOADING_ANSWERS, STORY_CODE } from '../testing/story-data.ts';
import { SettingsStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import {
  EmailSettingsScreen,
  MobileSettingsScreen,
  NameSettingsScreen,
} from './profile-edit-screens.tsx';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';

const meta = {
  title: 'Screens/Settings/Profile',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const story =
  (
    at: string,
    screen: (session: Session) => ReactElement,
    extra: Partial<Parameters<typeof SettingsStory>[0]> = {},
  ) =>
  () => <SettingsStory at={at} render={screen} {...extra} />;

const list = (session: Session) => <ProfileSettingsScreen {...storyProps(session)} />;

/** Name, email and mobile with what each is now and whether it is verified, each a link to its screen. */
export const Profile: Story = {
  render: story('/setting/info', list),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('link', { name: /^Real name/ });
    await expect(name).toHaveTextContent('Mei Tan');
    await expect(name).toHaveAttribute('href', '/setting/info/name');
    const email = canvas.getByRole('link', { name: /^Email/ });
    await expect(email).toHaveTextContent('me*****@example.com');
    await expect(within(email).getByText('Verified')).toBeVisible();
    const mobile = canvas.getByRole('link', { name: /^Mobile number/ });
    await expect(within(mobile).getByText('Not verified')).toBeVisible();
  },
};

/** The profile on its way: rows in outline. */
export const Loading: Story = {
  render: story('/setting/info', list, { answers: LOADING_ANSWERS }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The profile failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: story('/setting/info', list, { answers: FAILING_ANSWERS }),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('Load Failed, Please Try Again'));
  },
};

/** Editing the name on its own screen; saving says so. */
export const EditName: Story = {
  render: story('/setting/info/name', (session) => <NameSettingsScreen {...storyProps(session)} />),
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
  render: story('/setting/info/email', (session) => (
    <EmailSettingsScreen {...storyProps(session)} />
  )),
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

/** Submitting the mobile number empty: every field says what it needs. */
export const Validation: Story = {
  render: story('/setting/info/mobile', (session) => (
    <MobileSettingsScreen {...storyProps(session)} />
  )),
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
  render: story('/setting/info', list, { signedIn: false }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};
