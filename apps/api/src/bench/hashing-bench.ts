/**
 * `pnpm --filter @lobby/api bench hashing` (also the last part of the whole bench): what a
 * password hash costs, and what a burst of sign-ins does with and without the hashing queue.
 *
 * 1. Hashes per second on one core: one derivation at a time (one libuv thread), for scrypt at
 *    the parameters used before (N = 2^17, r = 8, p = 1: 128 MiB), argon2id at OWASP's minimum
 *    (m = 19 MiB, t = 2, p = 1: the chosen default) and at OWASP's other point (m = 46 MiB, t = 1),
 *    and the withdrawal PIN's keyed HMAC.
 * 2. A burst of simultaneous sign-ins against a server at the production cost (argon2id default),
 *    once with the queue's defaults and once with it opened wide (every hash straight onto
 *    libuv's threads, as before): p50 and p99 of the answered sign-ins, how many were refused
 *    (503 SERVER_BUSY) and how fast the refusals came, and the p50/p99 of a static file served
 *    from disk meanwhile (file reads share libuv's threads with the hashes). The names are
 *    unknown ones, each its own (the dummy verification costs what a real one does), so the
 *    per-account bound stays out of it.
 */
import { constants, createHmac, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWASP_ARGON2ID, argon2idKey, scryptKey } from '../core/security/passwords.ts';
import { startServer, stopServer } from './bench-kit.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const SECONDS = Number(process.env.LOBBY_BENCH_SECONDS ?? 6);
/** Sign-ins sent at once, per burst. */
const BURST = 64;
const BURSTS = 3;

/** Runs `derive` one at a time for about `seconds` (at least 3 runs): hashes per second. */
async function rate(derive: () => Promise<unknown>, seconds: number): Promise<number> {
  await derive(); // warm-up
  const start = performance.now();
  let runs = 0;
  while (runs < 3 || performance.now() - start < seconds * 1000) {
    await derive();
    runs += 1;
  }
  return runs / ((performance.now() - start) / 1000);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
    : 0;

interface BurstRow {
  queue: string;
  answered: number;
  p50: number;
  p99: number;
  refused: number;
  refusedMax: number;
  /** A file served from disk (libuv's threads) during the bursts: p50 and p99. */
  fileP50: number;
  fileP99: number;
  other: number;
}

/** A static file the server reads from disk (the API reference's stylesheet). */
const FILE_PATH = '/api/docs/static/swagger-ui.css';

/** Bursts of sign-ins against a fresh server with `env`; latencies in ms. */
async function burst(label: string, env: Record<string, string>): Promise<BurstRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-hash-'));
  const server = await startServer(
    join(here, 'bench-server.ts'),
    { ...env, LOBBY_DATA_DIR: join(dataDir, 'pglite'), LOBBY_PGLITE_SYNC: '0', DATABASE_URL: '' },
    120_000,
  );
  try {
    const key = (await (await fetch(`${server.base}/api/v1/key`)).json()) as {
      key_id: string;
      public_key: string;
    };
    const sealed = publicEncrypt(
      { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('not-the-password'),
    );
    const password = `${key.key_id}:${sealed.toString('base64')}`;
    const answered: number[] = [];
    const refused: number[] = [];
    let other = 0;
    const signIn = async (username: string) => {
      const start = performance.now();
      const response = await fetch(`${server.base}/api/v1/member/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      await response.arrayBuffer();
      const ms = performance.now() - start;
      if (response.status === 503) refused.push(ms);
      else if (response.status === 400 || response.status === 200) answered.push(ms);
      else other += 1;
    };
    const file: number[] = [];
    const fetchFile = async () => {
      const start = performance.now();
      const response = await fetch(`${server.base}${FILE_PATH}`);
      await response.arrayBuffer();
      if (response.status === 200) file.push(performance.now() - start);
      else other += 1;
    };
    await signIn('warmup0001');
    await fetchFile();
    answered.length = 0;
    file.length = 0;
    for (let round = 0; round < BURSTS; round += 1) {
      let done = false;
      // One file request after another while the burst lasts: what else the server serves.
      const bystander = (async () => {
        while (!done) await fetchFile();
      })();
      await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          signIn(`ghost${round}x${String(i).padStart(3, '0')}`),
        ),
      );
      done = true;
      await bystander;
    }
    answered.sort((a, b) => a - b);
    refused.sort((a, b) => a - b);
    file.sort((a, b) => a - b);
    return {
      queue: label,
      answered: answered.length,
      p50: Math.round(percentile(answered, 50)),
      p99: Math.round(percentile(answered, 99)),
      refused: refused.length,
      refusedMax: Math.round(refused.at(-1) ?? 0),
      fileP50: Math.round(percentile(file, 50)),
      fileP99: Math.round(percentile(file, 99)),
      other,
    };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints both parts. */
export async function runHashingBench(): Promise<void> {
  const seconds = Math.max(2, SECONDS / 2);
  const salt = randomBytes(16);
  const schemes: [string, () => Promise<unknown>][] = [
    ['scrypt N=2^17 r=8 p=1 (128 MiB, before)', () => scryptKey('bench-password', salt, 17, 8, 1)],
    [
      'argon2id m=19 MiB t=2 p=1 (OWASP min, chosen)',
      () => argon2idKey('bench-password', salt, OWASP_ARGON2ID),
    ],
    [
      'argon2id m=46 MiB t=1 p=1 (OWASP alt)',
      () => argon2idKey('bench-password', salt, { memoryKiB: 46 * 1024, passes: 1 }),
    ],
    [
      'PIN: HMAC-SHA-256, keyed and salted',
      async () => createHmac('sha256', 'bench-key').update(salt).update('2580').digest(),
    ],
  ];
  console.log(`\nhashing: one derivation at a time (one core), about ${seconds} s each`);
  console.log('scheme                                              hashes/s   ms/hash');
  for (const [name, derive] of schemes) {
    const perSecond = await rate(derive, name.startsWith('PIN') ? 0.5 : seconds);
    const shown = perSecond >= 1000 ? Math.round(perSecond) : perSecond.toFixed(1);
    console.log(
      `${name.padEnd(50)} ${String(shown).padStart(10)} ${(1000 / perSecond).toFixed(perSecond >= 1000 ? 4 : 1).padStart(9)}`,
    );
  }

  console.log(
    `\nhashing: ${BURSTS} bursts of ${BURST} simultaneous sign-ins (unknown names), argon2id at the default cost, PGlite`,
  );
  const wide = '100000';
  const rows = [
    await burst('queue (2 running, 32 waiting)', {}),
    await burst('no queue (libuv: 4 threads)', {
      LOBBY_HASH_CONCURRENCY: wide,
      LOBBY_HASH_QUEUE: wide,
      LOBBY_HASH_PER_ACCOUNT: wide,
    }),
  ];
  console.log(
    'queue                            answered   p50 ms   p99 ms   refused (503)   slowest refusal ms   file p50/p99 ms   other',
  );
  for (const r of rows)
    console.log(
      `${r.queue.padEnd(32)} ${String(r.answered).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.refused).padStart(15)} ${String(r.refusedMax).padStart(20)} ${`${r.fileP50}/${r.fileP99}`.padStart(17)} ${String(r.other).padStart(7)}`,
    );
}
