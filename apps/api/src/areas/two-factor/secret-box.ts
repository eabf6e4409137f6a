/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from `LOBBY_TOTP_KEY` (SHA-256 of the
 * setting, so any length of it gives a 256-bit key), a fresh 96-bit IV each time. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; a tampered or foreign value fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (setting: string): Buffer => createHash('sha256').update(setting).digest();

/** Encrypts `plain` (a base32 secret) under the key of `setting`. */
export function sealSecret(setting: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(setting), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what {@link sealSecret} made; throws when the key or the value is not the one sealed. */
export function openSecret(setting: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('Not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(setting), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
