import { jsdomPreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  jsdomPreset({
    setupFiles: ['@lobby/test-kit/setup'],
    // The screens are tested against the real reference API, started once for the package.
    globalSetup: ['./src/testing/api-setup.ts'],
    // A bound for a test on a loaded machine (each talks to the real API), not a speed target.
    testTimeout: 60_000,
    coverage: {
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/index.ts', 'src/testing/**'],
      thresholds: { lines: 75, branches: 65 },
    },
  }),
);
