import { describe, expect, it } from 'vitest';
import { base } from './base.ts';
import { createTheme, deepMerge, defineVariant, radiusScales } from './merge.ts';
import { retro } from './variants/retro.ts';

describe('deepMerge', () => {
  it('merges objects key by key and replaces leaves', () => {
    const merged = deepMerge({ a: { b: 1, c: 2 }, d: 'x' }, { a: { c: 3 } });
    expect(merged).toEqual({ a: { b: 1, c: 3 }, d: 'x' });
  });

  it('never mutates its inputs', () => {
    const target = { a: { b: 1 } };
    const patch = { a: { b: 2 } };
    deepMerge(target, patch);
    expect(target).toEqual({ a: { b: 1 } });
    expect(patch).toEqual({ a: { b: 2 } });
  });

  it('skips undefined, replaces arrays whole and keeps the target for an undefined patch', () => {
    expect(deepMerge({ a: 1, list: [1, 2, 3] }, { a: undefined, list: [9] })).toEqual({
      a: 1,
      list: [9],
    });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('defineVariant', () => {
  it('keeps the name and the patch as given', () => {
    const v = defineVariant('LITE', { color: { text: '#000000' } });
    expect(v).toEqual({ name: 'LITE', tokens: { color: { text: '#000000' } } });
  });
});

describe('createTheme', () => {
  it('lays the variant over base and leaves base untouched', () => {
    const before = JSON.stringify(base);
    const theme = createTheme('REG', retro, {});
    expect(theme.name).toBe('REG');
    expect(theme.variant).toBe('RETRO');
    expect(theme.color.accent).toBe(retro.tokens.color.accent);
    // A token the variant does not mention comes from base.
    expect(theme.space).toEqual(base.space);
    expect(JSON.stringify(base)).toBe(before);
  });

  it('applies the brand axes last', () => {
    const accent = {
      accent: '#112233',
      accentStrong: '#000011',
      accentText: '#AABBCC',
      onAccent: '#FFFFFF',
      accentSoft: 'rgba(0, 0, 0, 0.1)',
    };
    const theme = createTheme('THEME8', retro, {
      accent,
      radius: 'round',
      fontFamily: { display: 'Serif Test' },
      logo: { wordmark: 'Brand', src: '/logo.svg' },
      festival: 'none',
    });
    expect(theme.color.accent).toBe('#112233');
    expect(theme.color.focusRing).toBe('#AABBCC');
    expect(theme.gradient.accent).toEqual({
      angle: retro.tokens.gradient.accent.angle,
      from: '#112233',
      to: '#000011',
    });
    expect(theme.radius).toEqual(radiusScales.round);
    expect(theme.font.family.display).toBe('Serif Test');
    expect(theme.font.family.body).toBe(retro.tokens.font.family.body);
    expect(theme.brand).toEqual({
      logo: { wordmark: 'Brand', src: '/logo.svg' },
      festival: 'none',
      floatingContact: true,
    });
  });

  it('keeps the variant festival when the brand names only a logo', () => {
    const theme = createTheme('REG', retro, { logo: { wordmark: 'R' } });
    expect(theme.brand.festival).toBe('firework');
    expect(theme.brand.logo).toEqual({ wordmark: 'R', src: '' });
  });
});
