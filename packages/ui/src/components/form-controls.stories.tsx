import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Checkbox } from './checkbox.tsx';
import { DateTimePicker } from './date-time-picker.tsx';
import type { FastDateKey } from './fast-date-selector.tsx';
import type { DateRange } from '../internal/domain.ts';
import { FastDateSelector } from './fast-date-selector.tsx';
import { FormField } from './form-field.tsx';
import { RadioGroup } from './radio-group.tsx';
import { Picker, Select } from './select.tsx';
import { Switch } from './switch.tsx';
import type { CurrencyLike } from '../internal/domain.ts';
import { formatMoney } from '../internal/domain.ts';

const Column = styled.div`
  display: grid;
  gap: 16px;
  max-width: 380px;
`;

const meta = {
  title: 'Forms/Controls',
  component: FormField,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: { Checkbox, Switch, RadioGroup, Select, Picker, DateTimePicker, FastDateSelector },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

const banks = [
  { value: 'cimb', label: 'CIMB' },
  { value: 'hong-leong', label: 'HONG LEONG' },
  { value: 'may', label: 'MAY' },
  { value: 'public', label: 'PUBLIC' },
  { value: 'rhb', label: 'RHB' },
];

export const FormFieldStates: Story = {
  args: { label: 'Withdrawal password', children: null },
  render: () => (
    <Column>
      <FormField
        label="Withdrawal password"
        status="invalid"
        message="WPASS_FORMAT: 4-16 numbers or characters"
      >
        {(control) => (
          <input {...control} type="password" defaultValue="12" style={{ minHeight: 44 }} />
        )}
      </FormField>
      <FormField label="Nickname" status="valid" message="Looks good" hint="Up to 30 characters">
        {(control) => <input {...control} defaultValue="Lucky Mei" style={{ minHeight: 44 }} />}
      </FormField>
      <FormField label="Phone" hint="8-13 digits" required>
        {(control) => <input {...control} inputMode="tel" style={{ minHeight: 44 }} />}
      </FormField>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Withdrawal password')).toHaveAccessibleDescription(
      'WPASS_FORMAT: 4-16 numbers or characters',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('WPASS_FORMAT');
    await expect(canvas.getByLabelText(/Phone/)).toHaveAttribute('aria-required', 'true');
  },
};

export const SelectNative: Story = {
  args: { label: 'Bank', children: null },
  render: function Render() {
    const [bank, setBank] = useState('');
    return (
      <Column>
        <Select
          label="Bank"
          options={banks}
          value={bank}
          onChange={setBank}
          placeholder="Please Select Bank"
        />
        <Select
          label="Bank (invalid)"
          options={banks}
          value=""
          onChange={() => {}}
          placeholder="Please Select Bank"
          status="invalid"
          message="Please Select Bank"
        />
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Bank');
    await userEvent.selectOptions(select, 'rhb');
    await expect(select).toHaveValue('rhb');
  },
};

export const PickerSheet: Story = {
  args: { label: 'Transfer to', children: null },
  render: function Render(_args, { loaded }) {
    const [to, setTo] = useState<string | undefined>();
    // Wallet balances in the currency of the brand Storybook shows (its preview's loader).
    const currency = (loaded['lobbyBrand'] as { currency?: CurrencyLike } | undefined)
      ?.currency ?? { symbol: 'RM', decimals: 2 };
    const money = (minor: number) => formatMoney(minor, { currency });
    return (
      <Column>
        <Picker
          label="Transfer to"
          placeholder="Please Select Transfer to"
          options={[
            { value: 'main', label: 'Main wallet', description: money(125000) },
            { value: 'pp', label: 'Pragmatic Play', description: money(8000) },
            { value: 'jili', label: 'JILI', description: money(0) },
            { value: 'sexy', label: 'Sexy Baccarat', description: 'Maintenance', disabled: true },
          ]}
          value={to}
          onChange={setTo}
        />
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Transfer to' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('radio', { name: /Pragmatic Play/ }));
    await expect(trigger).toHaveTextContent('Pragmatic Play');
  },
};

export const Radios: Story = {
  args: { label: 'Gender', children: null },
  render: function Render() {
    const [v, setV] = useState<'m' | 'f' | 'x'>('f');
    return (
      <Column>
        <RadioGroup
          label="Gender"
          options={[
            { value: 'm', label: 'Male' },
            { value: 'f', label: 'Female' },
            { value: 'x', label: 'Prefer not to say' },
          ]}
          value={v}
          onChange={setV}
        />
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Female' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
  },
};

export const CheckboxAndSwitch: Story = {
  args: { label: 'Settings', children: null },
  render: function Render() {
    const [agree, setAgree] = useState(false);
    const [auto, setAuto] = useState(true);
    const [hide, setHide] = useState(false);
    return (
      <Column>
        <Checkbox label="I am over 18 and accept the terms" checked={agree} onChange={setAgree} />
        <Checkbox label="Unavailable option" checked disabled onChange={() => {}} />
        <Switch
          label="Auto transfer"
          description="Move your balance into a game automatically"
          checked={auto}
          onChange={setAuto}
        />
        <Switch label="Hide balance" checked={hide} onChange={setHide} />
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    const hide = canvas.getByRole('switch', { name: 'Hide balance' });
    await userEvent.click(hide);
    await expect(hide).toHaveAttribute('aria-checked', 'true');
  },
};

export const DateTime: Story = {
  args: { label: 'Dates', children: null },
  render: function Render() {
    const [from, setFrom] = useState('2026-11-01 00:00:00');
    const [birthday, setBirthday] = useState('');
    return (
      <Column>
        <DateTimePicker label="From" value={from} onChange={setFrom} />
        <DateTimePicker
          label="Birthday"
          mode="date"
          value={birthday}
          onChange={setBirthday}
          status="invalid"
          message="Please Enter Birthday"
        />
        <output aria-label="Chosen start">{from}</output>
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('From');
    await expect(input).toHaveValue('2026-11-01T00:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-15T08:30:15');
    await expect(canvas.getByLabelText('Chosen start')).toHaveTextContent('2026-11-15 08:30:15');
  },
};

export const FastDates: Story = {
  args: { label: 'Date range', children: null },
  render: function Render() {
    const [key, setKey] = useState<FastDateKey>('today');
    const [range, setRange] = useState<DateRange | undefined>();
    // Shown in the platform timezone (UTC+8), the way the records query sends it.
    const fmt = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    return (
      <Column>
        <FastDateSelector
          value={key}
          now={() => new Date(Date.UTC(2026, 10, 15, 4, 0, 0))}
          onChange={(k, r) => {
            setKey(k);
            setRange(r);
          }}
        />
        <output aria-label="Range">
          {range ? `${fmt(range.start)} → ${fmt(range.end)}` : 'Today'}
        </output>
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Last Month' }));
    await expect(canvas.getByRole('radio', { name: 'Last Month' })).toBeChecked();
    await expect(canvas.getByLabelText('Range')).toHaveTextContent('2026-10');
  },
};
