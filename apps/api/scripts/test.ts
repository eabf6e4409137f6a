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
  'src/base/config.test.ts',
  'src/app.test.ts',
  'src/db/client.test.ts',
  'src/base/mode.test.ts',
  'src/production-mode.test.ts',
  'src/core/security/keys.test.ts',
  'src/core/security/units.test.ts',
  'src/core/security/user-agent.test.ts',
  'src/http/site.test.ts',
  'src/http/strict-integers.test.ts',
  'src/areas/config/config.test.ts',
  'src/areas/security/security.test.ts',
  'src/http/request-id.test.ts',
  'src/base/drain.test.ts',
  'src/cluster/haproxy-config.test.ts',
  'src/house.test.ts',
  'src/ops/registry.test.ts',
];
/**
 * Suites of several API processes on one PostgreSQL database behind HAProxy: they need
 * PostgreSQL, so the PGlite run leaves them out, and they run after the PostgreSQL run, alone —
 * three servers and a proxy beside a parallel run of the other files would starve both on two
 * cores.
 */
const CLUSTER = ['src/cluster/cluster.test.ts'];
const vitest = (env: Record<string, string>, extra: string[]) =>
  spawnSync('pnpm', ['exec', 'vitest', 'run', ...extra, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

console.log('── @lobby/api suite on PGlite ──');
const pglite = vitest(
  { LOBBY_TEST_DB: 'pglite' },
  CLUSTER.flatMap((file) => ['--exclude', file]),
);
let postgres = 0;
let cluster = 0;
if (process.env.TEST_DATABASE_URL) {
  console.log('── @lobby/api suite on PostgreSQL (TEST_DATABASE_URL) ──');
  postgres = vitest({ LOBBY_TEST_DB: 'postgres' }, [
    '--outputFile.json=reports/vitest-postgres.json',
    '--coverage.enabled=false',
    ...[...DATABASE_NEUTRAL, ...CLUSTER].flatMap((file) => ['--exclude', file]),
  ]);
  console.log('── @lobby/api cluster suite (PostgreSQL + HAProxy) ──');
  cluster = vitest({ LOBBY_TEST_DB: 'postgres' }, [
    ...CLUSTER,
    '--outputFile.json=reports/vitest-cluster.json',
    '--coverage.enabled=false',
  ]);
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL run and the cluster suite are skipped (CI sets it).',
  );
}
process.exit(pglite !== 0 || postgres !== 0 || cluster !== 0 ? 1 : 0);
