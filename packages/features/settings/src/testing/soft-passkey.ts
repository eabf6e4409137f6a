/**
 * A software authenticator for the passkeys screen's tests: makes a P-256 credential and the
 * 'none' attestation the API verifies, as a browser's `navigator.credentials.create` would
 * answer (the small CBOR values it needs are encoded here by hand).
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { RegistrationCredential } from '@lobby/contract/passkeys';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  // Not `instanceof Uint8Array`: under jsdom a Buffer comes from another realm.
  if (ArrayBuffer.isView(value)) return Buffer.concat([head(2, value.byteLength), value]);
  const map = value as Map<Cbor, Cbor>;
  const parts = [head(5, map.size)];
  for (const [k, v] of map) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

/** A new credential for `options` (the API's registration options), made at `origin`. */
export function softRegistration(
  options: Record<string, unknown>,
  origin: string,
): RegistrationCredential {
  const { challenge, rp } = options as { challenge: string; rp: { id: string } };
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
  const length = Buffer.from([0, id.length]);
  const authData = Buffer.concat([
    createHash('sha256').update(rp.id).digest(),
    // User present and verified, attested credential data follows.
    Buffer.from([0x45]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    length,
    id,
    cose,
  ]);
  const attestation = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge, origin });
  return {
    id: id.toString('base64url'),
    rawId: id.toString('base64url'),
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(clientData).toString('base64url'),
      attestationObject: attestation.toString('base64url'),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}
