/**
 * Sensitive-field encryption (spec §7): RSA-OAEP with SHA-256 through WebCrypto, which browsers
 * and Node 24 both provide as `globalThis.crypto.subtle`. A field travels as
 * `<key_id>:<base64 ciphertext>`; the key comes from `GET /key` and is cached until the server
 * says it rotated.
 */
import { ENCRYPTED_VALUE_SEPARATOR, ENCRYPTION_ALGORITHM } from '@lobby/contract/core';

/** What `GET /key` answers. */
export interface PublicKeyAnswer {
  readonly key_id: string;
  readonly algorithm: string;
  /** SPKI public key in PEM armour. */
  readonly public_key: string;
}

/**
 * A WebCrypto key, named through the `CryptoKey` global's value (which browsers and Node's types
 * both declare) so the declarations need no DOM library.
 */
export type WebCryptoKey = InstanceType<typeof globalThis.CryptoKey>;

/** An imported encryption key and its server id. */
export interface EncryptionKey {
  readonly keyId: string;
  readonly key: WebCryptoKey;
}

/** Decodes a PEM (or bare base64) SPKI key into DER bytes. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----BEGIN [^-]+-----/g, '')
    .replace(/-----END [^-]+-----/g, '')
    .replace(/\s+/g, '');
  if (body.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    throw new Error('The public key is not PEM or base64.');
  }
  return base64ToBytes(body);
}

/** Standard base64 of bytes (no line breaks), without Node's Buffer so browsers share it. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Bytes of standard base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports the `/key` answer for encryption; refuses an algorithm the SDK does not speak. */
export async function importPublicKey(answer: PublicKeyAnswer): Promise<EncryptionKey> {
  if (answer.algorithm !== ENCRYPTION_ALGORITHM) {
    throw new Error(
      `Unsupported key algorithm ${answer.algorithm}; expected ${ENCRYPTION_ALGORITHM}.`,
    );
  }
  const key = await globalThis.crypto.subtle.importKey(
    'spki',
    pemToDer(answer.public_key),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { keyId: answer.key_id, key };
}

/** Encrypts one value into the wire form `<key_id>:<base64 ciphertext>`. */
export async function encryptValue(key: EncryptionKey, plaintext: string): Promise<string> {
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key.key,
    new TextEncoder().encode(plaintext),
  );
  return `${key.keyId}${ENCRYPTED_VALUE_SEPARATOR}${bytesToBase64(new Uint8Array(cipher))}`;
}

/**
 * Returns a copy of `body` with the named fields encrypted. Names may be dotted paths into
 * nested objects. Absent, null and empty fields are left as they are (the server reports a
 * missing field better than a ciphertext of nothing); non-string values are stringified.
 */
export async function encryptFields(
  body: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  key: EncryptionKey,
): Promise<Record<string, unknown>> {
  const copy: Record<string, unknown> = structuredClone(body) as Record<string, unknown>;
  for (const field of fields) {
    const path = field.split('.');
    let holder: Record<string, unknown> | undefined = copy;
    for (const part of path.slice(0, -1)) {
      const next: unknown = holder[part];
      holder =
        next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : undefined;
      if (!holder) break;
    }
    const last = path[path.length - 1] as string;
    if (!holder || !(last in holder)) continue;
    const value = holder[last];
    if (value === undefined || value === null || value === '') continue;
    holder[last] = await encryptValue(
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  }
  return copy;
}

/**
 * Caches the imported server key. Concurrent callers share one fetch; `invalidate()` after a
 * DECRYPT_FAILED answer makes the next `get()` fetch the rotated key.
 */
export interface KeyCache {
  get(): Promise<EncryptionKey>;
  invalidate(): void;
}

/** Creates a {@link KeyCache} over a function that fetches `GET /key`. */
export function createKeyCache(fetchKey: () => Promise<PublicKeyAnswer>): KeyCache {
  let pending: Promise<EncryptionKey> | undefined;
  return {
    get() {
      pending ??= fetchKey().then(importPublicKey);
      const current = pending;
      current.catch(() => {
        if (pending === current) pending = undefined;
      });
      return current;
    },
    invalidate() {
      pending = undefined;
    },
  };
}
