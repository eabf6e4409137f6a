/**
 * The RSA-OAEP (SHA-256, 2048-bit) key pairs behind `/key`. The first start generates one and
 * persists it; a rotation adds a new current key and keeps the previous one decrypting until
 * its grace ends, so forms encrypted just before the rotation still go through.
 *
 * With a passphrase (`LOBBY_KEY_PASSPHRASE`), private keys are stored as encrypted PKCS#8
 * (AES-256), so a copy of the database alone cannot decrypt members' fields. Keys stored before
 * the passphrase was set still load; rotating once replaces them with a protected key.
 */
import {
  constants,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rsaKeys } from '../../db/schema/security.ts';

const generate = promisify(generateKeyPair);

/** Why a value could not be decrypted. */
export class DecryptError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DecryptError';
  }
}

interface LoadedKey {
  keyId: string;
  publicPem: string;
  privateKey: KeyObject;
  validUntil: Date | null;
  retired: boolean;
}

/** Access to the encryption keys, cached in memory and re-read when stale. */
export interface KeyStore {
  /** The current public key (generating the first one when there is none). */
  current(): Promise<{ keyId: string; publicPem: string }>;
  /** Decrypts `<key_id>:<base64>`; throws {@link DecryptError}. */
  decrypt(value: string): Promise<string>;
  /** Makes a new current key; the previous one decrypts for `graceMs` more. */
  rotate(graceMs: number): Promise<{ keyId: string }>;
}

async function createKeyRow(db: Database, passphrase: string | undefined): Promise<void> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: passphrase
      ? { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }
      : { type: 'pkcs8', format: 'pem' },
  });
  const keyId = `k${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await db.insert(rsaKeys).values({ keyId, publicPem: publicKey, privatePem: privateKey });
}

/** Reads a stored private key, protected by `passphrase` or not. */
function privateKeyOf(pem: string, passphrase: string | undefined): KeyObject {
  if (pem.includes('ENCRYPTED PRIVATE KEY') && !passphrase)
    throw new Error('The encryption keys are protected by a passphrase: set LOBBY_KEY_PASSPHRASE');
  try {
    return createPrivateKey(passphrase ? { key: pem, format: 'pem', passphrase } : pem);
  } catch {
    throw new Error('An encryption key does not open with LOBBY_KEY_PASSPHRASE');
  }
}

/**
 * Opens the key store over the database. `refreshMs` bounds how stale the cache may get;
 * `passphrase` protects new private keys and opens protected ones.
 */
export function createKeyStore(
  db: Database,
  options: { refreshMs?: number; now?: () => number; passphrase?: string | undefined } = {},
): KeyStore {
  const refreshMs = options.refreshMs ?? 10_000;
  const now = options.now ?? Date.now;
  const { passphrase } = options;
  let cache: { at: number; keys: LoadedKey[] } | undefined;
  let loading: Promise<LoadedKey[]> | undefined;

  async function load(): Promise<LoadedKey[]> {
    let rows = await db.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt));
    if (!rows.some((r) => r.retiredAt === null)) {
      await createKeyRow(db, passphrase);
      rows = await db.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt));
    }
    const keys = rows.map((r) => ({
      keyId: r.keyId,
      publicPem: r.publicPem,
      privateKey: privateKeyOf(r.privatePem, passphrase),
      validUntil: r.validUntil,
      retired: r.retiredAt !== null,
    }));
    cache = { at: now(), keys };
    return keys;
  }

  async function keys(force = false): Promise<LoadedKey[]> {
    if (!force && cache && now() - cache.at < refreshMs) return cache.keys;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    async current() {
      const list = await keys();
      const key = list.find((k) => !k.retired) ?? (await keys(true)).find((k) => !k.retired);
      if (!key) throw new Error('No current encryption key');
      return { keyId: key.keyId, publicPem: key.publicPem };
    },
    async decrypt(value) {
      const sep = value.indexOf(':');
      if (sep <= 0) throw new DecryptError('malformed');
      const keyId = value.slice(0, sep);
      let key = (await keys()).find((k) => k.keyId === keyId);
      // A key rotated by another process (the ops CLI) may be newer than the cache.
      if (!key && cache && now() - cache.at > 1_000)
        key = (await keys(true)).find((k) => k.keyId === keyId);
      if (!key) throw new DecryptError('unknown key');
      if (key.retired && (!key.validUntil || key.validUntil.getTime() < now()))
        throw new DecryptError('key expired');
      const data = Buffer.from(value.slice(sep + 1), 'base64');
      if (data.length !== 256) throw new DecryptError('bad length');
      let plain: Buffer;
      try {
        plain = privateDecrypt(
          { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          data,
        );
      } catch {
        throw new DecryptError('bad ciphertext');
      }
      const text = plain.toString('utf8');
      if (Buffer.byteLength(text, 'utf8') !== plain.length) throw new DecryptError('not utf-8');
      return text;
    },
    async rotate(graceMs) {
      await db.transaction(async (tx) => {
        await tx
          .update(rsaKeys)
          .set({ retiredAt: new Date(now()), validUntil: new Date(now() + graceMs) })
          .where(isNull(rsaKeys.retiredAt));
        await createKeyRow(tx as unknown as Database, passphrase);
      });
      const list = await keys(true);
      const key = list.find((k) => !k.retired);
      if (!key) throw new Error('Rotation produced no key');
      return { keyId: key.keyId };
    },
  };
}

/** Reads one key row by id (for tests and the ops CLI). */
export async function keyRow(db: Database, keyId: string) {
  const [row] = await db.select().from(rsaKeys).where(eq(rsaKeys.keyId, keyId));
  return row;
}
