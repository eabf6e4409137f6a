import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import { expect, userEvent, within } from 'storybook/test';
import type { Session } from '@lobby/api-client';
import { PleaseSignInDialog } from '../dialog/please-sign-in-dialog.tsx';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { ClassySignIn } from './classy-sign-in.tsx';
import { DiamondSignIn, LiteSignIn, RetroSignIn } from './layouts.tsx';
import { ProSleekSignIn } from './pro-sleek-sign-in.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';
import { SoftSleekSignIn } from './soft-sleek-sign-in.tsx';

/** Mounts a screen on a store with canned brand settings (no server). */
function Harnessed({
  at = '/sign_in',
  render,
}: {
  at?: string;
  render: (session: Session) => ReactElement;
}) {
  const [harness] = useState(() => createHarness());
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

const meta = {
  title: 'Screens/Auth/Sign in',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each visual variant's layout of this screen. */
const SIGN_INS = {
  DIAMOND: DiamondSignIn,
  RETRO: RetroSignIn,
  LITE: LiteSignIn,
  CLASSY: ClassySignIn,
  'SOFT-SLEEK': SoftSleekSignIn,
  'PRO-SLEEK': ProSleekSignIn,
} as const;

/** The DIAMOND layout: jewelled hero beside the form. */
export const Diamond: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: () => (
    <Harnessed render={(session) => <DiamondSignIn session={session} brandName="NexBet" />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  },
};

/** The RETRO layout: a poster headline over a chunky card. */
export const Retro: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: () => (
    <Harnessed render={(session) => <RetroSignIn session={session} brandName="Fubo" />} />
  ),
};

/** The LITE layout: one light column. */
export const Lite: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: () => (
    <Harnessed render={(session) => <LiteSignIn session={session} brandName="Helo8" />} />
  ),
};

/** The CLASSY layout: a brass-framed card, the house notice beside the form on desktop. */
export const Classy: Story = {
  parameters: { lobbyVariant: 'CLASSY' },
  render: () => (
    <Harnessed render={(session) => <ClassySignIn session={session} brandName="BWC88" />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible();
  },
};

/** The SOFT-SLEEK layout: an artwork cloud under a floating card, perks as soft pills. */
export const SoftSleek: Story = {
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: () => (
    <Harnessed render={(session) => <SoftSleekSignIn session={session} brandName="Theme9" />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Join' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join Theme9' }),
    ).toBeVisible();
  },
};

/** The PRO-SLEEK layout: the form panel first, the perks as a dense numbered board. */
export const ProSleek: Story = {
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: () => (
    <Harnessed render={(session) => <ProSleekSignIn session={session} brandName="NexBet" />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Username/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your seat at NexBet is waiting' }),
    ).toBeVisible();
  },
};

/** Join, submitted empty: every field says what it needs. */
export const JoinWithErrors: Story = {
  render: () => (
    <Harnessed
      at="/sign_in?tab=register"
      render={(session) => <DiamondSignIn session={session} brandName="NexBet" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect((await canvas.findAllByText('Please Enter Username')).length).toBeGreaterThan(0);
  },
};

/** The 'Please Sign In' dialog of protected actions. */
export const PleaseSignIn: Story = {
  render: () => (
    <Harnessed
      render={() => (
        <PleaseSignInDialog open onClose={() => {}} onSignIn={() => {}} onSignUp={() => {}} />
      )}
    />
  ),
};

/**
 * Every variant's layout side by side, each in a theme of its own group: the designers'
 * stacked view of this screen. Not run as a test: six screens on one page repeat their ids,
 * and each layout is tested on its own above.
 */
export const AllVariants: Story = {
  tags: ['!test'],
  render: () => (
    <VariantStack
      render={(variant) => {
        const SignIn = SIGN_INS[variant];
        return <Harnessed render={(session) => <SignIn session={session} brandName="NexBet" />} />;
      }}
    />
  ),
};

/** The sign-in's second step: the authenticator code, or a recovery code instead. */
export const SecondFactor: Story = {
  render: () => (
    <Harnessed
      render={() => (
        <SecondFactorForm ticket="story-ticket-0123456789" onDone={() => {}} onCancel={() => {}} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Authenticator code/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await expect(canvas.getByLabelText(/^Recovery code/)).toBeVisible();
  },
};
