/**
 * `pnpm --filter @lobby/e2e test:e2e`: builds the three brand shells for production, then runs
 * the Playwright suite (which starts the API itself). `--newcomer` runs the fresh-clone test.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildShells } from '../support/api-server.ts';

const here = fileURLToPath(new URL('..', import.meta.url));
const newcomer = process.argv.includes('--newcomer');
const started = Date.now();
rmSync(join(here, 'reports'), { recursive: true, force: true });
if (!newcomer) {
  buildShells();
  console.log(`e2e: built the brand shells in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const result = spawnSync(
  join(here, 'node_modules/.bin/playwright'),
  [
    'test',
    ...(newcomer ? ['--config', 'newcomer.config.ts'] : []),
    ...process.argv.slice(2).filter((a) => a !== '--newcomer'),
  ],
  {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, LOBBY_E2E_BUILT: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
