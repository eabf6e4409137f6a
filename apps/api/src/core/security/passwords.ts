/**
 * Password and withdrawal-PIN hashing, all of it behind the hashing queue (`hash-queue.ts`).
 *
 * **Login passwords: argon2id, m = 19 MiB, t = 2, p = 1** (OWASP's minimum for argon2id), with
 * Node's built-in `crypto.argon2` (no native addon). OWASP rates it and scrypt at N = 2^17,
 * r = 8, p = 1 (128 MiB, the parameters used before) as equivalent minimums; measured by
 * `pnpm --filter @lobby/api bench hashing`, argon2id spends a ninth to a seventeenth of scrypt's
 * CPU and a sixth of its memory per sign-in, and OWASP's other argon2id point (46 MiB, t = 1)
 * two to three times this one's CPU (figures: SECURITY.md, "Password hashing cost"). The cost
 * is a setting (`LOBBY_ARGON2_MEMORY_KIB`, `LOBBY_ARGON2_PASSES`). Hashes record their scheme and parameters
 * (PHC string `$argon2id$v=19$m=…,t=…,p=1$salt$hash`); scrypt hashes of before
 * (`scrypt$<log2N>$<r>$<p>$<salt>$<hash>`) still verify, and a successful sign-in re-hashes any
 * hash weaker than the current setting ({@link PasswordHasher.needsRehash}).
 *
 * **Withdrawal PINs: HMAC-SHA-256** keyed with the server's `LOBBY_WPASS_SECRET` over a
 * per-hash salt (`hmac-sha256$<salt>$<mac>`). A 4-digit PIN has 10,000 values: no hash cost makes
 * that out of reach of someone holding the hash, so a memory-hard hash would only burn the
 * server's CPU. What protects it is the attempt limit (`withdraw-password-guard.ts`) and, for a
 * stolen database, the key, which is not in it. Old scrypt PIN hashes verify (in the queue) and
 * are replaced by the cheap form at the next right entry.
 */
import * as nodeCrypto from 'node:crypto';
import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createHashQueue } from './hash-queue.ts';
import type { HashQueueLoad, SlotRunner } from './hash-queue.ts';
import type { Argon2Cost, HashQueueLimits, ServerConfig } from '../../base/config.ts';

/** OWASP's minimum argon2id cost (19 MiB, 2 passes): the default. */
export const OWASP_ARGON2ID: Argon2Cost = { memoryKiB: 19 * 1024, passes: 2 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Unpadded base64, as PHC strings carry it (Node reads it back with or without padding). */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** The scrypt key of the hashes made before argon2id (128 MiB at N = 2^17, r = 8). */
export function scryptKey(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes and refuses above maxmem, whose default (32 MiB) is under
    // that at N = 2^17: allow twice the need.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A hash in the form made before argon2id (`scrypt$<log2N>$8$1$<salt>$<hash>`): stored ones
 * still verify; tests and the bench make them to show it and to measure scrypt's cost.
 */
export async function legacyScryptHash(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptKey(password, salt, log2N, 8, 1);
  return `scrypt$${log2N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The argon2id key (RFC 9106, version 0x13) at `cost`, parallelism 1. */
export function argon2idKey(password: string, salt: Buffer, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    nodeCrypto.argon2(
      'argon2id',
      {
        message: password,
        nonce: salt,
        parallelism: 1,
        tagLength: KEY_LENGTH,
        memory: cost.memoryKiB,
        passes: cost.passes,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A stored login-password hash, read. */
type Parsed =
  | { scheme: 'argon2id'; cost: Argon2Cost; salt: Buffer; key: Buffer }
  | { scheme: 'scrypt'; log2N: number; r: number; p: number; salt: Buffer; key: Buffer };

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Reads a stored hash; undefined when malformed or its parameters are out of sane bounds. */
function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts[0] === 'scrypt' && parts.length === 6) {
    const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
    const [log2N, rr, pp] = [Number(n), Number(r), Number(p)];
    if (!within(log2N, 1, 31) || !within(rr, 1, 31) || !within(pp, 1, 31)) return undefined;
    const parsed = { scheme: 'scrypt' as const, log2N, r: rr, p: pp };
    return { ...parsed, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
  }
  if (parts[0] === '' && parts[1] === 'argon2id' && parts[2] === 'v=19' && parts.length === 6) {
    const match = /^m=(\d+),t=(\d+),p=1$/.exec(parts[3] ?? '');
    if (!match) return undefined;
    const cost = { memoryKiB: Number(match[1]), passes: Number(match[2]) };
    // Up to 1 GiB and 16 passes: a stored hash must not be able to stall the server.
    if (!within(cost.memoryKiB, 8, 1 << 20) || !within(cost.passes, 1, 16)) return undefined;
    const salt = Buffer.from(parts[4] ?? '', 'base64');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    return { scheme: 'argon2id', cost, salt, key };
  }
  return undefined;
}

/** A password hasher with a fixed cost, its costly steps run by a slot runner. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored` (argon2id or the older scrypt); false for a malformed one. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Whether `stored` is weaker than the current cost (scrypt, a lower memory or fewer passes, or
   * unreadable), so a successful sign-in re-hashes it. A stronger one is kept: lowering the
   * setting never weakens a hash.
   */
  needsRehash(stored: string): boolean;
  /** Burns the time of one verification, so unknown usernames take as long as known ones. */
  dummyVerify(password: string): Promise<void>;
}

/** Runs work as it comes: for start-up (the seed), tools and tests, outside the queue. */
const direct: SlotRunner = (work) => work();

/**
 * Builds a hasher at `cost`. Costly steps go through `run` (a queue slot when admitted). Throws
 * when this Node has no `crypto.argon2` (added in 24.7; it needs OpenSSL 3.2 or later).
 */
export function createPasswordHasher(
  cost: Argon2Cost = OWASP_ARGON2ID,
  run: SlotRunner = direct,
): PasswordHasher {
  if (typeof nodeCrypto.argon2 !== 'function')
    throw new Error(
      "This Node has no crypto.argon2 (Node 24.7 or later built with OpenSSL 3.2 or later): passwords can't be hashed",
    );
  const params = `m=${cost.memoryKiB},t=${cost.passes},p=1`;
  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await run(() => argon2idKey(password, salt, cost));
      return `$argon2id$v=19$${params}$${b64(salt)}$${b64(key)}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const got = await run(() =>
        parsed.scheme === 'argon2id'
          ? argon2idKey(password, parsed.salt, parsed.cost)
          : scryptKey(password, parsed.salt, parsed.log2N, parsed.r, parsed.p),
      );
      return parsed.key.length === got.length && timingSafeEqual(parsed.key, got);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return (
        parsed?.scheme !== 'argon2id' ||
        parsed.cost.memoryKiB < cost.memoryKiB ||
        parsed.cost.passes < cost.passes
      );
    },
    async dummyVerify(password) {
      await run(() => argon2idKey(password, randomBytes(SALT_LENGTH), cost));
    },
  };
}

/** A withdrawal-PIN hasher: cheap, keyed and salted; older (scrypt) PIN hashes still verify. */
export interface PinHasher {
  hash(pin: string): Promise<string>;
  /** Whether `pin` matches `stored`; false for a malformed one. */
  verify(pin: string, stored: string): Promise<boolean>;
  /** Whether `stored` is not yet the keyed form (an older scrypt hash), so a right entry replaces it. */
  needsRehash(stored: string): boolean;
}

const PIN_SCHEME = 'hmac-sha256';

/**
 * Builds a PIN hasher keyed with `secret` (`LOBBY_WPASS_SECRET`). `legacy` verifies the PIN
 * hashes made before (scrypt), in the queue like any costly hash.
 */
export function createPinHasher(secret: string, legacy: PasswordHasher): PinHasher {
  const mac = (pin: string, salt: Buffer) =>
    // The salt has a fixed length, so salt ‖ PIN is unambiguous.
    createHmac('sha256', secret).update(salt).update(pin, 'utf8').digest();
  return {
    async hash(pin) {
      const salt = randomBytes(SALT_LENGTH);
      return `${PIN_SCHEME}$${b64(salt)}$${b64(mac(pin, salt))}`;
    },
    async verify(pin, stored) {
      const parts = stored.split('$');
      if (parts[0] !== PIN_SCHEME) return legacy.verify(pin, stored);
      if (parts.length !== 3) return false;
      const salt = Buffer.from(parts[1] ?? '', 'base64');
      const want = Buffer.from(parts[2] ?? '', 'base64');
      if (salt.length !== SALT_LENGTH) return false;
      const got = mac(pin, salt);
      return want.length === got.length && timingSafeEqual(want, got);
    },
    needsRehash: (stored) => !stored.startsWith(`${PIN_SCHEME}$`),
  };
}

/** The hashers an admitted piece of password work uses: their costly steps take queue slots. */
export interface Hashers {
  password: PasswordHasher;
  pin: PinHasher;
}

/** The server's password hashing: every hash and verification goes through {@link admit}. */
export interface PasswordService {
  /**
   * Runs `task` as `account`'s password work (see {@link accountKey}), or refuses it at once
   * with 503 `SERVER_BUSY` when the account or the queue is full, before `task` does anything.
   * One request admits once, around all of its password work.
   */
  admit<T>(account: string, task: (hashers: Hashers) => Promise<T>): Promise<T>;
  /** The queue's load now. */
  load(): HashQueueLoad;
}

/**
 * The queue keys: one per member (checks of a signed-in member: withdrawal password, password
 * changes), one per login name tried (sign-ins, admitted before the name is even looked up, so
 * known and unknown names are bounded alike), and one per single-use ticket (a reset token, the
 * first-login ticket), admitted before it is used up so a refusal does not cost the ticket. A
 * member's sign-ins and their signed-in checks are bounded apart (2 + 2 by default): either way
 * one member cannot fill the queue.
 */
export const accountKey = {
  member: (memberId: number) => `member:${memberId}`,
  ticket: (ticket: string) => `ticket:${ticket.slice(0, 32)}`,
  loginName: (brandId: string, username: string) =>
    `name:${brandId}:${username.toLowerCase().slice(0, 64)}`,
};

/** What {@link createPasswordService} is built from. */
export interface PasswordServiceOptions {
  cost: Argon2Cost;
  pinSecret: string;
  limits: HashQueueLimits;
  /** Wraps every costly derivation inside its slot (tests hold them to fill the queue). */
  around?: SlotRunner;
}

/** The options a configuration gives. */
export function passwordOptionsOf(
  config: Pick<ServerConfig, 'argon2' | 'wpassSecret' | 'hashing'>,
): PasswordServiceOptions {
  return { cost: config.argon2, pinSecret: config.wpassSecret, limits: config.hashing };
}

/** Builds the service and its queue. */
export function createPasswordService(options: PasswordServiceOptions): PasswordService {
  const queue = createHashQueue(options.limits);
  const { around } = options;
  return {
    admit(account, task) {
      return queue.admit(account, (slot) => {
        const run: SlotRunner = around ? (work) => slot(() => around(work)) : slot;
        const password = createPasswordHasher(options.cost, run);
        return task({ password, pin: createPinHasher(options.pinSecret, password) });
      });
    },
    load: () => queue.load(),
  };
}
