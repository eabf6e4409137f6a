/**
 * `pnpm --filter @lobby/api test`: the suite on PGlite (reports/vitest.json), then, when
 * TEST_DATABASE_URL points at a PostgreSQL server, the same suite on PostgreSQL
 * (reports/vitest-postgres.json), but for the suites that cannot depend on the database. Both
 * reports are summed by the root `pnpm test`.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);

/**
 * Suites whose outcome cannot depend on the database: configuration parsing, keys and crypto,
 * request-schema strictness, headers and CORS, the site shell, the PGlite folder's durability and
 * lock, the production mode's refusals, request ids and the drain of a server process (on an
 * in-memory PGlite). They run on PGlite only; every
 * other suite (money, ledger, races, filters, fuzz, records, sessions, sweeping) runs on both,
 * and a new suite runs on both unless it is added here.
 */
const DATABASE_NEUTRAL = [
  'src/config.test.ts',
  'src/app.test.ts',
  'src/db/client.test.ts',
  'src/platform/mode.test.ts',
  'src/production-mode.test.ts',
  'src/core/keys.test.ts',
  'src/core/units.test.ts',
  'src/platform/site.test.ts',
  'src/platform/strict-integers.test.ts',
  'src/areas/config/config.test.ts',
  'src/areas/security/security.test.ts',
  'src/platform/request-id.test.ts',
  'src/platform/drain.test.ts',
];
const vitest = (env: Record<string, string>, extra: string[]) =>
  spawnSync('pnpm', ['exec', 'vitest', 'run', ...extra, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

console.log('── @lobby/api suite on PGlite ──');
const pglite = vitest({ LOBBY_TEST_DB: 'pglite' }, []);
let postgres = 0;
if (process.env.TEST_DATABASE_URL) {
  console.log('── @lobby/api suite on PostgreSQL (TEST_DATABASE_URL) ──');
  postgres = vitest({ LOBBY_TEST_DB: 'postgres' }, [
    '--outputFile.json=reports/vitest-postgres.json',
    '--coverage.enabled=false',
    ...DATABASE_NEUTRAL.flatMap((file) => ['--exclude', file]),
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (CI sets it).');
}
process.exit(pglite !== 0 || postgres !== 0 ? 1 : 0);
