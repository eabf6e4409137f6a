import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, luminance, parseColor } from './contrast.ts';

describe('parseColor', () => {
  it('reads short, long and alpha hex', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0A0B10')).toEqual({ r: 10, g: 11, b: 16, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.502, 3);
  });

  it('reads rgb() and rgba()', () => {
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(255, 46, 151, 0.16)')).toEqual({ r: 255, g: 46, b: 151, a: 0.16 });
  });

  it('rejects what it cannot read instead of guessing', () => {
    for (const bad of [
      '',
      'red',
      '#12',
      '#12345',
      '#ggg',
      'rgb(300, 0, 0)',
      'rgba(0,0,0,2)',
      'hsl(0 0% 0%)',
    ]) {
      expect(parseColor(bad)).toBeUndefined();
    }
  });
});

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#E6BD62', '#11131B')).toBeCloseTo(
      contrastRatio('#11131B', '#E6BD62'),
      10,
    );
  });

  it('composites translucent colours before measuring', () => {
    // Fully transparent black text on white is invisible: ratio 1.
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
    // A half-transparent white background over black is mid grey.
    const ratio = contrastRatio('#ffffff', 'rgba(255, 255, 255, 0.5)', '#000000');
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(5);
  });

  it('throws on colours it cannot parse', () => {
    expect(() => contrastRatio('tomato', '#fff')).toThrow(/Cannot measure/);
    expect(() => contrastRatio('#fff', '#fff', 'nope')).toThrow(/Cannot measure/);
  });
});

describe('luminance and composite', () => {
  it('spans 0 to 1', () => {
    expect(luminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(luminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 10);
  });

  it('mixes by alpha', () => {
    const mixed = composite({ r: 255, g: 0, b: 0, a: 0.5 }, { r: 0, g: 0, b: 255, a: 1 });
    expect(mixed).toEqual({ r: 127.5, g: 0, b: 127.5, a: 1 });
  });
});
