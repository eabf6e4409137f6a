import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStableId } from '../internal/ids.ts';
import { focusRing } from '../theme/theme-provider.tsx';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.touch};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 30px;
  padding: 0;
  border: ${({ theme }) => theme.borderWidth.control} solid
    ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgSunken};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.normal}ms
    ${({ theme }) => theme.motion.easing.standard};
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    transform: translate(0, -50%);
    transition:
      transform ${({ theme }) => theme.motion.duration.normal}ms
        ${({ theme }) => theme.motion.easing.emphasized},
      background ${({ theme }) => theme.motion.duration.normal}ms;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.color.onAccent};
    transform: translate(21px, -50%);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The setting's name, tied to the switch. */
  label: ReactNode;
  /** Whether the setting is on (controlled). */
  checked: boolean;
  /** Called with the new state when the member flips it. */
  onChange: (checked: boolean) => void;
  /** A muted line under the label explaining the setting. */
  description?: ReactNode;
  /** Shows the switch but blocks changes. */
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
}

/** An on/off setting that applies at once (auto-transfer, hide balance). */
export function Switch({ label, checked, onChange, description, disabled, id }: SwitchProps) {
  const switchId = useStableId(id, 'switch');
  return (
    <Row>
      <Text>
        <Label htmlFor={switchId}>{label}</Label>
        {description ? (
          <Description id={`${switchId}-description`}>{description}</Description>
        ) : null}
      </Text>
      <Track
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${switchId}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
