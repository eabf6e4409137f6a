import { tokenVars } from '@lobby/tokens';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import type { FieldStatus } from './form-field.tsx';
import { FormField } from './form-field.tsx';
import { IconButton } from './button.tsx';
import { formatMessage } from '../internal/domain.ts';
import { DEFAULT_INPUT_DECIMALS, readNumberInput } from './number-input.ts';
import type { NumberInputRefusal } from './number-input.ts';

/** What a text field holds; `number` accepts digits with optional decimals and minus. */
export type TextFieldType = 'text' | 'password' | 'number' | 'email' | 'tel' | 'search';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'size' | 'prefix'
> {
  /** The field's label, tied to the input. */
  label: ReactNode;
  /** `number` keeps a clean decimal string; `password` adds a reveal toggle (default `text`). */
  type?: TextFieldType;
  /** The text as typed (for numbers, the decimal string with ASCII digits). */
  value: string;
  /** Called with the new text (for numbers, the cleaned decimal string). */
  onChange: (value: string) => void;
  /** The validation message shown beneath (an error when `status` is invalid). */
  message?: ReactNode;
  /** A hint shown beneath while there is no message (e.g. the allowed range). */
  hint?: ReactNode;
  /** Marks the field valid or invalid; neutral when absent. */
  status?: FieldStatus;
  /** Decimal places a number field accepts (default 2). */
  decimals?: number;
  /** Whether a number field accepts a leading minus. */
  allowNegative?: boolean;
  /**
   * Translates why a number field refused what was typed (a minus it cannot take, a letter, a
   * decimal too many); the field keeps its value and shows this beneath. Default: the
   * catalogue's English.
   */
  refusalText?: (refusal: NumberInputRefusal) => ReactNode;
  /** An icon inside the field, before the text. */
  icon?: IconName;
  /** Text or a node before the value (a currency symbol, an area code). */
  prefix?: ReactNode;
  /** Accessible name of the password reveal toggle (its pressed state tells whether it is shown). */
  revealLabel?: string;
  /** Hide the label visually (it stays for screen readers), for search boxes and the like. */
  hideLabel?: boolean;
}

const Box = styled.div<{ $status?: FieldStatus }>`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  min-height: ${tokenVars.size.controlMd};
  padding: 0 ${tokenVars.space.xs} 0 ${tokenVars.space.md};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.control} solid
    ${({ theme, $status }) =>
      $status === 'invalid'
        ? theme.color.danger
        : $status === 'valid'
          ? theme.color.success
          : theme.color.borderStrong};
  border-radius: ${tokenVars.radius.md};
  color: ${tokenVars.color.textMuted};
  transition:
    border-color ${tokenVars.motion.duration.fast},
    box-shadow ${tokenVars.motion.duration.fast};
  &:focus-within {
    border-color: ${tokenVars.color.focusRing};
    box-shadow: 0 0 0 1px ${tokenVars.color.focusRing};
  }
  /* Disabled reads as fixed, not faded: a faded prefix or value would fall below text contrast. */
  &:has(input:disabled) {
    background: transparent;
    border-style: dashed;
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: calc(${tokenVars.size.controlMd} - 4px);
  padding: 0 ${tokenVars.space.xs} 0 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  &::placeholder {
    color: ${tokenVars.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    color: ${tokenVars.color.textMuted};
    -webkit-text-fill-color: ${tokenVars.color.textMuted};
    cursor: not-allowed;
  }
  &[inputmode='decimal'] {
    font-variant-numeric: tabular-nums;
  }
`;

const Prefix = styled.span`
  color: ${tokenVars.color.textMuted};
  font-weight: ${tokenVars.font.weight.medium};
  white-space: nowrap;
`;

/** The catalogue's English for a refused number input. */
function defaultRefusalText(refusal: NumberInputRefusal): string {
  return formatMessage(refusal.message, refusal.values);
}

/**
 * A labelled text input with the message beneath. Passwords get a reveal button; numbers
 * accept only digits with the allowed decimals and sign, even when pasted: anything else is
 * refused with a message under the field, and the value stays as it was.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    value,
    onChange,
    message,
    hint,
    status,
    decimals = DEFAULT_INPUT_DECIMALS,
    allowNegative = false,
    refusalText = defaultRefusalText,
    icon,
    prefix,
    revealLabel = 'Show password',
    hideLabel,
    id,
    required,
    ...rest
  },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  // The last refusal and the value typed since: it shows until the field is left or its value
  // is changed from outside (a quick amount, a reset).
  const [refused, setRefused] = useState<{ refusal: NumberInputRefusal; at: string }>();
  const isNumber = type === 'number';
  const refusal = isNumber && refused?.at === value ? refused.refusal : undefined;
  const shownMessage = refusal ? refusalText(refusal) : message;
  const shownStatus = refusal ? 'invalid' : status;
  const inputType =
    type === 'password' ? (revealed ? 'text' : 'password') : isNumber ? 'text' : type;
  return (
    <FormField
      label={label}
      id={id}
      message={shownMessage}
      hint={hint}
      status={shownStatus}
      required={required}
      hideLabel={hideLabel}
    >
      {(control) => (
        <Box $status={shownStatus}>
          {icon ? <Icon name={icon} size={18} /> : null}
          {prefix ? <Prefix>{prefix}</Prefix> : null}
          <Input
            ref={ref}
            {...control}
            {...rest}
            required={required}
            type={inputType}
            value={value}
            onBlur={(event) => {
              setRefused(undefined);
              rest.onBlur?.(event);
            }}
            inputMode={isNumber ? (decimals > 0 ? 'decimal' : 'numeric') : rest.inputMode}
            autoComplete={
              rest.autoComplete ?? (type === 'password' ? 'current-password' : undefined)
            }
            onChange={(event) => {
              if (!isNumber) return onChange(event.target.value);
              const read = readNumberInput(event.target.value, { decimals, allowNegative });
              if (read.accepted) {
                // A refusal stays said while the member goes on typing ("-5" reads "5" and why).
                setRefused((last) => (last ? { ...last, at: read.text } : last));
                onChange(read.text);
              } else {
                // Refused, not altered: the value stays as it was and the field says why.
                setRefused({ refusal: read.refusal, at: value });
              }
            }}
          />
          {type === 'password' ? (
            <IconButton
              icon={revealed ? 'eyeOff' : 'eye'}
              label={revealLabel}
              aria-pressed={revealed}
              aria-controls={control.id}
              size="sm"
              onClick={() => setRevealed((r) => !r)}
              disabled={rest.disabled}
            />
          ) : null}
        </Box>
      )}
    </FormField>
  );
});
