/**
 * `pnpm --filter @lobby/api bench password-strength`: what the login-password strength rule
 * costs. 1. The first check's load (importing the zxcvbn dictionaries and building them), the
 * one-off cost paid at the first new password instead of at server start. 2. One check at a
 * time, warm, on the main thread: ms per check (p50, p99, max) for ordinary passwords and for
 * the slowest shapes zxcvbn knows (repeats and l33t variants at the 20-character maximum).
 * 3. The same worst shapes through the server's worker thread (`core/security/password-strength.ts`):
 * round trip per check, and the event loop's delay meanwhile (what other requests would wait).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadPasswordStrength } from '@lobby/domain/password-strength';
import { judgeNewPassword } from '../core/security/password-strength.ts';

const ROUNDS = Number(process.env.LOBBY_BENCH_ROUNDS ?? 200);
const owner = { username: 'member01', brandNames: ['default', 'Lobby'] };

const ordinary = [
  'password1',
  'Kettle-Moss-42',
  'secret12',
  'Tundra-Pelican7',
  'Xk7!mq2Lp',
  'nexbet2024',
];
const worst = [
  'aB3$aB3$aB3$aB3$aB3$',
  'P4$$w0rdP4$$w0rd1234',
  'zzzzzzzzzzzzzzzzzzzz',
  '1q2w3e4r5t6y7u8i9o0p',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Runs the password-strength bench and prints its figures. */
export async function runPasswordStrengthBench(): Promise<void> {
  const loadStart = performance.now();
  const checker = await loadPasswordStrength();
  const first = performance.now();
  checker.check('first-check-Moss', owner);
  const firstDone = performance.now();
  console.log('\npassword strength (zxcvbn, common passwords + English words), main thread');
  console.log(`load (import + build the dictionaries): ${(first - loadStart).toFixed(0)} ms`);
  console.log(`first check after the load: ${(firstDone - first).toFixed(1)} ms`);
  console.log('passwords                 checks   p50 ms   p99 ms   max ms');
  for (const [name, passwords] of [
    ['ordinary', ordinary],
    ['worst shapes (20 chars)', worst],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const password of passwords) {
        const start = performance.now();
        checker.check(password, owner);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(24)} ${String(times.length).padStart(7)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)} ${(times.at(-1) ?? 0).toFixed(2).padStart(8)}`,
    );
  }
  const brand = { id: 'default', displayName: 'Lobby' };
  await judgeNewPassword('warm-the-worker-Moss', { brand }); // starts it, loads its dictionaries
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const trips: number[] = [];
  for (let round = 0; round < ROUNDS / 4; round += 1) {
    await Promise.all(
      worst.map(async (password) => {
        const start = performance.now();
        await judgeNewPassword(password, { username: owner.username, brand });
        trips.push(performance.now() - start);
      }),
    );
  }
  delay.disable();
  trips.sort((a, b) => a - b);
  console.log(
    `worker, worst shapes: ${trips.length} checks, round trip p50 ${percentile(trips, 50).toFixed(1)} ms, p99 ${percentile(trips, 99).toFixed(1)} ms; event-loop delay meanwhile p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
}
