/**
 * A VIP level's badge, drawn rather than loaded: a faceted shield in the theme's VIP colour
 * with the level's numeral, and up to three stars as the tiers climb (1–3, 4–6, 7 and up). The
 * shading comes from mixing the one `color.vip` token with white and black, so every theme's
 * VIP colour gives a coherent medal; levels not yet reached are drawn faded.
 */
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';

const Svg = styled.svg<{ $faded: boolean }>`
  flex: none;
  display: block;
  opacity: ${({ $faded }) => ($faded ? 0.5 : 1)};
  filter: ${({ $faded }) => ($faded ? 'saturate(0.35)' : 'none')};
`;

/** Stars shown for a level: none at the entry level, then one per tier of three. */
export function starsOf(level: number): number {
  if (level <= 0) return 0;
  return Math.min(3, Math.ceil(level / 3));
}

const STAR =
  'M0 -5.2 L1.5 -1.6 L5 -1.6 L2.2 0.7 L3.2 4.3 L0 2.2 L-3.2 4.3 L-2.2 0.7 L-5 -1.6 L-1.5 -1.6 Z';

/** Props of {@link VipBadge}. */
export interface VipBadgeProps {
  /** The VIP level shown on the shield. */
  readonly level: number;
  /** Width in CSS pixels (the height follows the shield's proportions). Default 40. */
  readonly size?: number;
  /** Drawn faded: a level the member has not reached. */
  readonly faded?: boolean;
  /** Spoken name; decorative (hidden from screen readers) when absent. */
  readonly label?: string;
}

/** The badge of one VIP level (see the module note). */
export function VipBadge({ level, size = 40, faded = false, label }: VipBadgeProps) {
  const theme = useTheme();
  const id = useId().replace(/:/g, '');
  const gold = theme.color.vip;
  const light = `color-mix(in srgb, ${gold} 55%, #ffffff)`;
  const dark = `color-mix(in srgb, ${gold} 60%, #000000)`;
  const stars = starsOf(level);
  const starX = stars === 1 ? [32] : stars === 2 ? [25, 39] : [20, 32, 44];
  const numeral = String(level);
  return (
    <Svg
      $faded={faded}
      width={size}
      height={(size * 72) / 64}
      viewBox="0 0 64 72"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={`${id}-face`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: light }} />
          <stop offset="0.55" style={{ stopColor: gold }} />
          <stop offset="1" style={{ stopColor: dark }} />
        </linearGradient>
      </defs>
      {/* The shield: a rim, then the face, then a lit facet on its left half. Colours go
          through `style` because `color-mix()` is CSS, not an SVG attribute value. */}
      <path
        d="M32 2 L60 12 L60 36 C60 52 48 63 32 70 C16 63 4 52 4 36 L4 12 Z"
        style={{ fill: dark }}
      />
      <path
        d="M32 7 L55 15.5 L55 36 C55 49 45.5 58 32 64.5 C18.5 58 9 49 9 36 L9 15.5 Z"
        fill={`url(#${id}-face)`}
      />
      <path d="M32 7 L9 15.5 L9 36 C9 49 18.5 58 32 64.5 Z" fill="#ffffff" opacity={0.14} />
      <circle cx="32" cy="38" r="15" style={{ fill: dark }} opacity={0.55} />
      <text
        x="32"
        y="44.5"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="700"
        fontSize={numeral.length > 1 ? 15 : 18}
        fill="#ffffff"
      >
        {numeral}
      </text>
      {starX.slice(0, stars).map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 18)`} fill="#ffffff" opacity={0.92} />
      ))}
    </Svg>
  );
}
