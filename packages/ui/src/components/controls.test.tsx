import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/index.tsx';
import { Button, IconButton } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { Switch } from './switch.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { TextField } from './text-field.tsx';

function ControlledField({
  onValue,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks presses and reports busy while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderWithTheme(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('gives an IconButton its label as the accessible name', () => {
    renderWithTheme(<IconButton icon="close" label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('labels the input and wires the message beneath', () => {
    renderWithTheme(
      <TextField
        label="Username"
        value="1abc"
        onChange={() => {}}
        status="invalid"
        message="Must begin with a letter"
      />,
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must begin with a letter');
    expect(screen.getByRole('alert')).toHaveTextContent('Must begin with a letter');
  });

  it('marks a valid field without an error role', () => {
    renderWithTheme(
      <TextField
        label="Email"
        value="a@b.co"
        onChange={() => {}}
        status="valid"
        message="Looks good"
      />,
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Looks good')).toBeInTheDocument();
  });

  it('reveals and hides a password', async () => {
    renderWithTheme(<ControlledField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('refuses what a number field cannot take with a message, keeping the value', async () => {
    const onValue = vi.fn();
    renderWithTheme(<ControlledField label="Amount" type="number" onValue={onValue} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).not.toHaveAttribute('aria-invalid');

    // "-5": the minus is refused and said so; the value is never silently turned into "5".
    await userEvent.type(input, '-');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Must not be negative');
    expect(onValue).not.toHaveBeenCalled();

    // Typing on keeps saying why the minus is missing; leaving the field clears it.
    await userEvent.type(input, '5');
    expect(input).toHaveValue('5');
    expect(screen.getByRole('alert')).toHaveTextContent('Must not be negative');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(input, 'x');
    expect(input).toHaveValue('5');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid number');

    await userEvent.type(input, '.345');
    expect(input).toHaveValue('5.34');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2 decimal places');
    expect(onValue).toHaveBeenLastCalledWith('5.34');
  });

  it('shows a refusal in the words the screen gives', async () => {
    renderWithTheme(
      <ControlledField
        label="Amount"
        type="number"
        decimals={0}
        refusalText={(refusal) => `refused: ${refusal.message}`}
      />,
    );
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '12.');
    expect(input).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent('refused: WHOLE_NUMBER');
  });

  it('takes full-width digits and grouped thousands as the same number', async () => {
    const onValue = vi.fn();
    renderWithTheme(<ControlledField label="Amount" type="number" onValue={onValue} />);
    const input = screen.getByLabelText('Amount');
    await userEvent.click(input);
    await userEvent.paste('１,２３４．５');
    expect(input).toHaveValue('1234.5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a negative number with the configured decimals when allowed', async () => {
    renderWithTheme(<ControlledField label="Adjust" type="number" allowNegative decimals={1} />);
    const input = screen.getByLabelText('Adjust');
    await userEvent.type(input, '-7.25');
    expect(input).toHaveValue('-7.2');
  });

  it('uses a numeric keyboard for whole numbers', () => {
    renderWithTheme(
      <TextField label="Code" type="number" decimals={0} value="" onChange={() => {}} />,
    );
    expect(screen.getByLabelText('Code')).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('Checkbox and Switch', () => {
  it('toggles a checkbox with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="I am over 18" checked={false} onChange={onChange} />);
    screen.getByRole('checkbox', { name: 'I am over 18' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('flips a switch and exposes its state', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Switch
          label="Auto transfer"
          checked={on}
          onChange={setOn}
          description="Move funds automatically"
        />
      );
    }
    renderWithTheme(<Harness />);
    const control = screen.getByRole('switch', { name: 'Auto transfer' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Move funds automatically');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });
});
