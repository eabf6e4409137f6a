import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { useStableId } from '../internal/ids.ts';
import { visuallyHidden } from '../theme/theme-provider.tsx';
import { Dialog } from './dialog.tsx';

/** One choice of a radio group or picker. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: ${tokenVars.space.sm};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  color: ${tokenVars.color.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  min-height: ${tokenVars.size.controlLg};
  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  color: ${tokenVars.color.text};
  cursor: pointer;
  transition: background ${tokenVars.motion.duration.fast};
  &:last-child {
    border-bottom: 0;
  }
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  &:has(input:checked) {
    color: ${tokenVars.color.accentText};
    font-weight: ${tokenVars.font.weight.bold};
  }
  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:has(input:focus-visible) {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Native = styled.input`
  ${visuallyHidden}
`;

const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  color: transparent;
  input:checked + & {
    border-color: ${tokenVars.color.accent};
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Description = styled.span`
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.regular};
`;

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string> {
  /** Names the group (its legend). */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly ChoiceOption<V>[];
  /** The chosen value (controlled); none chosen when undefined. */
  value: V | undefined;
  /** Called with the value the member picks. */
  onChange: (value: V) => void;
  /** The radios' shared name; generated when absent. */
  name?: string;
  /** Hide the legend visually (it stays for screen readers), e.g. under a dialog title. */
  hideLabel?: boolean;
}

/** A list of native radio buttons (arrow keys move the choice), drawn as full-width rows. */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  name,
  hideLabel = false,
}: RadioGroupProps<V>) {
  const groupName = useStableId(name, 'radio');
  return (
    <Fieldset>
      <Legend $hidden={hideLabel}>{label}</Legend>
      {options.map((option) => (
        <Option key={option.value}>
          <Native
            type="radio"
            name={groupName}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <Dot aria-hidden>
            <Icon name="check" size={14} strokeWidth={3} />
          </Dot>
          <Texts>
            <span>{option.label}</span>
            {option.description ? <Description>{option.description}</Description> : null}
          </Texts>
        </Option>
      ))}
    </Fieldset>
  );
}

const List = styled.div`
  margin: 0 calc(-1 * ${tokenVars.space.xl});
  border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

/** Props of {@link RadioGroupDialog}. */
export interface RadioGroupDialogProps<V extends string> {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The dialog's heading, which also names the group. */
  title: ReactNode;
  /** The choices, in order. */
  options: readonly ChoiceOption<V>[];
  /** The chosen value; none chosen when undefined. */
  value: V | undefined;
  /** Called with the chosen value; the caller closes the dialog (and may act, e.g. reload). */
  onSelect: (value: V) => void;
  /** Called on Escape, the close button or a backdrop press. */
  onClose: () => void;
}

/** A bottom sheet holding a radio group: one tap chooses (language, bank, picker choices). */
export function RadioGroupDialog<V extends string>({
  open,
  title,
  options,
  value,
  onSelect,
  onClose,
}: RadioGroupDialogProps<V>) {
  return (
    <Dialog open={open} title={title} onClose={onClose} placement="bottom">
      <List>
        <RadioGroup label={title} hideLabel options={options} value={value} onChange={onSelect} />
      </List>
    </Dialog>
  );
}
