import type { FestivalKind } from '@lobby/tokens';
import { tokenVars } from '@lobby/tokens';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Keyframes } from 'styled-components';
import { seededRandom } from '../internal/random.ts';
import { usePrefersReducedMotion } from '../hooks/use-media-query.ts';

/*
 * Every keyframe value is a literal, never a var(): the browser runs a transform/opacity
 * animation off the main thread only when its keyframes resolve without custom properties.
 * With var() the ~50 particles were restyled on the main thread every frame for as long as the
 * page was open, which showed up as blocking time on the first screen. So a particle's own
 * numbers (a flake's sway, a burst's reach) are written into keyframes of its own, made once.
 */

/** A flake's fall, swaying `sway` px sideways half-way down. */
function fall(sway: number): Keyframes {
  return keyframes`
    from { transform: translate3d(0, -10vh, 0) rotate(0deg); }
    50% { transform: translate3d(${sway}px, 50vh, 0) rotate(180deg); }
    to { transform: translate3d(0, 110vh, 0) rotate(360deg); }
  `;
}

/** A spark's flight out to `reach` px along its ray (the ray holds the angle). */
function burst(reach: number): Keyframes {
  return keyframes`
    0% { transform: translateX(0) scale(1); opacity: 0; }
    8% { opacity: 1; }
    70% { opacity: 1; }
    100% { transform: translateX(${reach}px) translateY(18px) scale(0.4); opacity: 0; }
  `;
}

const Layer = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${tokenVars.zIndex.festival};
  overflow: hidden;
  pointer-events: none;
`;

const Flake = styled.span<{ $motion: Keyframes }>`
  position: absolute;
  top: 0;
  border-radius: 50%;
  background: radial-gradient(circle, rgba(255, 255, 255, 0.95), rgba(255, 255, 255, 0.2) 70%);
  box-shadow: 0 0 6px rgba(255, 255, 255, 0.6);
  animation: ${({ $motion }) => $motion} linear infinite;
`;

const Burst = styled.span`
  position: absolute;
  width: 0;
  height: 0;
`;

/**
 * A spark's direction: a point at the burst's centre, turned (not animated) to its angle. A
 * plain span with a constant style, not a styled component: there are 56 of them.
 */
const RAY: CSSProperties = { position: 'absolute', left: 0, top: 0, width: 0, height: 0 };

const Spark = styled.span<{ $motion: Keyframes }>`
  position: absolute;
  left: 0;
  top: 0;
  width: 5px;
  height: 5px;
  margin: -2.5px;
  border-radius: 50%;
  background: var(--color);
  box-shadow: 0 0 8px 1px var(--color);
  animation: ${({ $motion }) => $motion} 2.4s cubic-bezier(0.1, 0.7, 0.3, 1) infinite;
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
        const left = `${random() * 100}%`;
        const opacity = 0.5 + random() * 0.5;
        const animationDuration = `${8 + random() * 10}s`;
        const animationDelay = `${-random() * 18}s`;
        const sway = Math.round((random() - 0.5) * 80);
        return (
          <Flake
            key={i}
            $motion={fall(sway)}
            style={{
              left,
              width: `${size}px`,
              height: `${size}px`,
              opacity,
              animationDuration,
              animationDelay,
            }}
          />
        );
      });
    }
    if (kind === 'firework') {
      return Array.from({ length: density ?? 4 }, (_, b) => {
        const color = SPARK_COLORS[Math.floor(random() * SPARK_COLORS.length)] ?? '#FFD86B';
        const delay = b * 0.7 + random() * 0.5;
        const motion = burst(Math.round(50 + random() * 50));
        return (
          <Burst key={b} style={{ left: `${10 + random() * 80}%`, top: `${10 + random() * 45}%` }}>
            {Array.from({ length: 14 }, (_, s) => (
              <span key={s} style={{ ...RAY, transform: `rotate(${(360 / 14) * s}deg)` }}>
                <Spark
                  $motion={motion}
                  style={{ '--color': color, animationDelay: `${delay}s` } as CSSProperties}
                />
              </span>
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
