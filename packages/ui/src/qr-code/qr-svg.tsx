/**
 * A QR code drawn as one SVG path. Scanners need dark modules on a light ground with a quiet
 * zone around them, whatever the theme (a dark theme's inverted code fails many phone cameras),
 * so the code sits on its own light plate: the one place these screens fix colours.
 */
import { tokenVars } from '@lobby/tokens';
import { useMemo } from 'react';
import styled from 'styled-components';
import { encodeQr } from './qr-encoder.ts';
import type { QrLevel } from './qr-encoder.ts';

const QUIET_ZONE = 4;

const Plate = styled.figure`
  display: inline-grid;
  margin: 0;
  padding: ${tokenVars.space.xs};
  border-radius: ${tokenVars.radius.md};
  background: #ffffff;
  line-height: 0;
  svg {
    display: block;
  }
`;

/** The SVG path of a symbol's dark modules, one `h1v1h-1z` square each, run-merged per row. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (an address, a URL). */
  readonly value: string;
  /** What a screen reader hears (the code's meaning, e.g. "QR code of the deposit address"). */
  readonly label: string;
  /** Rendered width and height in CSS pixels. Default 176. */
  readonly size?: number;
  /** Error correction: `L` (most compact) to `H` (survives the most damage). Default `M`. */
  readonly level?: QrLevel;
}

/** The QR code of `value`, or nothing when it is too long to encode. */
export function QrCode({ value, label, size = 176, level = 'M' }: QrCodeProps) {
  const symbol = useMemo(() => {
    try {
      return encodeQr(value, { level });
    } catch {
      return undefined;
    }
  }, [value, level]);
  if (!symbol) return null;
  const extent = symbol.size + QUIET_ZONE * 2;
  return (
    <Plate>
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${extent} ${extent}`}
        shapeRendering="crispEdges"
        data-qr-version={symbol.version}
      >
        <path d={qrPath(symbol.modules)} fill="#000000" />
      </svg>
    </Plate>
  );
}
