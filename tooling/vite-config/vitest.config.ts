import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    coverage: {
      include: [
        'src/bundle-report.ts',
        'src/brand-document.ts',
        'src/first-screen-chunk.ts',
        'src/first-screen-closure.ts',
        'src/route-preloads.ts',
      ],
    },
  }),
);
