import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    coverage: {
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.type-test.ts', 'src/index.ts', 'src/types.ts'],
      thresholds: { lines: 95, branches: 90 },
    },
  }),
);
