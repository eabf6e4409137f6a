/**
 * The browser fingerprint sent with login and register (spec §7). It is a SHA-256 digest of
 * stable device signals: opaque to the server, identical across page loads of one browser,
 * and never the raw signals (they stay on the device).
 */

/** Produces the fingerprint string; the SDK calls it once per page and caches the answer. */
export type FingerprintSource = () => Promise<string>;

/** Hex SHA-256 of a string through WebCrypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A rendering probe: the same text drawn on a canvas differs across GPUs, fonts and OSes. */
function canvasSignal(): string {
  try {
    if (typeof document === 'undefined') return '';
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return '';
    canvas.width = 220;
    canvas.height = 30;
    context.textBaseline = 'top';
    context.font = '16px Arial';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 60, 20);
    context.fillStyle = '#069';
    context.fillText('Lobby fingerprint ✓ 0123', 2, 4);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

/** The stable signals the default fingerprint hashes; whatever the platform lacks is empty. */
export function deviceSignals(): string[] {
  const nav: Partial<Navigator & { deviceMemory: number }> =
    typeof navigator === 'undefined' ? {} : navigator;
  const scr: Partial<Screen> = typeof screen === 'undefined' ? {} : screen;
  const timeZone = (() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return '';
    }
  })();
  return [
    nav.userAgent ?? '',
    (nav.languages ?? [nav.language ?? '']).join(','),
    nav.platform ?? '',
    String(nav.hardwareConcurrency ?? ''),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    `${scr.width ?? ''}x${scr.height ?? ''}x${scr.colorDepth ?? ''}`,
    timeZone,
    String(new Date(0).getTimezoneOffset()),
    canvasSignal(),
  ];
}

/** The default source: SHA-256 over {@link deviceSignals}. Works in browsers and Node. */
export const browserFingerprint: FingerprintSource = () => sha256Hex(deviceSignals().join('|'));

/** Wraps a source so it runs once; a failure is retried on the next call. */
export function cachedFingerprint(source: FingerprintSource): FingerprintSource {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= source().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
