import { describe, expect, it } from 'vitest';
import { base } from './base.ts';
import { cssVarName, gradientCss, toCssText, toCssVariables, tokenVars } from './css.ts';
import { themes } from './themes/index.ts';

describe('cssVarName', () => {
  it('kebab-cases each segment under the lobby prefix', () => {
    expect(cssVarName(['color', 'bgSurface'])).toBe('--lobby-color-bg-surface');
    expect(cssVarName(['font', 'family', 'body'])).toBe('--lobby-font-family-body');
  });
});

describe('toCssVariables', () => {
  const vars = toCssVariables(themes.DIAMOND);

  it('emits semantic colours by value', () => {
    expect(vars['--lobby-color-bg-surface']).toBe(themes.DIAMOND.color.bgSurface);
    expect(vars['--lobby-color-win']).toBe(themes.DIAMOND.color.win);
  });

  it('writes units where CSS needs them', () => {
    expect(vars['--lobby-motion-duration-fast']).toBe(`${themes.DIAMOND.motion.duration.fast}ms`);
    expect(vars['--lobby-breakpoint-md']).toBe('768px');
    expect(vars['--lobby-z-index-dialog']).toBe('1100');
    expect(vars['--lobby-font-weight-bold']).toBe('700');
  });

  it('turns gradient tokens into linear-gradient()', () => {
    const g = themes.DIAMOND.gradient.accent;
    expect(vars['--lobby-gradient-accent']).toBe(
      `linear-gradient(${g.angle}deg, ${g.from}, ${g.to})`,
    );
    expect(gradientCss({ angle: 90, from: '#000', to: '#fff' })).toBe(
      'linear-gradient(90deg, #000, #fff)',
    );
  });

  it('leaves out brand identity, which is not styling', () => {
    expect(Object.keys(vars).some((k) => k.startsWith('--lobby-brand'))).toBe(false);
    expect(vars['--lobby-color-scheme']).toBe('dark');
  });

  it('emits the same variable names for every theme', () => {
    const names = Object.keys(toCssVariables(base)).sort();
    for (const theme of Object.values(themes))
      expect(Object.keys(toCssVariables(theme)).sort()).toEqual(names);
  });
});

describe('toCssText', () => {
  it('declares every variable on the selector with the colour scheme', () => {
    const css = toCssText(themes.LITE, '[data-theme="LITE"]');
    expect(css.startsWith('/* Lobby theme LITE (LITE) */\n[data-theme="LITE"] {')).toBe(true);
    expect(css).toContain('color-scheme: light;');
    expect(css).toContain(`--lobby-color-text: ${themes.LITE.color.text};`);
    expect(css.trimEnd().endsWith('}')).toBe(true);
  });

  it('defaults to :root', () => {
    expect(toCssText(themes.DIAMOND)).toContain(':root {');
  });
});

describe('tokenVars', () => {
  /** Every `var()` leaf of tokenVars with its path, e.g. `['color', 'border']`. */
  function leaves(node: unknown, path: string[] = []): [string[], string][] {
    if (typeof node === 'string') return [[path, node]];
    return Object.entries(node as Record<string, unknown>).flatMap(([key, inner]) =>
      leaves(inner, [...path, key]),
    );
  }

  it('names exactly the variables toCssVariables emits, for every theme', () => {
    const names = leaves(tokenVars).map(
      ([, ref]) => /^var\((--lobby-[a-z0-9-]+)\)$/.exec(ref)?.[1],
    );
    for (const theme of Object.values(themes))
      expect([...names].sort()).toEqual(Object.keys(toCssVariables(theme)).sort());
  });

  it('puts each reference at its token path', () => {
    for (const [path, ref] of leaves(tokenVars)) expect(ref).toBe(`var(${cssVarName(path)})`);
    expect(tokenVars.color.border).toBe('var(--lobby-color-border)');
    expect(tokenVars.space.sm).toBe('var(--lobby-space-sm)');
    expect(tokenVars.colorScheme).toBe('var(--lobby-color-scheme)');
  });

  it('keeps a gradient and a duration whole, as the variables hold them', () => {
    // Leaves are plain strings in the type too, so they drop into any template.
    const gradient: string = tokenVars.gradient.accent;
    const duration: string = tokenVars.motion.duration.normal;
    expect(gradient).toBe('var(--lobby-gradient-accent)');
    expect(duration).toBe('var(--lobby-motion-duration-normal)');
    const vars = toCssVariables(themes.DIAMOND);
    expect(vars['--lobby-motion-duration-normal']).toMatch(/ms$/);
    expect(vars['--lobby-gradient-accent']).toMatch(/^linear-gradient\(/);
  });
});
