/**
 * End-to-end: Playwright driving Debian's Chromium against each brand's production build,
 * served with the real API (see support/global-setup.ts). One project per brand.
 *
 * Two brands run side by side (`LOBBY_E2E_WORKERS`, default 2), each on one worker: a brand's
 * journeys switch that brand's provider modes and limits, so they take turns, while much of a
 * journey is waiting (timers, polls, the API), which another brand's journey can fill.
 * Maintenance blocks a whole brand, and another brand's journey may sign up on it (safer
 * play's cross-brand step), so the maintenance checks run last, once every journey is done.
 * A brand's life (brand-life.spec.ts) runs once, on an API of its own, whatever the brands.
 * The screen groups no repository shell has (DIAMOND, CLASSY, SOFT-SLEEK) run the money and
 * games journeys only, each on a brand the global setup makes with create-brand.
 */
import { defineConfig } from '@playwright/test';
import { BRANDS, CHROME_ARGS, CHROME_PATH, LAYOUT_BRANDS } from './support/env.ts';

/** The brand journeys' options, shared by a brand's project and its maintenance check. */
const brandUse = (brand: string) => ({
  brand,
  viewport: { width: 390, height: 844 },
  isMobile: false,
  // Reduced motion: the festival animation (tested in the stories) would otherwise keep
  // Chromium drawing throughout, which on two cores slows every journey.
  reducedMotion: 'reduce' as const,
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.LOBBY_E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A safety net, not a speed target: the longest flow (sign-up with five axe checks) takes
  // about 15 s alone, and a CI machine may be several times slower.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    ...BRANDS.map((brand) => ({
      name: brand,
      testIgnore: /(newcomer|maintenance|brand-life)\.spec\.ts/,
      workers: 1,
      use: brandUse(brand),
    })),
    // The other screen groups, on brands made for the run: the journeys through most screens,
    // less what no layout varies (tagged @layout-neutral).
    ...LAYOUT_BRANDS.map(({ id }) => ({
      name: id,
      testMatch: /(money|games)\.spec\.ts/,
      grepInvert: /@layout-neutral/,
      workers: 1,
      use: brandUse(id),
    })),
    ...BRANDS.map((brand) => ({
      name: `${brand}-maintenance`,
      testMatch: /maintenance\.spec\.ts/,
      dependencies: [...BRANDS],
      workers: 1,
      use: brandUse(brand),
    })),
    // A brand's life (re-themed and synced, then disabled), once, on an API of its own.
    {
      name: 'brand-life',
      testMatch: /brand-life\.spec\.ts/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: false,
        reducedMotion: 'reduce' as const,
      },
    },
    // A fresh copy of the repository, installed and started with the README's command.
    {
      name: 'newcomer',
      testMatch: /newcomer\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
