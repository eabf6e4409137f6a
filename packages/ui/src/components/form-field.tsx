import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { useStableId } from '../internal/ids.ts';

/** Validation state of a field (spec §5: a field is marked valid or invalid, the message beneath). */
export type FieldStatus = 'valid' | 'invalid';

/** The props a field hands its control so label, message and state are wired for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The field's label, tied to the control. */
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** The validation message shown beneath (an error when `status` is invalid). */
  message?: ReactNode;
  /** A hint shown beneath while there is no message. */
  hint?: ReactNode;
  /** Marks the field valid or invalid; neutral when absent. */
  status?: FieldStatus;
  /** Marks the field as required (label and `aria-required`). */
  required?: boolean;
  /** Hide the label visually (it stays for screen readers), for search boxes and the like. */
  hideLabel?: boolean;
  /** The control, or a function that receives the wiring props for it. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  /** Extra class, for a parent that places the field. */
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokenVars.space.xs};
  min-width: 0;
`;

const Label = styled.label<{ $hidden?: boolean }>`
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  color: ${tokenVars.color.text};
  ${({ $hidden }) =>
    $hidden
      ? 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;'
      : ''}
`;

const Required = styled.span`
  color: ${tokenVars.color.danger};
  margin-inline-start: 2px;
`;

const Message = styled.p<{ $status?: FieldStatus }>`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  margin: 0;
  font-size: ${tokenVars.font.size.xs};
  color: ${({ theme, $status }) =>
    $status === 'invalid'
      ? theme.color.danger
      : $status === 'valid'
        ? theme.color.success
        : theme.color.textMuted};
`;

/**
 * Label, control and the message beneath it. Forms in every feature use it so validation
 * looks and reads the same everywhere.
 */
export function FormField({
  label,
  id,
  message,
  hint,
  status,
  required,
  hideLabel,
  children,
  className,
}: FormFieldProps) {
  const controlId = useStableId(id, 'field');
  const messageId = `${controlId}-message`;
  const shown = message ?? hint;
  const control: FieldControlProps = {
    id: controlId,
    ...(shown ? { 'aria-describedby': messageId } : {}),
    ...(status === 'invalid' ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return (
    <Wrapper className={className} data-status={status}>
      <Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
        {required ? <Required aria-hidden>*</Required> : null}
      </Label>
      {typeof children === 'function' ? children(control) : children}
      {shown ? (
        <Message
          id={messageId}
          $status={message ? status : undefined}
          role={status === 'invalid' ? 'alert' : undefined}
        >
          {message && status === 'invalid' ? <Icon name="warning" size={14} /> : null}
          {message && status === 'valid' ? <Icon name="check" size={14} /> : null}
          {shown}
        </Message>
      ) : null}
    </Wrapper>
  );
}
