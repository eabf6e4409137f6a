import type { CSSProperties } from 'react';
import { tokenVars } from '@lobby/tokens';
import styled, { keyframes } from 'styled-components';

// The shine is a layer moved by transform, which the compositor animates off the main thread;
// animating the background's position repainted every skeleton on the main thread each frame
// for as long as a screen was loading.
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

// The box's size and corners come in as an inline style, so the rules are one string for every
// skeleton (a page shows dozens) and never re-evaluated per render.
const Block = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.skeleton};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 10%,
      ${tokenVars.color.skeletonShine} 50%,
      transparent 90%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      display: none;
    }
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
  /** A CSS width (default `100%`). */
  width?: string;
  /** A CSS height (default `1em`, a line of text). */
  height?: string;
  /** A CSS corner radius; the theme's small radius when absent. */
  radius?: string;
  /** A circle (an avatar placeholder): the width sets the diameter. */
  circle?: boolean;
  /** Several text lines, the last one shorter. */
  lines?: number;
  /** Extra class, for a parent that places the placeholder. */
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
