import { describe, expect, it } from 'vitest';
import { QR_COOKIE, clearQrCookie, isQrCode, readQrCookie, writeQrCookie } from './qr-code.ts';

describe('QR code cookie', () => {
  it('accepts only codes the API accepts', () => {
    expect(isQrCode('AB12-cd_9')).toBe(true);
    for (const bad of ['', 'abc', 'a'.repeat(65), 'ab cd', '<script>', 42, null])
      expect(isQrCode(bad)).toBe(false);
  });

  it('keeps, reads and clears the code', () => {
    const doc = { cookie: '' };
    writeQrCookie(doc, 'QR2024abc');
    expect(doc.cookie).toContain(`${QR_COOKIE}=QR2024abc`);
    expect(readQrCookie(`other=1; ${QR_COOKIE}=QR2024abc; x=y`)).toBe('QR2024abc');
    expect(readQrCookie(`${QR_COOKIE}=%3Cbad%3E`)).toBeUndefined();
    expect(readQrCookie('')).toBeUndefined();
    writeQrCookie(doc, 'no good');
    expect(doc.cookie).toContain('QR2024abc');
    clearQrCookie(doc);
    expect(doc.cookie).toContain('max-age=0');
  });
});
