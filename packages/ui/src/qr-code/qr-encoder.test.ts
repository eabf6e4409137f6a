/**
 * The QR encoder against an independent one (uqr, the reference API's): for the same text,
 * version, level and mask both must set exactly the same modules.
 */
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_MAX_VERSION, alignmentCentres, encodeQr, qrCapacity, qrPenalty } from './qr-encoder.ts';
import type { QrLevel } from './qr-encoder.ts';

const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H'];
const TEXTS = [
  'TQ7mDemoLobbyWalletAddr8s9Jk2',
  '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  'Ünïcödé deposit réference — 入金コード TU00001A',
];

function reference(text: string, level: QrLevel, version: number, mask: number) {
  // uqr's `border: 0` answers the bare symbol; byte mode is forced by the mixed-case text.
  return encode(text, {
    ecc: level,
    minVersion: version,
    maskPattern: mask,
    border: 0,
    boostEcc: false,
  });
}

describe('encodeQr', () => {
  it.each(TEXTS)('sets the same modules as an independent encoder for %s', (text) => {
    for (const level of LEVELS) {
      for (const mask of [0, 3, 5, 7]) {
        const ours = encodeQr(text, { level, mask });
        const theirs = reference(text, level, ours.version, mask);
        expect(theirs.version, `${level}/${mask}`).toBe(ours.version);
        expect(ours.modules, `${level}/${mask}`).toEqual(theirs.data);
      }
    }
  });

  it('matches at every version it makes, all eight masks included', () => {
    for (let version = 1; version <= QR_MAX_VERSION; version += 1) {
      for (let mask = 0; mask < 8; mask += 1) {
        const level = LEVELS[(version + mask) % 4] ?? 'M';
        const ours = encodeQr('Lobby', { level, mask, minVersion: version });
        expect(ours.version).toBe(version);
        expect(ours.size).toBe(version * 4 + 17);
        expect(ours.modules, `v${version} ${level} mask ${mask}`).toEqual(
          reference('Lobby', level, version, mask).data,
        );
      }
    }
  });

  it('picks the mask with the lowest penalty and the smallest version that fits', () => {
    const symbol = encodeQr(TEXTS[1] ?? '');
    for (let mask = 0; mask < 8; mask += 1)
      expect(qrPenalty(symbol.modules)).toBeLessThanOrEqual(
        qrPenalty(encodeQr(TEXTS[1] ?? '', { mask }).modules),
      );
    expect(symbol.version).toBe(3);
    expect(qrCapacity(1, 'M')).toBe(14);
    expect(qrCapacity(10, 'L')).toBe(271);
    expect(alignmentCentres(7)).toEqual([6, 22, 38]);
  });

  it('refuses text beyond version 10 and a mask out of range', () => {
    expect(() => encodeQr('x'.repeat(272), { level: 'L' })).toThrow(RangeError);
    expect(() => encodeQr('x', { mask: 8 })).toThrow(RangeError);
  });
});
