/**
 * Browser preset: tests in a real Chromium driven by Playwright.
 *
 * Browsers cannot be downloaded on Lobby's machines, so the system Chromium is used
 * (`CHROME_PATH`, default `/usr/bin/chromium`) with flags that keep it off the network.
 */
import { playwright } from '@vitest/browser-playwright';
import type { ViteUserConfig } from 'vitest/config';
import { sourceResolve } from './index.ts';
import type { PresetOptions } from './index.ts';

/** Chromium flags that work headless, as root, on a machine with no outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of the Chromium binary the browser tests launch. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Preset for tests that run in headless Chromium. */
export function browserPreset(options: PresetOptions = {}): ViteUserConfig {
  return {
    ...sourceResolve,
    test: {
      include: options.include ?? ['src/**/*.browser.test.tsx'],
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      setupFiles: options.setupFiles ?? [],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
