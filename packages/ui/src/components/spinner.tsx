import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../theme/theme-provider.tsx';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.8s linear infinite;
`;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** What is loading, for screen readers; pass `null` when a parent already announces it. */
  label?: string | null;
  /** Extra class, for a parent that places the spinner. */
  className?: string;
}

/** A small busy indicator that takes the current text colour. */
export function Spinner({ size = 20, label = 'Loading', className }: SpinnerProps) {
  if (label === null) return <Ring $size={size} aria-hidden className={className} />;
  return (
    <span role="status" className={className} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
