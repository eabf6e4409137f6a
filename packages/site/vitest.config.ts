import { jsdomPreset } from '@lobby/vitest-config';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

export default defineConfig(
  mergeConfig(
    jsdomPreset({
      setupFiles: ['@lobby/test-kit/setup'],
      // The screens are tested against the real reference API, started once for the package.
      globalSetup: ['./src/testing/api-setup.ts'],
      testTimeout: 60_000,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      coverage: {
        include: ['src/**/*.{ts,tsx}'],
        exclude: [
          'src/**/*.test.{ts,tsx}',
          'src/**/*.stories.tsx',
          'src/index.ts',
          'src/testing/**',
        ],
        thresholds: { lines: 75, branches: 60 },
      },
    }),
    // The browser tests (a real Chromium) run in the Storybook's `phone-layout` project.
    { test: { exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx'] } },
  ),
);
