/**
 * Playwright global setup: builds every brand shell for production (unless the run script
 * already did), starts the mail and SMS catchers and one reference API serving all three on
 * their own hosts (sending to the catchers), and hands the port, data folder and catchers'
 * addresses to the tests through the environment.
 */
import { BRANDS, shellOf } from './env.ts';
import { buildShells, startTestApi } from './api-server.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { join } from 'node:path';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sites =
    process.env.LOBBY_E2E_BUILT === '1'
      ? Object.fromEntries(BRANDS.map((b) => [b, join(shellOf(b), 'dist')]))
      : buildShells();
  // Codes leave by real SMTP and a signed SMS request, and journeys read them where they land.
  const catcher = await startMailCatcher();
  const api = await startTestApi(sites, undefined, catcher.apiEnv);
  process.env.LOBBY_E2E_PORT = String(api.port);
  process.env.LOBBY_E2E_DATA_DIR = api.dataDir;
  Object.assign(process.env, catcher.testEnv);
  return async () => {
    await api.stop();
    await catcher.close();
  };
}
