import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
