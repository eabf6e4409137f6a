/**
 * Playwright global setup: builds every brand shell for production (unless the run script
 * already did), starts one reference API serving all three on their own hosts, and hands the
 * port and data folder to the tests through the environment.
 */
import { BRANDS, shellOf } from './env.ts';
import { buildShells, startTestApi } from './api-server.ts';
import { join } from 'node:path';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sites =
    process.env.LOBBY_E2E_BUILT === '1'
      ? Object.fromEntries(BRANDS.map((b) => [b, join(shellOf(b), 'dist')]))
      : buildShells();
  const api = await startTestApi(sites);
  process.env.LOBBY_E2E_PORT = String(api.port);
  process.env.LOBBY_E2E_DATA_DIR = api.dataDir;
  return () => api.stop();
}
