/**
 * End-to-end: Playwright driving Debian's Chromium against each brand's production build,
 * served with the real API (see support/global-setup.ts). One project per brand; one worker,
 * since maintenance is switched per brand and two cores are all there is.
 */
import { defineConfig } from '@playwright/test';
import { BRANDS, CHROME_ARGS, CHROME_PATH } from './support/env.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
      testIgnore: /newcomer\.spec\.ts/,
      // Reduced motion: the festival animation (tested in the stories) would otherwise keep
      // Chromium drawing throughout, which on two cores slows every journey.
      use: {
        brand,
        viewport: { width: 390, height: 844 },
        isMobile: false,
        reducedMotion: 'reduce' as const,
      },
    })),
    // A fresh copy of the repository, installed and started with the README's command.
    {
      name: 'newcomer',
      testMatch: /newcomer\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
