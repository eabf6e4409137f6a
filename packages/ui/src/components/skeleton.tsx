import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

const Block = styled.span<{
  $w: string;
  $h: string;
  $radius: string | undefined;
  $circle: boolean;
}>`
  display: block;
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h};
  border-radius: ${({ theme, $radius, $circle }) => ($circle ? '50%' : ($radius ?? theme.radius.sm))};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 30%,
    ${({ theme }) => theme.color.skeletonShine} 50%,
    ${({ theme }) => theme.color.skeleton} 70%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.skeleton};
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

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
          <Block
            key={i}
            $w={i === lines - 1 ? '60%' : width}
            $h={height}
            $radius={radius}
            $circle={false}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Block
      aria-hidden
      className={className}
      $w={width}
      $h={height}
      $radius={radius}
      $circle={circle}
    />
  );
}
