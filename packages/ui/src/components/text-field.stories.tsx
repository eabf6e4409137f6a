import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import type { TextFieldProps } from './text-field.tsx';
import { TextField } from './text-field.tsx';

const Column = styled.div`
  display: grid;
  gap: 16px;
  max-width: 360px;
`;

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/TextField',
  component: Controlled,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { TextField },
  args: { label: 'Username', placeholder: 'Enter username' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { icon: 'user', hint: '5–20 letters and digits, starting with a letter' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'lucky88');
    await expect(input).toHaveValue('lucky88');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', initial: 'hunter22', icon: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const NumberWithDecimals: Story = {
  args: { label: 'Amount', type: 'number', prefix: 'RM', placeholder: '0.00' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.type(input, '1250.789');
    await expect(input).toHaveValue('1250.78');
    // The third decimal is refused and said, not silently cut.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'At most 2 decimal places',
    );
  },
};

/** A sign the field cannot take is refused with a message beneath; the value stays as it was. */
export const NumberRefusesASign: Story = {
  args: { label: 'Amount', type: 'number', prefix: 'RM', placeholder: '0.00' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.type(input, '-5');
    await expect(input).toHaveValue('5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Must not be negative',
    );
  },
};

export const NumberNegative: Story = {
  args: { label: 'Adjustment', type: 'number', allowNegative: true, decimals: 0 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Adjustment');
    await userEvent.type(input, '-42.');
    await expect(input).toHaveValue('-42');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Whole numbers only');
  },
};

export const States: Story = {
  render: () => (
    <Column>
      <TextField
        label="Username"
        value="9lives"
        onChange={() => {}}
        status="invalid"
        message="Must begin with a letter and 5-20 characters long"
      />
      <TextField
        label="Email"
        value="member@lobby.test"
        onChange={() => {}}
        status="valid"
        message="Email verified"
      />
      <TextField
        label="Referral code"
        value=""
        onChange={() => {}}
        placeholder="6-digit referral code"
        required
      />
      <TextField label="Bank account" value="1234 5678" onChange={() => {}} disabled />
      <TextField label="Claimed amount" prefix="RM" value="100.00" onChange={() => {}} disabled />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(
      'Must begin with a letter and 5-20 characters long',
    );
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};
