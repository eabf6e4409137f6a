import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    coverage: {
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 90, branches: 85 },
    },
  }),
);
