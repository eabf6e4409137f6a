/**
 * The roulette (promotion type 5) as a wheel that spins to the prize the server drew. The
 * member presses Spin; once the server answers, the wheel turns a few times and stops with the
 * won slice under the pointer, and only then is the prize announced. The server alone decides:
 * the wheel is drawn so that its answer is one of the slices. With reduced motion asked for the
 * wheel stands still and the prize is announced at once.
 */
import { tokenVars } from '@lobby/tokens';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** How long the wheel spins before the prize is announced. */
export const WHEEL_SPIN_MS = 2800;

const SIZE = 240;
const R = SIZE / 2;

const Stage = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.md};
`;

const Frame = styled.div`
  position: relative;
  width: min(${SIZE}px, 70vw);
  aspect-ratio: 1;
  border-radius: 50%;
  padding: 6px;
  background: ${tokenVars.color.bgSunken};
  border: 3px solid ${tokenVars.color.vip};
  box-shadow: ${tokenVars.shadow.md};
`;

const Disc = styled.svg<{ $turn: number; $motion: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  transform: rotate(${({ $turn }) => $turn}deg);
  transition: transform ${({ $motion }) => ($motion ? WHEEL_SPIN_MS : 0)}ms
    cubic-bezier(0.15, 0.85, 0.25, 1);
  path {
    stroke: ${tokenVars.color.bgSurface};
    stroke-width: 1.5;
  }
  .slice-a {
    fill: ${tokenVars.color.accent};
  }
  .slice-b {
    fill: ${tokenVars.color.bgRaised};
  }
  text {
    font-family: ${tokenVars.font.family.body};
    font-size: 13px;
    font-weight: ${tokenVars.font.weight.bold};
  }
  .text-a {
    fill: ${tokenVars.color.onAccent};
  }
  .text-b {
    fill: ${tokenVars.color.text};
  }
`;

const Pointer = styled.span`
  position: absolute;
  top: -10px;
  left: 50%;
  width: 0;
  height: 0;
  margin-left: -12px;
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 22px solid ${tokenVars.color.vip};
  filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.4));
`;

const Hub = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 36px;
  height: 36px;
  margin: -18px 0 0 -18px;
  border-radius: 50%;
  background: ${tokenVars.color.vip};
  border: 3px solid ${tokenVars.color.bgSurface};
`;

/** The SVG path of slice `index` of `count`, clockwise from the top. */
function slicePath(index: number, count: number): string {
  const a0 = (index / count) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((index + 1) / count) * 2 * Math.PI - Math.PI / 2;
  const x0 = R + R * Math.cos(a0);
  const y0 = R + R * Math.sin(a0);
  const x1 = R + R * Math.cos(a1);
  const y1 = R + R * Math.sin(a1);
  return `M${R} ${R}L${x0.toFixed(2)} ${y0.toFixed(2)}A${R} ${R} 0 0 1 ${x1.toFixed(2)} ${y1.toFixed(2)}Z`;
}

/** Props of {@link RouletteWheel}. */
export interface RouletteWheelProps {
  /** The slices' prizes, formatted (short: no currency symbol), clockwise from the top. */
  readonly prizes: readonly string[];
  /** The slice the server's prize is on, once it answered. */
  readonly landOn: number | undefined;
  readonly motion: boolean;
  /** The wheel's accessible name ("Prize wheel: 8 prizes from 1.00 to 188.00"). */
  readonly label: string;
}

/** The prize wheel (see the module note); the Spin button is the claim panel's. */
export function RouletteWheel({ prizes, landOn, motion, label }: RouletteWheelProps) {
  const count = prizes.length;
  const slice = 360 / Math.max(count, 1);
  // Five whole turns, then the won slice's middle under the pointer at the top.
  const turn = landOn === undefined ? 0 : 5 * 360 + (360 - (landOn * slice + slice / 2));
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (landOn === undefined) {
      setStopped(false);
      return undefined;
    }
    const timer = setTimeout(() => setStopped(true), motion ? WHEEL_SPIN_MS : 0);
    return () => clearTimeout(timer);
  }, [landOn, motion]);
  return (
    <Stage>
      <Frame role="img" aria-label={label}>
        <Pointer aria-hidden="true" />
        <Disc
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          $turn={turn}
          $motion={motion}
          aria-hidden="true"
          data-landed={stopped ? landOn : undefined}
        >
          {prizes.map((prize, index) => {
            const mid = index * slice + slice / 2;
            const even = index % 2 === 0;
            return (
              <g key={index}>
                <path d={slicePath(index, count)} className={even ? 'slice-a' : 'slice-b'} />
                <text
                  x={R}
                  y={R * 0.3}
                  transform={`rotate(${mid} ${R} ${R})`}
                  textAnchor="middle"
                  className={even ? 'text-a' : 'text-b'}
                >
                  {prize}
                </text>
              </g>
            );
          })}
        </Disc>
        <Hub aria-hidden="true" />
      </Frame>
    </Stage>
  );
}
