import type { CSSProperties } from 'react';
import { tokenVars } from '@lobby/tokens';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

// The box's size and corners come in as an inline style, so the rules are one string for every
// skeleton (a page shows dozens) and never re-evaluated per render.
const Block = styled.span`
  display: block;
  border-radius: ${tokenVars.radius.sm};
  background: linear-gradient(
    90deg,
    ${tokenVars.color.skeleton} 30%,
    ${tokenVars.color.skeletonShine} 50%,
    ${tokenVars.color.skeleton} 70%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${tokenVars.color.skeleton};
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokenVars.space.sm};
`;

/** The inline box of a block; the theme's small radius (in the rules) when none is given. */
function box(width: string, height: string, radius: string | undefined): CSSProperties {
  return radius === undefined ? { width, height } : { width, height, borderRadius: radius };
}

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  circle?: boolean;
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from screen readers: the
 * region that loads says it is busy (`aria-busy`) instead.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  circle = false,
  lines,
  className,
}: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <Stack aria-hidden className={className}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} style={box(i === lines - 1 ? '60%' : width, height, radius)} />
        ))}
      </Stack>
    );
  }
  return (
    <Block aria-hidden className={className} style={box(width, height, circle ? '50%' : radius)} />
  );
}
