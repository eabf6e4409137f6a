/**
 * HMAC signatures of server-to-server calls (the payment gateway's callback, the provider
 * wallet API): `hex(HMAC-SHA256(secret, timestamp + "." + canonical JSON body))`, compared in
 * constant time, refused when older (or newer) than the allowed age.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../money/idempotency.ts';

/** Signs a body at a time (Unix seconds). */
export function sign(secret: string, timestamp: number, body: unknown): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.${canonicalJson(body)}`)
    .digest('hex');
}

/** Whether a signature is valid for the body, the time and the secret, and recent enough. */
export function verifySignature(input: {
  secret: string;
  timestamp: unknown;
  signature: unknown;
  body: unknown;
  nowMs: number;
  maxAgeMs: number;
}): boolean {
  const { timestamp, signature } = input;
  if (typeof timestamp !== 'string' || !/^\d{10}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const ts = Number(timestamp);
  if (Math.abs(input.nowMs - ts * 1000) > input.maxAgeMs) return false;
  const expected = Buffer.from(sign(input.secret, ts, input.body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The secret of one provider channel, derived from the master secret so seeds need no stored secrets. */
export function channelSecret(master: string, brandId: string, code: string): string {
  return createHmac('sha256', master).update(`channel:${brandId}:${code}`).digest('base64url');
}
