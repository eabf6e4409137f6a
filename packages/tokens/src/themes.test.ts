import { describe, expect, it } from 'vitest';
import { base } from './base.ts';
import { AA, composite, contrastRatio, parseColor } from './contrast.ts';
import { getTheme, isThemeName, themeNames, themes, variantShowcase } from './themes/index.ts';
import type { Theme } from './types.ts';

/** Every leaf path of an object, to compare shapes. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    leafPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** A colour flattened over the canvas, so translucent tokens are measured as seen. */
function solid(color: string, under: string): string {
  const top = parseColor(color);
  const bottom = parseColor(under);
  if (!top || !bottom) throw new Error(`bad colour ${color}`);
  const c = top.a < 1 ? composite(top, bottom) : top;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
}

function surfaces(theme: Theme): Record<string, string> {
  const c = theme.color;
  const canvas = c.bgCanvas;
  return {
    bgCanvas: canvas,
    bgSurface: solid(c.bgSurface, canvas),
    bgRaised: solid(c.bgRaised, canvas),
    bgSunken: solid(c.bgSunken, canvas),
    bgNav: solid(c.bgNav, canvas),
    'bgHover on bgSurface': solid(c.bgHover, solid(c.bgSurface, canvas)),
  };
}

/** Every pair the design promises to keep legible, with its minimum ratio. */
function pairs(theme: Theme): { what: string; fg: string; bg: string; min: number }[] {
  const c = theme.color;
  const out: { what: string; fg: string; bg: string; min: number }[] = [];
  const textRoles = [
    'text',
    'textMuted',
    'accentText',
    'win',
    'loss',
    'pending',
    'draw',
    'success',
    'warning',
    'danger',
    'info',
    'vip',
  ] as const;
  for (const [surfaceName, bg] of Object.entries(surfaces(theme))) {
    for (const role of textRoles)
      out.push({ what: `${role} on ${surfaceName}`, fg: c[role], bg, min: AA.text });
    for (const role of ['borderStrong', 'focusRing'] as const) {
      out.push({ what: `${role} on ${surfaceName}`, fg: c[role], bg, min: AA.nonText });
    }
  }
  const surface = solid(c.bgSurface, c.bgCanvas);
  const g = theme.gradient;
  out.push(
    { what: 'onAccent on accent', fg: c.onAccent, bg: c.accent, min: AA.text },
    { what: 'onAccent on accentStrong', fg: c.onAccent, bg: c.accentStrong, min: AA.text },
    { what: 'onAccent on gradient.accent.from', fg: c.onAccent, bg: g.accent.from, min: AA.text },
    { what: 'onAccent on gradient.accent.to', fg: c.onAccent, bg: g.accent.to, min: AA.text },
    {
      what: 'onSecondary on secondary',
      fg: c.onSecondary,
      bg: solid(c.secondary, surface),
      min: AA.text,
    },
    { what: 'onDanger on danger', fg: c.onDanger, bg: c.danger, min: AA.text },
    {
      what: 'text on gradient.hero.from',
      fg: c.text,
      bg: solid(g.hero.from, c.bgCanvas),
      min: AA.text,
    },
    {
      what: 'text on gradient.hero.to',
      fg: c.text,
      bg: solid(g.hero.to, c.bgCanvas),
      min: AA.text,
    },
    {
      what: 'accentText on accentSoft',
      fg: c.accentText,
      bg: solid(c.accentSoft, surface),
      min: AA.text,
    },
    { what: 'text on accentSoft', fg: c.text, bg: solid(c.accentSoft, surface), min: AA.text },
    { what: 'accent fill on surface', fg: c.accent, bg: surface, min: AA.nonText },
  );
  return out;
}

describe('named themes', () => {
  it('lists every theme of the spec, DIAMOND first', () => {
    expect(themeNames).toEqual([
      'DIAMOND',
      'REG',
      'NEXBET',
      'FUBO',
      'HELO8',
      'BWC88',
      '711WIN',
      'THEME8',
      'THEME9',
      'THEME10',
      'THEME11',
      'THEME12',
      'LITE',
    ]);
  });

  it('covers every variant at least once and showcases each with a theme of that variant', () => {
    const variants = new Set(Object.values(themes).map((t) => t.variant));
    expect([...variants].sort()).toEqual([
      'CLASSY',
      'DIAMOND',
      'LITE',
      'PRO-SLEEK',
      'RETRO',
      'SOFT-SLEEK',
    ]);
    for (const [variant, name] of Object.entries(variantShowcase)) {
      expect(themes[name].variant).toBe(variant);
    }
  });

  it.each(themeNames)('%s has exactly the shape of base (complete, nothing extra)', (name) => {
    const theme = themes[name];
    expect(theme.name).toBe(name);
    const { name: _n, variant: _v, ...tokens } = theme;
    expect(leafPaths(tokens).sort()).toEqual(leafPaths(base).sort());
  });

  it.each(themeNames)('%s keeps text and controls at WCAG AA', (name) => {
    const failures = pairs(themes[name])
      .map((p) => ({ ...p, ratio: contrastRatio(p.fg, p.bg) }))
      .filter((p) => p.ratio < p.min)
      .map((p) => `${p.what}: ${p.ratio.toFixed(2)} < ${p.min} (${p.fg} on ${p.bg})`);
    expect(failures).toEqual([]);
  });

  it('gives each variant its own character, not a recolour', () => {
    const showcased = Object.values(variantShowcase).map((n) => themes[n]);
    const signature = (t: Theme) =>
      JSON.stringify([
        t.colorScheme,
        t.font.family.display,
        t.radius.md,
        t.color.bgCanvas,
        t.shadow.md,
      ]);
    expect(new Set(showcased.map(signature)).size).toBe(showcased.length);
    expect(new Set(showcased.map((t) => t.font.family.display)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the lite variant light, fast and without the floating contact button', () => {
    for (const theme of Object.values(themes).filter((t) => t.variant === 'LITE')) {
      expect(theme.colorScheme).toBe('light');
      expect(theme.brand.floatingContact).toBe(false);
      expect(theme.font.family.body).not.toMatch(/Variable/);
      expect(theme.motion.duration.normal).toBeLessThanOrEqual(base.motion.duration.normal);
    }
  });
});

describe('getTheme and isThemeName', () => {
  it('finds themes case-insensitively', () => {
    expect(getTheme('nexbet').name).toBe('NEXBET');
    expect(getTheme('711win').name).toBe('711WIN');
  });

  it('falls back to DIAMOND for unknown, empty or hostile names', () => {
    for (const bad of ['', 'nope', null, undefined, '__proto__', 'constructor', 'toString']) {
      expect(getTheme(bad).name).toBe('DIAMOND');
    }
  });

  it('recognises only exact theme names', () => {
    expect(isThemeName('LITE')).toBe(true);
    expect(isThemeName('lite')).toBe(false);
    expect(isThemeName('__proto__')).toBe(false);
    expect(isThemeName(7)).toBe(false);
  });
});
