import { describe, expect, it, vi } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  createKeyCache,
  encryptFields,
  encryptValue,
  importPublicKey,
  pemToDer,
} from './field-encryption.ts';
import type { PublicKeyAnswer } from './field-encryption.ts';

/** A fresh RSA key pair, its public half as the `/key` answer would carry it. */
async function keyPair(keyId = 'k1') {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const b64 = bytesToBase64(spki);
  const pem = `-----BEGIN PUBLIC KEY-----\n${b64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const answer: PublicKeyAnswer = { key_id: keyId, algorithm: 'RSA-OAEP-256', public_key: pem };
  const decrypt = async (wire: string) => {
    const [id, cipher] = wire.split(':');
    expect(id).toBe(keyId);
    const plain = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      pair.privateKey,
      base64ToBytes(cipher ?? ''),
    );
    return new TextDecoder().decode(plain);
  };
  return { answer, decrypt };
}

describe('base64 and PEM', () => {
  it('round-trips bytes, including large ones', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
  });

  it('reads PEM armour and bare base64, and refuses anything else', () => {
    expect(pemToDer('-----BEGIN PUBLIC KEY-----\nAQID\n-----END PUBLIC KEY-----')).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(pemToDer('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(() => pemToDer('')).toThrow(/not PEM/);
    expect(() => pemToDer('-----BEGIN PUBLIC KEY-----\n%%%\n-----END PUBLIC KEY-----')).toThrow(
      /not PEM/,
    );
  });
});

describe('field encryption', () => {
  it('encrypts a value the private key decrypts, as <key_id>:<base64>', async () => {
    const { answer, decrypt } = await keyPair('key-2026');
    const key = await importPublicKey(answer);
    const wire = await encryptValue(key, 'pässwörd 123');
    expect(wire).toMatch(/^key-2026:[A-Za-z0-9+/]+={0,2}$/);
    expect(await decrypt(wire)).toBe('pässwörd 123');
    // OAEP is randomised: the same text never gives the same ciphertext.
    expect(await encryptValue(key, 'pässwörd 123')).not.toBe(wire);
  });

  it('encrypts only the named fields, nested ones by dotted path, without touching the input', async () => {
    const { answer, decrypt } = await keyPair();
    const key = await importPublicKey(answer);
    const body = {
      username: 'alice01',
      password: 'Birch-Comet-66',
      extra: { pin: 1234 },
      empty: '',
      none: null,
    };
    const out = await encryptFields(
      body,
      ['password', 'extra.pin', 'empty', 'none', 'missing', 'username.deep'],
      key,
    );
    expect(body.password).toBe('Birch-Comet-66');
    expect(out.username).toBe('alice01');
    expect(await decrypt(out.password as string)).toBe('Birch-Comet-66');
    expect(await decrypt((out.extra as { pin: string }).pin)).toBe('1234');
    expect(out.empty).toBe('');
    expect(out.none).toBeNull();
    expect('missing' in out).toBe(false);
  });

  it('refuses a key of another algorithm or a broken key', async () => {
    const { answer } = await keyPair();
    await expect(importPublicKey({ ...answer, algorithm: 'RSA-OAEP-1' })).rejects.toThrow(
      /Unsupported key algorithm/,
    );
    await expect(importPublicKey({ ...answer, public_key: 'AQID' })).rejects.toThrow();
  });
});

describe('key cache', () => {
  it('fetches once for concurrent callers and again after invalidate', async () => {
    const { answer } = await keyPair();
    const fetchKey = vi.fn(() => Promise.resolve(answer));
    const cache = createKeyCache(fetchKey);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    cache.invalidate();
    const c = await cache.get();
    expect(c).not.toBe(a);
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed fetch so the next call tries again', async () => {
    const { answer } = await keyPair();
    const fetchKey = vi
      .fn<() => Promise<PublicKeyAnswer>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(answer);
    const cache = createKeyCache(fetchKey);
    await expect(cache.get()).rejects.toThrow('offline');
    await expect(cache.get()).resolves.toMatchObject({ keyId: 'k1' });
  });
});
