import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/artwork/index.ts',
    'src/operator-html/index.tsx',
    'src/qr-code/index.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2023',
  external: ['react', 'react-dom', 'styled-components', /^@lobby\//],
});
