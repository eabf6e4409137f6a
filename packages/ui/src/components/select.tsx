import { tokenVars } from '@lobby/tokens';
import type { ReactElement, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { focusRing } from '../theme/theme-provider.tsx';
import type { FieldStatus } from './form-field.tsx';
import { FormField } from './form-field.tsx';
import type { ChoiceOption } from './radio-group.tsx';
import { RadioGroupDialog } from './radio-group.tsx';

const Control = styled.div<{ $status?: FieldStatus }>`
  position: relative;
  display: flex;
  align-items: center;
  color: ${tokenVars.color.textMuted};
  & > svg {
    position: absolute;
    right: ${tokenVars.space.md};
    pointer-events: none;
  }
`;

const fieldLook = `
  width: 100%;
  text-align: start;
  appearance: none;
  cursor: pointer;
`;

const NativeSelect = styled.select<{ $status?: FieldStatus }>`
  ${fieldLook}
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.xxl} 0 ${tokenVars.space.md};
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.text};
  border: ${tokenVars.borderWidth.control} solid
    ${({ theme, $status }) => ($status === 'invalid' ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${tokenVars.radius.md};
  font-size: ${tokenVars.font.size.md};
  ${focusRing}
`;

/** Props of {@link Select}. */
export interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  /** The field label. */
  label: ReactNode;
  /** The choices, in order; a disabled one shows but cannot be picked. */
  options: readonly { value: V; label: string; disabled?: boolean }[];
  /** The chosen value (controlled); '' shows the placeholder. */
  value: V | '';
  /** Called with the value the member picks. */
  onChange: (value: V) => void;
  /** Shown while nothing is chosen (default "Please Select"). */
  placeholder?: string;
  /** The validation message shown beneath (an error when `status` is invalid). */
  message?: ReactNode;
  /** Marks the field valid or invalid; neutral when absent. */
  status?: FieldStatus;
}

/** A native select in the theme: the platform's own picker on phones, a list on desktop. */
export const Select = forwardRef<HTMLSelectElement, SelectProps<string>>(function Select(
  { label, options, value, onChange, placeholder, message, status, id, required, ...rest },
  ref,
) {
  return (
    <FormField label={label} id={id} message={message} status={status} required={required}>
      {(control) => (
        <Control>
          <NativeSelect
            ref={ref}
            {...control}
            {...rest}
            required={required}
            $status={status}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
          <Icon name="chevronDown" size={18} />
        </Control>
      )}
    </FormField>
  );
}) as <V extends string>(props: SelectProps<V> & { ref?: Ref<HTMLSelectElement> }) => ReactElement;

const Trigger = styled.button<{ $status?: FieldStatus; $empty: boolean }>`
  ${fieldLook}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.md};
  background: ${tokenVars.color.bgSunken};
  color: ${({ theme, $empty }) => ($empty ? theme.color.textMuted : theme.color.text)};
  border: ${tokenVars.borderWidth.control} solid
    ${({ theme, $status }) => ($status === 'invalid' ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${tokenVars.radius.md};
  font-size: ${tokenVars.font.size.md};
  & > svg {
    color: ${tokenVars.color.textMuted};
    flex: none;
  }
  ${focusRing}
`;

/** Props of {@link Picker}. */
export interface PickerProps<V extends string> {
  /** The field label. */
  label: ReactNode;
  /** Title of the sheet; the label when absent. */
  title?: ReactNode;
  /** The choices, in order. */
  options: readonly ChoiceOption<V>[];
  /** The chosen value (controlled); the placeholder shows when undefined. */
  value: V | undefined;
  /** Called with the value the member picks in the sheet. */
  onChange: (value: V) => void;
  /** Shown while nothing is chosen (default "Please Select"). */
  placeholder?: string;
  /** The validation message shown beneath (an error when `status` is invalid). */
  message?: ReactNode;
  /** Marks the field valid or invalid; neutral when absent. */
  status?: FieldStatus;
  /** Marks the field as required (label and `aria-required`). */
  required?: boolean;
  /** Shows the field but blocks opening the sheet. */
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
}

/**
 * The spec's "picker selector": a field that opens a bottom sheet of choices, for lists with
 * rich rows (banks with logos, transfer wallets) where a native select is too plain.
 */
export function Picker<V extends string>({
  label,
  title,
  options,
  value,
  onChange,
  placeholder = 'Please Select',
  message,
  status,
  required,
  disabled,
  id,
}: PickerProps<V>) {
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === value);
  return (
    <FormField label={label} id={id} message={message} status={status} required={required}>
      {(control) => (
        <>
          <Trigger
            type="button"
            {...control}
            aria-haspopup="dialog"
            aria-expanded={open}
            $status={status}
            $empty={!selected}
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            <span>{selected ? selected.label : placeholder}</span>
            <Icon name="chevronDown" size={18} />
          </Trigger>
          <RadioGroupDialog
            open={open}
            title={title ?? label}
            options={options}
            value={value}
            onClose={() => setOpen(false)}
            onSelect={(v) => {
              onChange(v);
              setOpen(false);
            }}
          />
        </>
      )}
    </FormField>
  );
}
