import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BASE_ANSWERS, StoryProviders, createHarness } from '@lobby/test-kit';
import type { BankEntry } from '@lobby/domain/entities';
import { CONFIGURED_DEFAULT_LENGTH_BOUNDS } from '@lobby/domain/validators';
import { BankCardFields } from './bank-card-fields.tsx';
import type { BankCardFieldsProps } from './bank-card-fields.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** The banks a brand offers at registration. */
const BANKS: BankEntry[] = ['CIMB', 'MAY', 'PUBLIC'].map((name, i) => ({
  name,
  type: 1,
  idx: i + 1,
  logo: '',
}));

/** A brand whose member settings require a bank account at sign-up, no minimum age. */
const REQUIRED_CARD = {
  '/member/feature_premission/info': {
    ...(BASE_ANSWERS['/member/feature_premission/info'] as Record<string, unknown>),
    member: {
      ...(BASE_ANSWERS['/member/feature_premission/info'] as { member: object }).member,
      register_bank_info: 2,
    },
  },
  '/reg_bank_list': BANKS,
  '/member/responsible_gambling/config': {
    minimum_age: 0,
    self_exclusion_scheme_url: '',
    cooling_off_hours: 24,
    bonus_wagering_cap: 0,
    licence_badge_url: '',
    licence_page_url: '',
  },
};

function Providers({
  answers = {},
  render,
}: {
  answers?: Record<string, unknown>;
  render: () => ReactElement;
}) {
  const [harness] = useState(() => createHarness(answers));
  return (
    <StoryProviders harness={harness} at="/sign_in?tab=register">
      {render()}
    </StoryProviders>
  );
}

/** The fields alone, with a bank list in one of its states. */
function Fields(props: Partial<BankCardFieldsProps>) {
  const [values, setValues] = useState({
    bank_name: '',
    account_number: '',
    branch: '',
    account_name: '',
  });
  return (
    <BankCardFields
      required
      banks={BANKS}
      failed={false}
      onRetry={() => {}}
      bounds={CONFIGURED_DEFAULT_LENGTH_BOUNDS.bankCard}
      values={values}
      field={(name) => ({
        value: values[name],
        onChange: (value) => setValues((v) => ({ ...v, [name]: value })),
        status: undefined,
        message: undefined,
      })}
      onBank={(name) => setValues((v) => ({ ...v, bank_name: name }))}
      {...props}
    />
  );
}

const meta = {
  title: 'Screens/Auth/Sign up/Bank account',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A brand requiring a bank account: sent empty, the account's fields say what is missing. */
export const RequiredOnSignUp: Story = {
  render: () => (
    <Providers answers={REQUIRED_CARD} render={() => <SignUpForm onRegistered={() => {}} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = await canvas.findByRole('combobox', { name: /^Bank/ });
    await expect(await canvas.findByRole('option', { name: 'CIMB' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account number/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect((await canvas.findAllByText('Please Select Bank')).length).toBeGreaterThan(0);
    await expect(bank).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Within 6-30 digits')).toBeVisible();
  },
};

/** The bank list still loading: the picker waits, busy. */
export const Loading: Story = {
  render: () => <Providers render={() => <Fields banks={undefined} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^Bank/ })).toBeDisabled();
  },
};

/** No bank offered at registration yet: the member is told they can add one later. */
export const NoBanks: Story = {
  render: () => <Providers render={() => <Fields banks={[]} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No bank is offered at sign-up yet/)).toBeVisible();
  },
};

/** The bank list failed: an alert and a way to ask again. */
export const BanksFailed: Story = {
  render: () => <Providers render={() => <Fields banks={undefined} failed />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The banks could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
