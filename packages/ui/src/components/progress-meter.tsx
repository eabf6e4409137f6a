import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gradientCss, tokenVars } from '@lobby/tokens';
import { Icon } from '../icons/icon.tsx';
import { useStableId } from '../internal/ids.ts';

/** What a meter measures: VIP progress to the next level, or turnover towards a target. */
export type ProgressMeterKind = 'vip' | 'turnover';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokenVars.space.xs};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  font-size: ${tokenVars.font.size.sm};
`;

const Label = styled.span<{ $kind: ProgressMeterKind }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  font-weight: ${tokenVars.font.weight.bold};
  color: ${tokenVars.color.text};
  & > svg {
    color: ${({ theme, $kind }) => ($kind === 'vip' ? theme.color.vip : theme.color.accentText)};
  }
`;

const ValueText = styled.span`
  color: ${tokenVars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  position: relative;
  height: 10px;
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSunken};
  border: 1px solid ${tokenVars.color.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $kind: ProgressMeterKind; $ratio: number }>`
  width: ${({ $ratio }) => `${$ratio * 100}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $kind }) =>
    $kind === 'vip'
      ? `linear-gradient(90deg, color-mix(in srgb, ${theme.color.vip} 65%, #ffffff), ${theme.color.vip})`
      : gradientCss({ ...theme.gradient.accent, angle: 90 })};
  box-shadow: ${tokenVars.shadow.glow};
  transition: width ${tokenVars.motion.duration.slow} ${tokenVars.motion.easing.standard};
`;

const Caption = styled.span`
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
`;

/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /**
   * `vip` (progress to the next level) or `turnover` (a bonus's wagering), which sets its colours.
   */
  kind: ProgressMeterKind;
  /** What is measured, above the bar. */
  label: ReactNode;
  /** Progress so far (e.g. turnover in minor units). */
  value: number;
  /** The target (e.g. the level's turnover condition). */
  max: number;
  /** What is spoken and shown for the value ("RM 1,200 / RM 5,000"); a percentage otherwise. */
  valueText?: string;
  /** A line under the bar ("RM 3,800 more to VIP 4"). */
  caption?: ReactNode;
}

/** A labelled progress meter for VIP upgrades and promotion turnover. */
export function ProgressMeter({ kind, label, value, max, valueText, caption }: ProgressMeterProps) {
  const id = useStableId(undefined, 'meter');
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const percent = `${Math.floor(ratio * 100)}%`;
  return (
    <Box>
      <Head>
        <Label id={`${id}-label`} $kind={kind}>
          <Icon name={kind === 'vip' ? 'crown' : 'trophy'} size={16} />
          {label}
        </Label>
        <ValueText>{valueText ?? percent}</ValueText>
      </Head>
      <Track
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(Math.max(value, 0), max)}
        aria-valuetext={valueText ?? percent}
      >
        <Fill $kind={kind} $ratio={ratio} />
      </Track>
      {caption ? <Caption>{caption}</Caption> : null}
    </Box>
  );
}
