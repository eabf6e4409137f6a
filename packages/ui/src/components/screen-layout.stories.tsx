import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Hint,
  LoadError,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
} from './screen-layout.tsx';

const meta = {
  title: 'Layout/Screen frame',
  component: SignInPrompt,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  // Its styled parts (ScreenPage, ScreenSection, SectionTitle, Hint) take only HTML props.
  subcomponents: { LoadError },
  args: {
    title: 'Sign in to see your wallet',
    text: 'Your balance, transfers and records are here once you are signed in.',
    action: 'Sign in',
    onRequireSignIn: () => {},
  },
} satisfies Meta<typeof SignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page with two sections, as the wallet and payments screens lay themselves out. */
export const Page: Story = {
  render: () => (
    <ScreenPage>
      <ScreenSection aria-labelledby="wallets">
        <SectionTitle id="wallets">Game wallets</SectionTitle>
        <Hint>Money left in a game wallet comes back with “Recall all”.</Hint>
        <Button variant="secondary">Recall all</Button>
      </ScreenSection>
      <ScreenSection aria-labelledby="pending">
        <SectionTitle id="pending">Pending transfers</SectionTitle>
        <Hint>Nothing is on its way.</Hint>
      </ScreenSection>
    </ScreenPage>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('region', { name: 'Game wallets' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pending transfers' })).toBeVisible();
  },
};

function GuestDemo() {
  const [asked, setAsked] = useState(0);
  return (
    <>
      <SignInPrompt
        title="Sign in to see your wallet"
        text="Your balance, transfers and records are here once you are signed in."
        action="Sign in"
        onRequireSignIn={() => setAsked((n) => n + 1)}
      />
      <output aria-label="Sign-in requests">{asked}</output>
    </>
  );
}

/** What a guest sees on a member-only screen; the button asks for the sign-in. */
export const Guest: Story = {
  render: () => <GuestDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Sign in to see your wallet')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(page.getByLabelText('Sign-in requests')).toHaveTextContent('1');
  },
};

function FailedDemo() {
  const [tries, setTries] = useState(0);
  return (
    <ScreenPage>
      <LoadError
        message="Load Failed, Please Try Again"
        retryLabel="Try again"
        onRetry={() => setTries((n) => n + 1)}
      >
        {tries > 0 ? `Tried again ${tries} time(s).` : 'The records could not be read.'}
      </LoadError>
    </ScreenPage>
  );
}

/** A failed load is announced, and its retry asks again. */
export const Failed: Story = {
  render: () => <FailedDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveTextContent('Load Failed, Please Try Again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(alert).toHaveTextContent('Tried again 1 time(s).');
  },
};

/** The retry while it is on its way: the button shows it is busy. */
export const Retrying: Story = {
  render: () => (
    <LoadError
      message="Network error please try again"
      retryLabel="Try again"
      busy
      onRetry={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Try again/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
