/**
 * Playwright global setup: builds every brand shell for production (unless the run script
 * already did) and, when their projects run, makes and builds the layout brands
 * (support/layout-brands.ts); starts the mail and SMS catchers and one reference API serving
 * every shell on its own host (sending to the catchers), registers the layout brands on it, and
 * hands the port, data folder and catchers' addresses to the tests through the environment.
 */
import { BRANDS, shellOf } from './env.ts';
import { buildShells, startTestApi } from './api-server.ts';
import { layoutBrandsWanted, makeLayoutBrands, registerLayoutBrands } from './layout-brands.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { join } from 'node:path';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sites =
    process.env.LOBBY_E2E_BUILT === '1'
      ? Object.fromEntries(BRANDS.map((b) => [b, join(shellOf(b), 'dist')]))
      : buildShells();
  const started = Date.now();
  const layouts = layoutBrandsWanted() ? makeLayoutBrands() : undefined;
  const made = Date.now();
  // Codes leave by real SMTP and a signed SMS request, and journeys read them where they land.
  const catcher = await startMailCatcher();
  const api = await startTestApi({ ...sites, ...layouts?.sites }, undefined, catcher.apiEnv).catch(
    async (error: unknown) => {
      layouts?.remove();
      await catcher.close();
      throw error;
    },
  );
  const stop = async () => {
    await api.stop();
    await catcher.close();
    layouts?.remove();
  };
  try {
    if (layouts) {
      const registering = Date.now();
      registerLayoutBrands(api.dataDir, layouts.registry);
      // What the layout brands add to a run, for CI's budget.
      console.log(
        `e2e: made and built the layout brands in ${((made - started) / 1000).toFixed(1)} s, registered them in ${((Date.now() - registering) / 1000).toFixed(1)} s`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.LOBBY_E2E_PORT = String(api.port);
  process.env.LOBBY_E2E_DATA_DIR = api.dataDir;
  Object.assign(process.env, catcher.testEnv);
  return stop;
}
