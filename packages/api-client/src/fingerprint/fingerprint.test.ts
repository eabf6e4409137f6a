import { describe, expect, it, vi } from 'vitest';
import { browserFingerprint, cachedFingerprint, deviceSignals, sha256Hex } from './fingerprint.ts';

describe('fingerprint', () => {
  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is a stable 64-character hex digest that fits the contract field', async () => {
    const first = await browserFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await browserFingerprint()).toBe(first);
  });

  it('collects the device signals available here, never throwing without a DOM', () => {
    const signals = deviceSignals();
    expect(signals).toHaveLength(10);
    expect(signals[0]).toBe(navigator.userAgent);
    expect(signals.at(-1)).toBe('');
  });

  it('runs the source once and retries after a failure', async () => {
    const source = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('no crypto'))
      .mockResolvedValue('fp-1');
    const cached = cachedFingerprint(source);
    await expect(cached()).rejects.toThrow('no crypto');
    expect(await cached()).toBe('fp-1');
    expect(await cached()).toBe('fp-1');
    expect(source).toHaveBeenCalledTimes(2);
  });
});
