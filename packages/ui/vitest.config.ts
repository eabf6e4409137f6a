import { jsdomPreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  jsdomPreset({
    setupFiles: ['@lobby/vitest-config/jsdom-setup'],
    coverage: {
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/index.ts'],
      thresholds: { lines: 80, branches: 75 },
    },
  }),
);
