import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { visuallyHidden } from '../theme/theme-provider.tsx';

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.sm} 0;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
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
  border: ${({ theme }) => theme.borderWidth.control} solid
    ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSunken};
  color: transparent;
  transition:
    background ${({ theme }) => theme.motion.duration.fast}ms,
    border-color ${({ theme }) => theme.motion.duration.fast}ms;
  input:checked + & {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
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
