import { describe, expect, it } from 'vitest';
import {
  ARTWORK_KINDS,
  artworkKindFor,
  bannerArtwork,
  bannerArtworkSvg,
  gameArtwork,
  gameArtworkSvg,
  providerArtworkSvg,
  svgDataUri,
} from './index.ts';

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`invalid SVG: ${error.textContent}`);
  return doc;
}

describe('game artwork', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(gameArtworkSvg({ seed: 'Dragon Fortune', gameType: 'SlotMachine' })).toBe(
      gameArtworkSvg({ seed: 'Dragon Fortune', gameType: 'SlotMachine' }),
    );
    expect(gameArtworkSvg({ seed: 'Dragon Fortune', gameType: 'SlotMachine' })).not.toBe(
      gameArtworkSvg({ seed: 'Tiger Gold', gameType: 'SlotMachine' }),
    );
  });

  it.each(ARTWORK_KINDS)('draws valid SVG for %s', (kind) => {
    const doc = parse(gameArtworkSvg({ seed: `seed-${kind}`, kind }));
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 300 400');
    expect(root.querySelectorAll('*').length).toBeGreaterThan(15);
  });

  it('draws a different glyph per kind', () => {
    const bodies = ARTWORK_KINDS.map((kind) => gameArtworkSvg({ seed: 'same', kind }));
    expect(new Set(bodies).size).toBe(ARTWORK_KINDS.length);
  });

  it('maps every game type of the spec to a glyph, and unknown ones to slots', () => {
    expect(artworkKindFor('Sport')).toBe('football');
    expect(artworkKindFor('FishHunting')).toBe('fish');
    expect(artworkKindFor('Horse')).toBe('horse');
    expect(artworkKindFor('Lottery')).toBe('lottery');
    expect(artworkKindFor('Chess')).toBe('mahjong');
    expect(artworkKindFor('Pachinko')).toBe('pachinko');
    expect(artworkKindFor('Esport')).toBe('esport');
    expect(['cards', 'dice']).toContain(artworkKindFor('Casino', 'Baccarat'));
    expect(artworkKindFor('Nonsense')).toBe('slots');
    const casino = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => artworkKindFor('Casino', s)),
    );
    expect(casino).toEqual(new Set(['cards', 'dice']));
  });

  it('encodes a data URI that decodes back to the SVG', () => {
    const uri = gameArtwork({ seed: 'x', kind: 'dice' });
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    parse(decodeURIComponent(uri.slice(uri.indexOf(',') + 1)));
    expect(svgDataUri('<svg  a="1"   />')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%20%2F%3E',
    );
  });
});

describe('provider and banner artwork', () => {
  it('puts the provider monogram on the emblem and escapes nothing unsafe into it', () => {
    expect(
      parse(providerArtworkSvg({ name: 'Pragmatic Play' })).querySelector('#monogram')?.textContent,
    ).toBe('PP');
    expect(
      parse(providerArtworkSvg({ name: 'jili' })).querySelector('#monogram')?.textContent,
    ).toBe('JI');
    expect(
      parse(providerArtworkSvg({ name: '<script>&' })).querySelector('#monogram')?.textContent,
    ).toBe('SC');
    expect(parse(providerArtworkSvg({ name: '' })).querySelector('#monogram')?.textContent).toBe(
      '?',
    );
  });

  it('draws a wide banner, deterministic per seed', () => {
    const svg = bannerArtworkSvg({ seed: 'welcome' });
    expect(parse(svg).documentElement.getAttribute('viewBox')).toBe('0 0 1000 400');
    expect(svg).toBe(bannerArtworkSvg({ seed: 'welcome' }));
    expect(bannerArtwork({ seed: 'a', kind: 'lottery' })).not.toBe(
      bannerArtwork({ seed: 'b', kind: 'lottery' }),
    );
  });
});
