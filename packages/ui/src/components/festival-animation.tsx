import type { FestivalKind } from '@lobby/tokens';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import styled, { keyframes } from 'styled-components';
import { seededRandom } from '../internal/random.ts';
import { usePrefersReducedMotion } from '../internal/use-media-query.ts';

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(0deg); }
  50% { transform: translate3d(var(--sway), 50vh, 0) rotate(180deg); }
  to { transform: translate3d(0, 110vh, 0) rotate(360deg); }
`;

const burst = keyframes`
  0% { transform: rotate(var(--angle)) translateX(0) scale(1); opacity: 0; }
  8% { opacity: 1; }
  70% { opacity: 1; }
  100% { transform: rotate(var(--angle)) translateX(var(--reach)) translateY(18px) scale(0.4); opacity: 0; }
`;

const Layer = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.festival};
  overflow: hidden;
  pointer-events: none;
`;

const Flake = styled.span`
  position: absolute;
  top: 0;
  border-radius: 50%;
  background: radial-gradient(circle, rgba(255, 255, 255, 0.95), rgba(255, 255, 255, 0.2) 70%);
  box-shadow: 0 0 6px rgba(255, 255, 255, 0.6);
  animation: ${fall} linear infinite;
`;

const Burst = styled.span`
  position: absolute;
  width: 0;
  height: 0;
`;

const Spark = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  width: 5px;
  height: 5px;
  margin: -2.5px;
  border-radius: 50%;
  background: var(--color);
  box-shadow: 0 0 8px 1px var(--color);
  animation: ${burst} 2.4s cubic-bezier(0.1, 0.7, 0.3, 1) infinite;
`;

const SPARK_COLORS = ['#FFD86B', '#FF5C8A', '#6BE4FF', '#B18CFF', '#7CFF9E', '#FF9E4F'];

/** Props of {@link FestivalAnimation}. */
export interface FestivalAnimationProps {
  /** From the backend config; the theme's `brand.festival` when it names none (spec §2: default snow). */
  kind: FestivalKind;
  /** Particles for snow, bursts for fireworks. */
  density?: number;
  /** Cover the viewport (the site) or the nearest positioned parent (previews). */
  fixed?: boolean;
}

/**
 * Seasonal snow or fireworks over the page. Decorative only: hidden from assistive tech,
 * never takes a tap, and absent entirely when the member prefers reduced motion.
 */
export function FestivalAnimation({ kind, density, fixed = true }: FestivalAnimationProps) {
  const reduced = usePrefersReducedMotion();
  const particles = useMemo(() => {
    const random = seededRandom(`festival-${kind}`);
    if (kind === 'snow') {
      return Array.from({ length: density ?? 36 }, (_, i) => {
        const size = 3 + random() * 6;
        return (
          <Flake
            key={i}
            style={
              {
                left: `${random() * 100}%`,
                width: `${size}px`,
                height: `${size}px`,
                opacity: 0.5 + random() * 0.5,
                animationDuration: `${8 + random() * 10}s`,
                animationDelay: `${-random() * 18}s`,
                '--sway': `${(random() - 0.5) * 80}px`,
              } as CSSProperties
            }
          />
        );
      });
    }
    if (kind === 'firework') {
      return Array.from({ length: density ?? 4 }, (_, b) => {
        const color = SPARK_COLORS[Math.floor(random() * SPARK_COLORS.length)] ?? '#FFD86B';
        const delay = b * 0.7 + random() * 0.5;
        const reach = 50 + random() * 50;
        return (
          <Burst key={b} style={{ left: `${10 + random() * 80}%`, top: `${10 + random() * 45}%` }}>
            {Array.from({ length: 14 }, (_, s) => (
              <Spark
                key={s}
                style={
                  {
                    '--angle': `${(360 / 14) * s}deg`,
                    '--reach': `${reach}px`,
                    '--color': color,
                    animationDelay: `${delay}s`,
                  } as CSSProperties
                }
              />
            ))}
          </Burst>
        );
      });
    }
    return [];
  }, [kind, density]);

  if (reduced || kind === 'none') return null;
  return (
    <Layer aria-hidden $fixed={fixed} data-festival={kind}>
      {particles}
    </Layer>
  );
}
