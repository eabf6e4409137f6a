/**
 * `@lobby/contract/security`: the public encryption key and the captcha. Sensitive fields of
 * other areas are encrypted with the key from `getKey`; logins need a captcha after repeated
 * failures (see `@lobby/contract/auth`).
 */
import { Type } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';
import { ENCRYPTION_ALGORITHM } from '../core/protocol.ts';

/** A captcha id as `/captcha` issues them. */
export const CaptchaId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** A captcha answer as typed (letters and digits; compared case-insensitively). */
export const CaptchaCode = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9]+$' });

/** The public key answer: encrypt with WebCrypto `importKey('spki', …)` + RSA-OAEP SHA-256. */
export const PublicKey = Type.Object(
  {
    key_id: Type.String({ description: 'Prefix of every encrypted value: `<key_id>:<base64>`.' }),
    algorithm: Type.Literal(ENCRYPTION_ALGORITHM),
    public_key: Type.String({ description: 'SPKI PEM of a 2048-bit RSA key.' }),
  },
  { additionalProperties: false },
);

/** GET /key: the current public encryption key. */
export const getKey = defineEndpoint({
  id: 'security.key',
  method: 'GET',
  path: '/key',
  auth: false,
  summary: 'Public key for encrypting sensitive fields',
  description:
    'After a rotation the previous key keeps decrypting for a grace period. An unknown key id or bad ciphertext answers 400 DECRYPT_FAILED: refetch this key and retry once.',
  response: PublicKey,
  idempotent: true,
  duringMaintenance: true,
});

/** GET /captcha: a new captcha challenge. */
export const getCaptcha = defineEndpoint({
  id: 'security.captcha',
  method: 'GET',
  path: '/captcha',
  auth: false,
  summary: 'A new captcha (SVG image)',
  description: 'The answer is stored hashed for five minutes and can be used for one login.',
  response: Type.Object(
    {
      captcha_id: CaptchaId,
      image: Type.String({ description: '`data:image/svg+xml;base64,…`' }),
      expires_in: Type.Integer({ description: 'Seconds until the captcha expires.' }),
    },
    { additionalProperties: false },
  ),
  rateLimit: 'lookup',
});

/** GET /captcha/check: whether an answer is right, without using the captcha up. */
export const checkCaptcha = defineEndpoint({
  id: 'security.captchaCheck',
  method: 'GET',
  path: '/captcha/check',
  auth: false,
  summary: 'Check a captcha answer',
  description:
    'Does not consume the captcha (the login does), but every wrong answer counts: after five the captcha is void.',
  query: Type.Object({ captcha_id: CaptchaId, code: CaptchaCode }, { additionalProperties: false }),
  response: Type.Object({ valid: Type.Boolean() }, { additionalProperties: false }),
  rateLimit: 'lookup',
});

/** Every endpoint of the area. */
export const securityEndpoints = [getKey, getCaptcha, checkCaptcha] as const;
