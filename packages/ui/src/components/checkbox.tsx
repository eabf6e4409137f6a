import { tokenVars } from '@lobby/tokens';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { visuallyHidden } from '../theme/theme-provider.tsx';

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${tokenVars.space.sm};
  min-height: ${tokenVars.size.touch};
  padding: ${tokenVars.space.sm} 0;
  cursor: pointer;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  line-height: ${tokenVars.font.lineHeight.normal};
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Native = styled.input`
  ${visuallyHidden}
`;

const Box = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSunken};
  color: transparent;
  transition:
    background ${tokenVars.motion.duration.fast},
    border-color ${tokenVars.motion.duration.fast};
  input:checked + & {
    background: ${tokenVars.color.accent};
    border-color: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
  }
  input:focus-visible + & {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange'
> {
  /** Text beside the box; pressing it toggles the box too. */
  label: ReactNode;
  /** Whether the box is ticked (controlled). */
  checked: boolean;
  /** Called with the new state when the member toggles it. */
  onChange: (checked: boolean) => void;
}

/** A native checkbox (so keyboards and screen readers get it for free) drawn in the theme. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, onChange, className, ...rest },
  ref,
) {
  return (
    <Row className={className}>
      <Native
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...rest}
      />
      <Box aria-hidden>
        <Icon name="check" size={16} strokeWidth={3} />
      </Box>
      <span>{label}</span>
    </Row>
  );
});
