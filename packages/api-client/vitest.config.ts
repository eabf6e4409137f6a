import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Starts the reference API (PGlite in memory) once for the integration suites.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // The integration suites share one server and its rate limits: one file at a time.
    serial: true,
    coverage: {
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/index.ts'],
      thresholds: { lines: 90, branches: 80 },
    },
  }),
);
