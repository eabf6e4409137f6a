/**
 * WCAG 2.x contrast maths, so themes can be held to AA by tests and the token docs can show
 * each pair's ratio.
 */

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Parses `#rgb`, `#rrggbb`, `#rrggbbaa` and `rgb()/rgba()` colours.
 * Returns `undefined` for anything else, so callers decide how to treat unknown input.
 */
export function parseColor(input: string): Rgba | undefined {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: digits.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    value,
  );
  if (fn) {
    const [r, g, b] = [fn[1], fn[2], fn[3]].map((n) => Number(n));
    if ([r, g, b].some((n) => n === undefined || n > 255)) return undefined;
    const a = fn[4] === undefined ? 1 : Number(fn[4]);
    if (a > 1) return undefined;
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a };
  }
  return undefined;
}

/** Composites a translucent colour over an opaque one (what the eye sees). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Relative luminance as WCAG defines it. */
export function luminance(color: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/**
 * The contrast ratio (1–21) of `foreground` on `background`. A translucent foreground is
 * composited over the background first; a translucent background over `backdrop`.
 * Throws on a colour it cannot parse: a silent 1:1 would hide a broken token.
 */
export function contrastRatio(
  foreground: string,
  background: string,
  backdrop = '#000000',
): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  const under = parseColor(backdrop);
  if (!fg || !bg || !under) {
    throw new Error(`Cannot measure contrast of "${foreground}" on "${background}"`);
  }
  const solidBg = bg.a < 1 ? composite(bg, under) : bg;
  const solidFg = fg.a < 1 ? composite(fg, solidBg) : fg;
  const [hi, lo] = [luminance(solidFg), luminance(solidBg)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** WCAG AA minimums: 4.5 for body text, 3 for large text and control boundaries. */
export const AA = { text: 4.5, largeText: 3, nonText: 3 } as const;
