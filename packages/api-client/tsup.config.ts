import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/react/index.ts', 'src/areas/*/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // Workspace and peer packages stay imports; consumers install them.
  external: [/^@lobby\//, /^@reduxjs\//, 'react', 'react-redux', 'typebox'],
});
