/**
 * `pnpm --filter @lobby/api test`: the suite on PGlite (reports/vitest.json), then, when
 * TEST_DATABASE_URL points at a PostgreSQL server, the same suite on PostgreSQL
 * (reports/vitest-postgres.json). Both reports are summed by the root `pnpm test`.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
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
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (CI sets it).');
}
process.exit(pglite !== 0 || postgres !== 0 ? 1 : 0);
