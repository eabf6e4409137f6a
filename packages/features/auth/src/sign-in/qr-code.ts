/**
 * The QR code a member arrived with (`?qr=CODE` on the sign-in page) is kept in a cookie so it
 * still applies after the member looks around; a successful registration clears it (spec §7).
 */

/** The cookie holding the scanned code. */
export const QR_COOKIE = 'lobby_qr_code';

const CODE = /^[A-Za-z0-9_-]{4,64}$/;

/** Whether a string looks like a QR code value (what the API accepts). */
export function isQrCode(value: unknown): value is string {
  return typeof value === 'string' && CODE.test(value);
}

/** Reads the kept code from a cookie string. */
export function readQrCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === QR_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isQrCode(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Keeps a code for a day. */
export function writeQrCookie(doc: Pick<Document, 'cookie'>, code: string): void {
  if (isQrCode(code))
    doc.cookie = `${QR_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=86400; samesite=lax`;
}

/** Forgets the code. */
export function clearQrCookie(doc: Pick<Document, 'cookie'>): void {
  doc.cookie = `${QR_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
