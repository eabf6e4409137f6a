import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import type { FieldStatus } from './form-field.tsx';
import { FormField } from './form-field.tsx';

/** Whether the picker asks for a date or a date and a time. */
export type DateTimeMode = 'date' | 'datetime';

/**
 * The spec's display format (`yyyy-MM-dd HH:mm:ss`) to the native input's value
 * (`yyyy-MM-ddTHH:mm:ss`). Anything not in the format gives '' so the input shows empty
 * instead of keeping a value the browser cannot read.
 */
export function toNativeValue(value: string, mode: DateTimeMode): string {
  if (mode === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}T${match[2]}${match[3] ?? ':00'}` : '';
}

/** The native input's value back to the spec's format, with seconds always present. */
export function fromNativeValue(native: string, mode: DateTimeMode): string {
  if (mode === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(native) ? native : '';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(native);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : '';
}

const Box = styled.div<{ $status?: FieldStatus }>`
  position: relative;
  display: flex;
  align-items: center;
  color: ${tokenVars.color.textMuted};
  & > svg {
    position: absolute;
    left: ${tokenVars.space.md};
    pointer-events: none;
  }
`;

const Input = styled.input<{ $status?: FieldStatus }>`
  width: 100%;
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.md} 0 calc(${tokenVars.space.md} + 26px);
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.text};
  border: ${tokenVars.borderWidth.control} solid
    ${({ theme, $status }) => ($status === 'invalid' ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${tokenVars.radius.md};
  font-size: ${tokenVars.font.size.md};
  font-variant-numeric: tabular-nums;
  color-scheme: ${tokenVars.colorScheme};
  &:focus-visible {
    outline: none;
    border-color: ${tokenVars.color.focusRing};
    box-shadow: 0 0 0 1px ${tokenVars.color.focusRing};
  }
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.8;
  }
`;

/** Props of {@link DateTimePicker}. */
export interface DateTimePickerProps {
  /** The field label. */
  label: ReactNode;
  /** `yyyy-MM-dd HH:mm:ss` (datetime) or `yyyy-MM-dd` (date); '' when empty. */
  value: string;
  /** Called with the chosen value in `value`'s format ('' when cleared). */
  onChange: (value: string) => void;
  /** Pick a date and time (`datetime`, the default) or a date only. */
  mode?: DateTimeMode;
  /** Earliest and latest allowed, in the same format as `value`. */
  min?: string;
  /** The latest allowed, in the same format as `value`. */
  max?: string;
  /** The validation message shown beneath (an error when `status` is invalid). */
  message?: ReactNode;
  /** Marks the field valid or invalid; neutral when absent. */
  status?: FieldStatus;
  /** Marks the field as required (label and `aria-required`). */
  required?: boolean;
  /** Shows the field but blocks changes. */
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
}

/**
 * A date or date-time field on the platform's own picker (the best one on every phone),
 * speaking the spec's `yyyy-MM-dd HH:mm:ss` format to the rest of the app.
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  mode = 'datetime',
  min,
  max,
  message,
  status,
  required,
  disabled,
  id,
}: DateTimePickerProps) {
  return (
    <FormField label={label} id={id} message={message} status={status} required={required}>
      {(control) => (
        <Box>
          <Icon name="calendar" size={18} />
          <Input
            {...control}
            type={mode === 'date' ? 'date' : 'datetime-local'}
            step={mode === 'date' ? undefined : 1}
            value={toNativeValue(value, mode)}
            min={min ? toNativeValue(min, mode) : undefined}
            max={max ? toNativeValue(max, mode) : undefined}
            required={required}
            disabled={disabled}
            $status={status}
            onChange={(event) => onChange(fromNativeValue(event.target.value, mode))}
          />
        </Box>
      )}
    </FormField>
  );
}
