import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

const postgres = process.env.LOBBY_TEST_DB === 'postgres';

const preset = nodePreset({
  testTimeout: 60_000,
  globalSetup: ['src/test/pglite-image.ts'],
  ...(postgres
    ? {}
    : {
        coverage: {
          include: ['src/**/*.ts'],
          exclude: [
            'src/**/*.test.ts',
            'src/test/**',
            'src/bench/**',
            'src/main.ts',
            'src/ops/cli.ts',
            // Run by the cluster suite, which runs after this one without coverage.
            'src/cluster/cli.ts',
            'src/cluster/cluster.ts',
          ],
        },
      }),
});

// Each test file starts its own server on its own database (PGlite in memory, or a fresh
// PostgreSQL database when LOBBY_TEST_DB=postgres); see src/test/harness.ts.
export default defineConfig({
  ...preset,
  // The server's packages resolve as Node resolves them when it runs (`--conditions=source`),
  // without the bundlers' `module` condition: prom-client requires `@opentelemetry/api`, whose
  // `module` build has extensionless imports that Node cannot load.
  ssr: {
    resolve: {
      conditions: ['source', 'node', 'development|production'],
    },
  },
});
