import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MemberStory, StoryProviders, createHarness } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { SignUpForm } from './sign-up-form.tsx';
import { LimitsStep } from './limits-step.tsx';

/** The brand's public compliance settings: members confirm they are 18 or older. */
const COMPLIANCE = {
  '/member/responsible_gambling/config': {
    minimum_age: 18,
    self_exclusion_scheme_url: 'https://self-exclusion.example/',
    cooling_off_hours: 24,
    bonus_wagering_cap: 0,
    licence_badge_url: '',
    licence_page_url: '',
  },
};

/** A limit as the API answers a set one. */
const limitAnswer = (kind: string, value: number) => ({
  kind,
  value,
  pending: false,
  pending_value: null,
  effective_at: null,
  used: 0,
  resets_at: null,
});

/** The step, then what follows it: a line saying the member went on (Save or Skip). */
function Step() {
  const [done, setDone] = useState(false);
  return done ? <p>Continued to the site</p> : <LimitsStep onDone={() => setDone(true)} />;
}

/** A guest's sign-up form on canned brand settings (no server). */
function Guest({ render }: { render: () => ReactElement }) {
  const [harness] = useState(() => createHarness(COMPLIANCE));
  return (
    <StoryProviders harness={harness} at="/sign_in?tab=register">
      {render()}
    </StoryProviders>
  );
}

const meta = {
  title: 'Screens/Auth/Sign up',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the brand's minimum age to confirm, sent without it: the box says so. */
export const AgeConfirmation: Story = {
  render: () => <Guest render={() => <SignUpForm onRegistered={() => {}} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'I am 18 or older' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      (await canvas.findAllByText('Please confirm you are 18 or older')).length,
    ).toBeGreaterThan(0);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The deposit limits offered right after a sign-up: three amounts, Save or Skip. */
export const DepositLimits: Story = {
  render: () => <MemberStory at="/sign_in?tab=register" render={() => <Step />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Set your deposit limits' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Amounts are in MYR\./)).toBeVisible();
    for (const name of ['Daily deposit limit', 'Weekly deposit limit', 'Monthly deposit limit'])
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(await canvas.findByText('Continued to the site')).toBeVisible();
  },
};

const saved: Canned = async (_url: URL, init: RequestInit | undefined) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { kind: string; value: number };
  return new Response(JSON.stringify(limitAnswer(body.kind, body.value)), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

/** A daily limit typed and saved: the step thanks the member and continues. */
export const DepositLimitsSaved: Story = {
  render: () => (
    <MemberStory
      at="/sign_in?tab=register"
      answers={{ '/member/responsible_gambling/limits': saved }}
      render={() => <Step />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Daily deposit limit' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limits' }));
    // The toast (and its announcement) thank the member.
    await expect(
      (await within(document.body).findAllByText('Your deposit limits are set.')).length,
    ).toBeGreaterThan(0);
    await expect(await canvas.findByText('Continued to the site')).toBeVisible();
  },
};

/** The API refuses a limit: its message shows beneath the field, and the step stays. */
export const DepositLimitsRefused: Story = {
  render: () => (
    <MemberStory
      at="/sign_in?tab=register"
      answers={{
        '/member/responsible_gambling/limits': () =>
          new Response(
            JSON.stringify({
              code: 'VALIDATION_FAILED',
              field: 'value',
              message: 'Must be at most 1000000000000',
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      }}
      render={() => <LimitsStep onDone={() => {}} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weekly = await canvas.findByRole('textbox', { name: 'Weekly deposit limit' });
    await userEvent.type(weekly, '99999999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limits' }));
    await expect(
      (await canvas.findAllByText('Must be at most 1000000000000')).length,
    ).toBeGreaterThan(0);
    await expect(weekly).toHaveAttribute('aria-invalid', 'true');
  },
};
