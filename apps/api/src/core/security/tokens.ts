/**
 * Random tokens and their hashes. Session tokens, reset tickets and captcha ids are 256-bit
 * random values in base64url; only their SHA-256 reaches the database, so a leaked table grants
 * nothing.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new random token (256 bits, base64url, 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a value. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random string of `length` digits (verification and invite codes). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** Whether a string looks like a token this server issues (checked before any lookup). */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
