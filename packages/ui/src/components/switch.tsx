import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStableId } from '../internal/ids.ts';
import { focusRing } from '../theme/theme-provider.tsx';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.md};
  min-height: ${tokenVars.size.touch};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.label`
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  cursor: pointer;
`;

const Description = styled.span`
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 30px;
  padding: 0;
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSunken};
  cursor: pointer;
  transition: background ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${tokenVars.color.textMuted};
    transform: translate(0, -50%);
    transition:
      transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized},
      background ${tokenVars.motion.duration.normal};
  }
  &[aria-checked='true'] {
    background: ${tokenVars.color.accent};
    border-color: ${tokenVars.color.accent};
  }
  &[aria-checked='true']::after {
    background: ${tokenVars.color.onAccent};
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
