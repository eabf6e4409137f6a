import styled, { keyframes } from 'styled-components';
import { gradientCss, tokenVars } from '@lobby/tokens';

const travel = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(30%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${tokenVars.zIndex.progress};
  height: 3px;
  overflow: hidden;
  pointer-events: none;
`;

const Fill = styled.div<{ $value: number | undefined }>`
  height: 100%;
  background: ${({ theme }) => gradientCss({ ...theme.gradient.accent, angle: 90 })};
  box-shadow: ${tokenVars.shadow.glow};
  transform-origin: left;
  ${({ $value }) => ($value === undefined ? '' : `transform: scaleX(${$value / 100});`)}
  transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  animation: ${({ $value }) => ($value === undefined ? travel : 'none')} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.8;
  }
`;

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Shown while true (spec §2: a progress bar shows during navigation). */
  active: boolean;
  /** 0–100 when the progress is known; indeterminate otherwise. */
  value?: number;
  /** Names the bar for screen readers. */
  label?: string;
}

/** The thin bar across the top of the screen while a route loads. */
export function ProgressBar({ active, value, label = 'Loading page' }: ProgressBarProps) {
  if (!active) return null;
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped === undefined ? undefined : Math.round(clamped)}
    >
      <Fill $value={clamped} />
    </Track>
  );
}
