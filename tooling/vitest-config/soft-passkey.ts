/**
 * `@lobby/vitest-config/soft-passkey`: a software WebAuthn authenticator for tests that drive the
 * reference API's passkeys without a browser (the API's suites, and the settings screen's under
 * jsdom). One P-256 credential with user verification, a 'none' attestation and ES256
 * assertions, as `navigator.credentials.create` and `get` would answer; the few CBOR values it
 * needs are encoded by hand. Node only.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

// ---- a minimal CBOR encoder: unsigned and negative integers, bytes, text, maps ----

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

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

// ---- the software authenticator ----

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** One credential of the software authenticator (user verification always given). */
export class SoftPasskey {
  readonly id = randomBytes(16);
  readonly key: KeyObject;
  readonly cose: Buffer;
  counter = 0;
  /** The user handle the site gave at registration (answered back on assertions). */
  userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, attested: boolean): Buffer {
    // UP | UV, plus AT when the credential data follows.
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.id.length);
      parts.push(Buffer.alloc(16), len, this.id, this.cose);
    }
    return Buffer.concat(parts);
  }

  /** What `navigator.credentials.create` would answer for these options. */
  create(options: { challenge: string; rp: { id: string }; user: { id: string } }, origin: string) {
    this.userHandle = options.user.id;
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
    );
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(options.rp.id, true)],
      ]),
    );
    return {
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get` would answer (the counter moves by `step`). */
  get(options: { challenge: string; rpId: string }, origin: string, step = 1) {
    this.counter += step;
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
    );
    const authData = this.authData(options.rpId, false);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.key);
    return {
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
