/**
 * Password hashing with node:crypto scrypt (memory-hard, no native addon). Hashes record their
 * own parameters (`scrypt$<log2N>$<r>$<p>$<salt>$<hash>`), so the cost can be raised later and
 * old hashes still verify (and are re-hashed on the next successful login).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function derive(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes (128 MiB at N = 2^17, r = 8) and refuses above maxmem,
    // whose default (32 MiB) is under that: allow twice the need.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A password hasher with a fixed cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`; false for a malformed `stored`. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Whether `stored` is weaker than the current parameters (a lower N or r, or unreadable), so a
   * successful login re-hashes it. A stronger one is kept: lowering the setting never weakens it.
   */
  needsRehash(stored: string): boolean;
  /** Burns the time of one verification, so unknown usernames take as long as known ones. */
  dummyVerify(password: string): Promise<void>;
}

/** Builds a hasher with cost 2^log2N. */
export function createPasswordHasher(log2N: number): PasswordHasher {
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, log2N, R, P);
    return `scrypt$${log2N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  const dummy = hash('dummy-password-for-timing');
  return {
    hash,
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
      const log2 = Number(n);
      if (![log2, Number(r), Number(p)].every((x) => Number.isInteger(x) && x > 0 && x < 32))
        return false;
      const want = Buffer.from(expected, 'base64');
      const got = await derive(password, Buffer.from(salt, 'base64'), log2, Number(r), Number(p));
      return want.length === got.length && timingSafeEqual(want, got);
    },
    needsRehash(stored) {
      const [scheme, n, r] = stored.split('$');
      return scheme !== 'scrypt' || !(Number(n) >= log2N) || !(Number(r) >= R);
    },
    async dummyVerify(password) {
      await this.verify(password, await dummy);
    },
  };
}
